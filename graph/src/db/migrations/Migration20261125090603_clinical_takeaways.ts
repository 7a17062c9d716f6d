import { Migration } from '@mikro-orm/migrations';

export class Migration20261125090603_clinical_takeaways extends Migration {
  override name = 'Migration20261125090603_clinical_takeaways';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "clinical_takeaways" ("id" serial primary key, "article_id" int not null, "bottom_line" text not null, "population" text null, "intervention" text null, "comparison" text null, "outcome" text null, "study_design" varchar(120) not null default 'not stated', "level_of_evidence" varchar(16) not null default 'not stated', "sample_size" int null, "sample_unit" varchar(60) null, "key_numbers" jsonb not null, "caveats" jsonb not null, "provider" varchar(32) not null, "model" varchar(128) not null, "generated_at" timestamptz not null, "source_hash" varchar(64) not null);`,
    );
    this.addSql(
      `alter table "clinical_takeaways" add constraint "clinical_takeaways_article_provider_unique" unique ("article_id", "provider");`,
    );

    this.addSql(
      `create table "ai_usage" ("user_id" int not null, "day" date not null, "questions" int not null default 0, "takeaways" int not null default 0, "tokens" bigint not null default '0', primary key ("user_id", "day"));`,
    );

    this.addSql(
      `alter table "clinical_takeaways" add constraint "clinical_takeaways_article_id_foreign" foreign key ("article_id") references "articles" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "clinical_takeaways" add constraint "clinical_takeaways_level_of_evidence_check" check (level_of_evidence in ('1', '2', '3', '4', '5', 'not stated'));`,
    );

    this.addSql(
      `alter table "ai_usage" add constraint "ai_usage_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "ai_usage" add constraint "ai_usage_questions_check" check (questions >= 0);`);
    this.addSql(`alter table "ai_usage" add constraint "ai_usage_takeaways_check" check (takeaways >= 0);`);
    this.addSql(`alter table "ai_usage" add constraint "ai_usage_tokens_check" check (tokens >= 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "clinical_takeaways" cascade;`);
    this.addSql(`drop table if exists "ai_usage" cascade;`);
  }
}
