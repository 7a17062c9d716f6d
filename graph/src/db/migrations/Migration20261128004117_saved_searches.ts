import { Migration } from '@mikro-orm/migrations';

/** Saved searches: a reader's named feed filters, when each was last opened, and its private Atom feed's token. */
export class Migration20261128004117_saved_searches extends Migration {
  override name = 'Migration20261128004117_saved_searches';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "saved_searches" ("id" serial primary key, "user_id" int not null, "name" varchar(80) not null, "filter" jsonb not null, "feed_token" varchar(64) not null, "last_opened_at" timestamptz not null default now(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "saved_searches_user_id_index" on "saved_searches" ("user_id");`);
    this.addSql(`alter table "saved_searches" add constraint "saved_searches_feed_token_unique" unique ("feed_token");`);
    this.addSql(
      `alter table "saved_searches" add constraint "saved_searches_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "saved_searches" cascade;`);
  }
}
