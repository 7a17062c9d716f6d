import { Migration } from '@mikro-orm/migrations';

export class Migration20261128121609_article_additions extends Migration {
  override name = 'Migration20261128121609_article_additions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "article_additions" ("id" serial primary key, "article_id" int not null, "added_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "article_additions" add constraint "article_additions_article_id_unique" unique ("article_id");`);

    this.addSql(
      `alter table "article_additions" add constraint "article_additions_article_id_foreign" foreign key ("article_id") references "articles" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "article_additions" cascade;`);
  }
}
