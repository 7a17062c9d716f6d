import type { EntityManager } from '@mikro-orm/postgresql';
import { selectCategoryCounts, type CategoryCount } from './category.queries.js';

/** Lists every category with how many articles it has, largest first, then by name. Reads only. */
export async function listCategories(ctx: { em: EntityManager }): Promise<CategoryCount[]> {
  return selectCategoryCounts(ctx.em);
}
