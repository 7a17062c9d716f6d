import { Migration } from '@mikro-orm/migrations';

export class Migration20261128173008_summary_reasks extends Migration {
  override name = 'Migration20261128173008_summary_reasks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "summary_reasks" ("article_id" int not null, "fallback_reason" varchar(32) null, "fallback_at" timestamptz not null, "attempts" smallint not null default 0, "last_attempt_at" timestamptz null, "last_failure" text null, "next_attempt_at" timestamptz null, primary key ("article_id"));`,
    );
    this.addSql(`create index "summary_reasks_next_attempt_at_index" on "summary_reasks" ("next_attempt_at");`);

    this.addSql(
      `alter table "summary_reasks" add constraint "summary_reasks_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`,
    );

    // Papers whose offline summary already stands in for a refused AI summary join the line, due an hour after it was stored.
    this.addSql(`insert into "summary_reasks" ("article_id", "fallback_reason", "fallback_at", "attempts", "next_attempt_at")
      select "id", null, "summarised_at", 0, "summarised_at" + interval '1 hour' from "articles"
      where "summary_provider" = 'local' and "summary_quality_flag" like 'The AI summary was not used:%' and "summarised_at" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "summary_reasks" cascade;`);
  }
}
