import { Migration } from '@mikro-orm/migrations';

export class Migration20261125090428_digest_deliveries extends Migration {
  override name = 'Migration20261125090428_digest_deliveries';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "digest_deliveries" ("id" serial primary key, "user_id" int not null, "period_key" varchar(16) not null, "frequency" varchar(16) not null, "status" varchar(16) not null default 'sending', "message_id" varchar(255) not null, "period_start" timestamptz not null, "period_end" timestamptz not null, "article_ids" jsonb not null default '[]', "total_count" int not null default 0, "attempts" int not null default 1, "last_error" text null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null, "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "digest_deliveries_status_index" on "digest_deliveries" ("status", "created_at");`);
    this.addSql(`alter table "digest_deliveries" add constraint "digest_deliveries_user_period_unique" unique ("user_id", "period_key");`);

    this.addSql(`create index "articles_created_at_index" on "articles" ("created_at" desc, "id" desc);`);

    this.addSql(`create index "email_preferences_due_index" on "email_preferences" ("delivery_time", "user_id") where email_digest;`);

    this.addSql(
      `alter table "digest_deliveries" add constraint "digest_deliveries_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "digest_deliveries" add constraint "digest_deliveries_frequency_check" check (frequency in ('weekly', 'daily'));`,
    );
    this.addSql(
      `alter table "digest_deliveries" add constraint "digest_deliveries_status_check" check (status in ('sending', 'pending', 'sent', 'empty', 'unconfirmed', 'failed', 'cancelled'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "digest_deliveries" cascade;`);

    this.addSql(`drop index "articles_created_at_index";`);

    this.addSql(`drop index "email_preferences_due_index";`);
  }
}
