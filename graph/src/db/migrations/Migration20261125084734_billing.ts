import { Migration } from '@mikro-orm/migrations';

export class Migration20261125084734_billing extends Migration {
  override name = 'Migration20261125084734_billing';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "stripe_pending_syncs" ("customer_id" varchar(255) not null, "version" int not null default 1, "due_at" timestamptz not null default now(), "attempts" int not null default 0, "last_error" text null, "created_at" timestamptz not null default now(), primary key ("customer_id"));`,
    );
    this.addSql(`create index "stripe_pending_syncs_due_at_index" on "stripe_pending_syncs" ("due_at");`);

    this.addSql(
      `create table "stripe_events" ("id" varchar(255) not null, "type" varchar(128) not null, "customer_id" varchar(255) null, "received_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "stripe_events_received_at_index" on "stripe_events" ("received_at");`);

    this.addSql(`alter table "memberships" add "source" varchar(16) null, add "granted_by" varchar(128) null;`);
    this.addSql(`alter table "memberships" add constraint "memberships_stripe_customer_id_unique" unique ("stripe_customer_id");`);
    this.addSql(`alter table "memberships" add constraint "memberships_source_check" check (source in ('stripe', 'grant'));`);

    this.addSql(`alter table "stripe_pending_syncs" add constraint "stripe_pending_syncs_attempts_check" check (attempts >= 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "stripe_pending_syncs" cascade;`);
    this.addSql(`drop table if exists "stripe_events" cascade;`);

    this.addSql(`alter table "memberships" drop constraint "memberships_stripe_customer_id_unique";`);
    this.addSql(`alter table "memberships" drop constraint "memberships_source_check";`);
    this.addSql(`alter table "memberships" drop column "source", drop column "granted_by";`);
  }
}
