import { Migration } from '@mikro-orm/migrations';

export class Migration20261128121855_webhooks extends Migration {
  override name = 'Migration20261128121855_webhooks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "webhooks" ("id" serial primary key, "user_id" int not null, "saved_search_id" int not null, "url" text not null, "secret" varchar(64) not null, "created_at" timestamptz not null default now(), "disabled_at" timestamptz null, "failing_since" timestamptz null);`,
    );
    this.addSql(`create index "webhooks_user_id_index" on "webhooks" ("user_id");`);
    this.addSql(`create index "webhooks_saved_search_id_index" on "webhooks" ("saved_search_id");`);

    this.addSql(
      `create table "webhook_deliveries" ("id" serial primary key, "webhook_id" int not null, "article_id" int not null, "event" varchar(32) not null default 'article.added', "status" varchar(16) not null default 'pending', "attempts" int not null default 0, "last_attempt_at" timestamptz null, "response_status" int null, "last_error" text null, "redeliveries" int not null default 0, "created_at" timestamptz not null default now(), "delivered_at" timestamptz null);`,
    );
    this.addSql(`create index "webhook_deliveries_article_id_index" on "webhook_deliveries" ("article_id");`);
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_webhook_article_unique" unique ("webhook_id", "article_id");`,
    );

    this.addSql(
      `alter table "webhooks" add constraint "webhooks_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhooks" add constraint "webhooks_saved_search_id_foreign" foreign key ("saved_search_id") references "saved_searches" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_webhook_id_foreign" foreign key ("webhook_id") references "webhooks" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_article_id_foreign" foreign key ("article_id") references "articles" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_status_check" check (status in ('pending', 'delivered', 'failed'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
    this.addSql(`drop table if exists "webhooks" cascade;`);
  }
}
