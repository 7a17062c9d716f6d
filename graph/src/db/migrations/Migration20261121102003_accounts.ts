import { Migration } from '@mikro-orm/migrations';

export class Migration20261121102003_accounts extends Migration {
  override name = 'Migration20261121102003_accounts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "login_throttles" ("key" varchar(400) not null, "failures" int not null default 0, "window_started_at" timestamptz not null default now(), "locked_until" timestamptz null, primary key ("key"));`,
    );

    this.addSql(
      `create table "sessions" ("sid" varchar(255) not null, "sess" jsonb not null, "expire" timestamptz not null, primary key ("sid"));`,
    );
    this.addSql(`create index "sessions_expire_index" on "sessions" ("expire");`);

    this.addSql(`alter table "login_throttles" add constraint "login_throttles_failures_check" check (failures >= 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "login_throttles" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
  }
}
