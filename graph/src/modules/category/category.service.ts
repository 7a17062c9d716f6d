import type { EntityManager } from '@mikro-orm/postgresql';

export interface CategoryCount {
  id: number;
  name: string;
  slug: string;
  count: number;
}

/** Lists every category with how many articles it has, largest first, then by name. Reads only. */
export async function listCategories(ctx: { em: EntityManager }): Promise<CategoryCount[]> {
  return ctx.em.getConnection().execute<CategoryCount[]>(
    `select c.id, c.name, c.slug, count(ac.article_id)::int as count
     from categories c left join article_categories ac on ac.category_id = c.id
     group by c.id order by count desc, c.name`,
  );
}
