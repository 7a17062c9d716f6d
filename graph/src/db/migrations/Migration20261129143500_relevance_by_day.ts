import { Migration } from '@mikro-orm/migrations';

export class Migration20261129143500_relevance_by_day extends Migration {
  override name = 'Migration20261129143500_relevance_by_day';

  override up(): void | Promise<void> {
    // RELEVANCE groups papers by the day they became public, no longer by the week.
    this.addSql(
      `create index "articles_published_day_index" on "articles" ((extract(epoch from date_trunc('day', published_date at time zone 'UTC'))::float8) desc, "id" desc);`,
    );
    this.addSql(`drop index if exists "articles_published_week_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create index "articles_published_week_index" on "articles" ((extract(epoch from date_trunc('week', published_date at time zone 'UTC'))::float8) desc, "id" desc);`,
    );
    this.addSql(`drop index if exists "articles_published_day_index";`);
  }
}
