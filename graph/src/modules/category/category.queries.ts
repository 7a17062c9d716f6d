import type { EntityManager } from '@mikro-orm/postgresql';
import { runStatement, selectRows, type SqlStatement } from '../../lib/sql.js';

export interface CategoryCount {
  id: number;
  name: string;
  slug: string;
  count: number;
}

/** Every category with how many articles it has, largest first, then by name. */
export function selectCategoryCounts(em: EntityManager): Promise<CategoryCount[]> {
  return selectRows(em, {
    sql:
      'select c.id, c.name, c.slug, count(ac.article_id)::int as count ' +
      'from categories c left join article_categories ac on ac.category_id = c.id ' +
      'group by c.id order by count desc, c.name',
    params: [],
  });
}

/** Inserts categories by name and slug; those already stored stay as they are. */
export function buildInsertCategoriesQuery(categories: readonly { name: string; slug: string }[]): SqlStatement {
  return {
    sql: `insert into categories (name, slug) values ${categories.map(() => '(?, ?)').join(', ')} on conflict do nothing`,
    params: categories.flatMap((category) => [category.name, category.slug]),
  };
}

/** Runs `buildInsertCategoriesQuery`. */
export async function insertCategories(em: EntityManager, categories: readonly { name: string; slug: string }[]): Promise<void> {
  await runStatement(em, buildInsertCategoriesQuery(categories));
}

/** Every stored category's id by its name. */
export async function selectCategoryIds(em: EntityManager): Promise<Map<string, number>> {
  const rows = await selectRows<{ id: number; name: string }>(em, { sql: 'select id, name from categories', params: [] });
  return new Map(rows.map((row) => [row.name, row.id]));
}
