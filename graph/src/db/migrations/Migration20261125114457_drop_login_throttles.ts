import { Migration } from '@mikro-orm/migrations';

export class Migration20261125114457_drop_login_throttles extends Migration {
  override name = 'Migration20261125114457_drop_login_throttles';

  override up(): void | Promise<void> {
    this.addSql(`drop table if exists "login_throttles" cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create table "login_throttles" ("key" varchar(400) not null, "failures" int4 not null default 0, "window_started_at" timestamptz(6) not null default now(), "locked_until" timestamptz(6) null, primary key ("key"));`,
    );

    this.addSql(`alter table "login_throttles" add constraint "login_throttles_failures_check" check (failures >= 0);`);
  }
}
