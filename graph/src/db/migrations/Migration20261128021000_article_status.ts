import { Migration } from '@mikro-orm/migrations';

export class Migration20261128021000_article_status extends Migration {
  override name = 'Migration20261128021000_article_status';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "article_notices" ("id" serial primary key, "kind" varchar(32) not null, "paper_key" varchar(300) not null, "paper_pmid" varchar(32) null, "paper_doi" varchar(255) null, "notice_key" varchar(300) not null default '', "notice_pmid" varchar(32) null, "notice_doi" varchar(255) null, "reference" text null, "date" timestamptz null, "article_id" int null, "notice_article_id" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "article_notices_paper_pmid_index" on "article_notices" ("paper_pmid");`);
    this.addSql(`create index "article_notices_paper_doi_index" on "article_notices" ("paper_doi");`);
    this.addSql(`create index "article_notices_notice_pmid_index" on "article_notices" ("notice_pmid");`);
    this.addSql(`create index "article_notices_notice_doi_index" on "article_notices" ("notice_doi");`);
    this.addSql(`create index "article_notices_article_id_index" on "article_notices" ("article_id");`);
    this.addSql(`create index "article_notices_notice_article_id_index" on "article_notices" ("notice_article_id");`);
    this.addSql(
      `alter table "article_notices" add constraint "article_notices_kind_paper_notice_unique" unique ("kind", "paper_key", "notice_key");`,
    );

    this.addSql(
      `alter table "articles" add "status" varchar(32) not null default 'active', add "status_changed_at" timestamptz null, add "published_doi" varchar(255) null;`,
    );
    this.addSql(
      `create index "articles_status_published_date_index" on "articles" ("status", "published_date" desc, "id" desc) where "status" <> 'active';`,
    );
    this.addSql(
      `alter table "articles" add constraint "articles_status_check" check (status in ('active', 'corrected', 'expression-of-concern', 'retracted', 'withdrawn'));`,
    );

    this.addSql(
      `alter table "article_notices" add constraint "article_notices_article_id_foreign" foreign key ("article_id") references "articles" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "article_notices" add constraint "article_notices_notice_article_id_foreign" foreign key ("notice_article_id") references "articles" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "article_notices" add constraint "article_notices_kind_check" check (kind in ('correction', 'expression-of-concern', 'retraction', 'withdrawal'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "article_notices" cascade;`);
    this.addSql(`drop index "articles_status_published_date_index";`);
    this.addSql(`alter table "articles" drop constraint "articles_status_check";`);
    this.addSql(`alter table "articles" drop column "status", drop column "status_changed_at", drop column "published_doi";`);
  }
}
