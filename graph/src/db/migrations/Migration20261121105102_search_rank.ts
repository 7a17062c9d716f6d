import { Migration } from '@mikro-orm/migrations';

export class Migration20261121105102_search_rank extends Migration {
  override name = 'Migration20261121105102_search_rank';

  override up(): void | Promise<void> {
    this.addSql(`alter table "articles" drop column "search";`);
    this.addSql(
      `alter table "articles" add "search_rank" tsvector generated always as (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(simplified_title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(ai_summary, '')), 'B')) stored not null, add "search" tsvector generated always as (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(simplified_title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(ai_summary, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(abstract, '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce(authors, '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce(journal, '')), 'D')) stored not null;`,
    );
    // Dropping the column dropped its index; rebuild it over the new vector.
    this.addSql(`create index "articles_search_index" on "articles" using gin ("search");`);
    // Finer word statistics let the planner tell rare search terms (read through the index) from common ones (read in date order).
    this.addSql(`alter table "articles" alter column "search" set statistics 1000;`);
    this.addSql(
      `create index "articles_published_week_index" on "articles" ((extract(epoch from date_trunc('week', published_date at time zone 'UTC'))::float8) desc, "id" desc);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "articles_published_week_index";`);
    this.addSql(`alter table "articles" drop column "search", drop column "search_rank";`);
    this.addSql(
      `alter table "articles" add "search" tsvector generated always as (((((setweight(to_tsvector('english'::regconfig, COALESCE(title, ''::text)), 'A'::"char") || setweight(to_tsvector('english'::regconfig, COALESCE(simplified_title, ''::text)), 'A'::"char")) || setweight(to_tsvector('english'::regconfig, COALESCE(ai_summary, ''::text)), 'B'::"char")) || setweight(to_tsvector('english'::regconfig, COALESCE(abstract, ''::text)), 'C'::"char")) || setweight(to_tsvector('simple'::regconfig, COALESCE(authors, ''::text)), 'C'::"char")) || setweight(to_tsvector('simple'::regconfig, COALESCE(journal, ''::text)), 'D'::"char")) stored not null;`,
    );
    this.addSql(`create index "articles_search_index" on "articles" using gin ("search");`);
  }
}
