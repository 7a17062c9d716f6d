import { Migration } from '@mikro-orm/migrations';

export class Migration20261125091304_summary_quality extends Migration {
  override name = 'Migration20261125091304_summary_quality';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "articles" add "summary_reading_grade" real null, add "summary_numbers_traceable" boolean null, add "summary_quality_flag" text null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "articles" drop column "summary_reading_grade", drop column "summary_numbers_traceable", drop column "summary_quality_flag";`,
    );
  }
}
