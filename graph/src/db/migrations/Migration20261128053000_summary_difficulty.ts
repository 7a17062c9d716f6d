import { Migration } from '@mikro-orm/migrations';

export class Migration20261128053000_summary_difficulty extends Migration {
  override name = 'Migration20261128053000_summary_difficulty';

  override up(): void | Promise<void> {
    this.addSql(`alter table "articles" add "summary_reading_difficulty" real null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "articles" drop column "summary_reading_difficulty";`);
  }
}
