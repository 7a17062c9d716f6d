import { Migration } from '@mikro-orm/migrations';

/** Status alerts: one per reader, bookmarked paper and status reached, read or not. */
export class Migration20261128053000_status_alerts extends Migration {
  override name = 'Migration20261128053000_status_alerts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "status_alerts" ("id" serial primary key, "user_id" int not null, "article_id" int not null, "status" varchar(32) not null, "created_at" timestamptz not null default now(), "read_at" timestamptz null);`,
    );
    this.addSql(`create index "status_alerts_article_id_index" on "status_alerts" ("article_id");`);
    this.addSql(
      `alter table "status_alerts" add constraint "status_alerts_user_article_status_unique" unique ("user_id", "article_id", "status");`,
    );
    this.addSql(
      `alter table "status_alerts" add constraint "status_alerts_status_check" check (status in ('active', 'corrected', 'expression-of-concern', 'retracted', 'withdrawn'));`,
    );
    this.addSql(
      `alter table "status_alerts" add constraint "status_alerts_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "status_alerts" add constraint "status_alerts_article_id_foreign" foreign key ("article_id") references "articles" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "status_alerts" cascade;`);
  }
}
