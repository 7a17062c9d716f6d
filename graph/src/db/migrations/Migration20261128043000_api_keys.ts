import { Migration } from '@mikro-orm/migrations';

/** API keys: a reader's named secrets with scopes, stored as the SHA-256 of the secret, with their use and revocation. */
export class Migration20261128043000_api_keys extends Migration {
  override name = 'Migration20261128043000_api_keys';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "api_keys" ("id" serial primary key, "user_id" int not null, "name" varchar(80) not null, "prefix" varchar(16) not null, "secret_hash" varchar(64) not null, "scopes" jsonb not null, "created_at" timestamptz not null default now(), "last_used_at" timestamptz null, "revoked_at" timestamptz null);`,
    );
    this.addSql(`create index "api_keys_user_id_index" on "api_keys" ("user_id");`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_secret_hash_unique" unique ("secret_hash");`);
    this.addSql(
      `alter table "api_keys" add constraint "api_keys_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_keys" cascade;`);
  }
}
