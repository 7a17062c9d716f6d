import { Migration } from '@mikro-orm/migrations';

export class Migration20261128005938_contact_messages extends Migration {
  override name = 'Migration20261128005938_contact_messages';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "contact_messages" ("id" serial primary key, "name" varchar(100) not null, "email" varchar(320) not null, "subject" varchar(150) not null, "message" text not null, "user_id" int null, "created_at" timestamptz not null default now(), "emailed_at" timestamptz null);`,
    );

    this.addSql(
      `alter table "contact_messages" add constraint "contact_messages_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "contact_messages" add constraint "contact_messages_message_check" check (char_length(message) <= 5000);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "contact_messages" cascade;`);
  }
}
