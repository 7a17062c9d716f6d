import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

export interface ArticleLoaders {
  /** Category names of an article, best match first. */
  categoryNames: DataLoader<number, string[]>;
}

/** Creates the article loaders for one request; each batch is one SQL statement, results in key order. */
export function createArticleLoaders(em: EntityManager): ArticleLoaders {
  return {
    categoryNames: new DataLoader(async (articleIds: readonly number[]) => {
      const rows = await em.getConnection().execute<{ article_id: number; name: string }[]>(
        `select ac.article_id, c.name from article_categories ac join categories c on c.id = ac.category_id
         where ac.article_id in (${articleIds.map(() => '?').join(', ')}) order by ac.article_id, ac.position, c.name`,
        [...articleIds],
      );
      const byArticle = new Map<number, string[]>(articleIds.map((id) => [id, []]));
      for (const row of rows) byArticle.get(row.article_id)?.push(row.name);
      return articleIds.map((id) => byArticle.get(id) ?? []);
    }),
  };
}
