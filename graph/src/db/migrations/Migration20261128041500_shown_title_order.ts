import { Migration } from '@mikro-orm/migrations';

/** Title orders follow the title a reader sees (the simplified one when there is one), ignoring case. */
export class Migration20261128041500_shown_title_order extends Migration {
  override name = 'Migration20261128041500_shown_title_order';

  override up(): void | Promise<void> {
    this.addSql(`drop index if exists "articles_title_index";`);
    this.addSql(
      `create index "articles_shown_title_index" on "articles" (lower(coalesce(nullif("simplified_title", ''), "title")), "id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "articles_shown_title_index";`);
    this.addSql(`create index "articles_title_index" on "articles" ("title", "id");`);
  }
}
