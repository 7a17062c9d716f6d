import { Migration } from '@mikro-orm/migrations';

export class Migration20261128050000_detailed_summaries extends Migration {
  override name = 'Migration20261128050000_detailed_summaries';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "articles" add "detailed_summary" text null, add "detailed_summary_reading_grade" real null, add "detailed_summary_numbers_traceable" boolean null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "articles" drop column "detailed_summary", drop column "detailed_summary_reading_grade", drop column "detailed_summary_numbers_traceable";`,
    );
  }
}
