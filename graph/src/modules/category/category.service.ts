import type { EntityManager } from '@mikro-orm/postgresql';
import type { SharedCounts } from '../../lib/shared-counts.js';
import { selectCategoryCounts, type CategoryCount } from './category.queries.js';

/** Lists every category with how many articles it has, largest first, then by name. Reads only. */
export async function listCategories(ctx: { em: EntityManager; sharedCounts?: SharedCounts | null }): Promise<CategoryCount[]> {
  return ctx.sharedCounts?.get('articles by category', () => selectCategoryCounts(ctx.em)) ?? selectCategoryCounts(ctx.em);
}
