import { Migration } from '@mikro-orm/migrations';

export class Migration20261128124138_recently_deleted_comments extends Migration {
  override name = 'Migration20261128124138_recently_deleted_comments';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "recently_deleted_comments" ("id" int not null, "article_id" int not null, "user_id" int not null, "content" text not null, "created_at" timestamptz not null, "deleted_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "recently_deleted_comments_deleted_at_index" on "recently_deleted_comments" ("deleted_at");`);

    this.addSql(
      `alter table "recently_deleted_comments" add constraint "recently_deleted_comments_article_id_foreign" foreign key ("article_id") references "articles" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "recently_deleted_comments" add constraint "recently_deleted_comments_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "recently_deleted_comments" cascade;`);
  }
}
