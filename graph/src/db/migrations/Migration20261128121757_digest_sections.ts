import { Migration } from '@mikro-orm/migrations';

export class Migration20261128121757_digest_sections extends Migration {
  override name = 'Migration20261128121757_digest_sections';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "digest_sent_articles" ("user_id" int not null, "article_id" int not null, "delivery_id" int not null, primary key ("user_id", "article_id"));`,
    );
    this.addSql(`create index "digest_sent_articles_delivery_id_index" on "digest_sent_articles" ("delivery_id");`);

    this.addSql(`alter table "digest_deliveries" add "sections" jsonb not null default '[]';`);

    this.addSql(
      `alter table "digest_sent_articles" add constraint "digest_sent_articles_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "digest_sent_articles" add constraint "digest_sent_articles_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "digest_sent_articles" add constraint "digest_sent_articles_delivery_id_foreign" foreign key ("delivery_id") references "digest_deliveries" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "digest_sent_articles" cascade;`);
    this.addSql(`alter table "digest_deliveries" drop column "sections";`);
  }
}
