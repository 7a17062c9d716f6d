import { Migration } from '@mikro-orm/migrations';

export class Migration20261121101727_initial extends Migration {
  override name = 'Migration20261121101727_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "articles" ("id" serial primary key, "source" varchar(16) not null, "external_id" varchar(255) not null, "title" text not null, "simplified_title" text null, "abstract" text not null default '', "abstract_sections" jsonb not null default '[]', "ai_summary" text null, "summary_provider" varchar(32) null, "summary_model" varchar(128) null, "summarised_at" timestamptz null, "source_url" text not null, "journal" text not null default '', "authors" text not null default '', "author_list" jsonb not null default '[]', "published_date" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "doi" varchar(255) null, "pmid" varchar(32) null, "is_preprint" boolean not null default false, "is_open_access" boolean not null default false, "subjects" jsonb not null default '[]', "view_count" int not null default 0, "comment_count" int not null default 0, "search" tsvector generated always as (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(simplified_title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(ai_summary, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(abstract, '')), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce(authors, '')), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce(journal, '')), 'D')) stored not null);`,
    );
    this.addSql(`create index "articles_search_index" on "articles" using gin ("search");`);
    this.addSql(`create index "articles_published_date_index" on "articles" ("published_date" desc, "id" desc);`);
    this.addSql(`create index "articles_source_published_date_index" on "articles" ("source", "published_date" desc, "id" desc);`);
    this.addSql(`create index "articles_view_count_index" on "articles" ("view_count" desc, "id" desc);`);
    this.addSql(`create index "articles_title_index" on "articles" ("title", "id");`);
    this.addSql(`alter table "articles" add constraint "articles_source_external_id_unique" unique ("source", "external_id");`);
    this.addSql(`alter table "articles" add constraint "articles_doi_unique" unique ("doi");`);
    this.addSql(`alter table "articles" add constraint "articles_pmid_unique" unique ("pmid");`);
    this.addSql(`alter table "articles" add constraint "articles_source_check" check (source in ('PubMed', 'medRxiv', 'PLOS', 'DOAJ'));`);
    this.addSql(`alter table "articles" add constraint "articles_view_count_check" check (view_count >= 0);`);
    this.addSql(`alter table "articles" add constraint "articles_comment_count_check" check (comment_count >= 0);`);

    this.addSql(`create table "categories" ("id" serial primary key, "name" varchar(64) not null, "slug" varchar(64) not null);`);
    this.addSql(`alter table "categories" add constraint "categories_name_unique" unique ("name");`);
    this.addSql(`alter table "categories" add constraint "categories_slug_unique" unique ("slug");`);

    this.addSql(
      `create table "article_categories" ("article_id" int not null, "category_id" int not null, "position" smallint not null default 0, primary key ("article_id", "category_id"));`,
    );
    this.addSql(`create index "article_categories_category_id_index" on "article_categories" ("category_id");`);

    this.addSql(
      `create table "users" ("id" serial primary key, "username" varchar(64) not null, "email" varchar(320) not null, "password_hash" text not null, "first_name" varchar(100) null, "last_name" varchar(100) null, "bio" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"));`);
    this.addSql(`create unique index "users_email_lower_unique" on "users" (lower("email"));`);
    this.addSql(`alter table "users" add constraint "users_bio_check" check (char_length(bio) <= 1000);`);

    this.addSql(
      `create table "memberships" ("id" serial primary key, "user_id" int not null, "tier" varchar(16) not null default 'free', "status" varchar(32) not null default 'inactive', "stripe_customer_id" varchar(255) null, "stripe_subscription_id" varchar(255) null, "current_period_end" timestamptz null, "cancel_at_period_end" boolean not null default false, "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "memberships" add constraint "memberships_user_id_unique" unique ("user_id");`);
    this.addSql(`alter table "memberships" add constraint "memberships_tier_check" check (tier in ('free', 'premium', 'pro'));`);

    this.addSql(
      `create table "email_preferences" ("id" serial primary key, "user_id" int not null, "email_digest" boolean not null default false, "frequency" varchar(16) not null default 'weekly', "delivery_time" varchar(5) not null default '09:00', "sources" jsonb not null, "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "email_preferences" add constraint "email_preferences_user_id_unique" unique ("user_id");`);
    this.addSql(
      `alter table "email_preferences" add constraint "email_preferences_frequency_check" check (frequency in ('weekly', 'daily'));`,
    );
    this.addSql(
      `alter table "email_preferences" add constraint "email_preferences_delivery_time_check" check (delivery_time in ('08:00', '09:00', '10:00', '12:00', '18:00'));`,
    );

    this.addSql(
      `create table "comments" ("id" serial primary key, "article_id" int not null, "user_id" int not null, "content" text not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "comments_user_id_index" on "comments" ("user_id");`);
    this.addSql(`create index "comments_article_id_created_at_index" on "comments" ("article_id", "created_at");`);
    this.addSql(
      `alter table "comments" add constraint "comments_content_check" check (char_length(content) >= 1 and char_length(content) <= 5000);`,
    );

    this.addSql(
      `create table "bookmarks" ("id" serial primary key, "user_id" int not null, "article_id" int not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "bookmarks_article_id_index" on "bookmarks" ("article_id");`);
    this.addSql(`alter table "bookmarks" add constraint "bookmarks_user_article_unique" unique ("user_id", "article_id");`);

    this.addSql(
      `alter table "article_categories" add constraint "article_categories_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "article_categories" add constraint "article_categories_category_id_foreign" foreign key ("category_id") references "categories" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "memberships" add constraint "memberships_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "email_preferences" add constraint "email_preferences_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "comments" add constraint "comments_article_id_foreign" foreign key ("article_id") references "articles" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "comments" add constraint "comments_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "bookmarks" add constraint "bookmarks_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "bookmarks" add constraint "bookmarks_article_id_foreign" foreign key ("article_id") references "articles" ("id") on delete cascade;`,
    );
  }
}
