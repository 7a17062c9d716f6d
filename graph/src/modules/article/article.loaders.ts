import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { selectCategoryNames } from './article.queries.js';

export interface ArticleLoaders {
  /** Category names of an article, best match first. */
  categoryNames: DataLoader<number, string[]>;
}

/** Creates the article loaders for one request; each batch is one SQL statement, results in key order. */
export function createArticleLoaders(em: EntityManager): ArticleLoaders {
  return {
    categoryNames: new DataLoader(async (articleIds: readonly number[]) => {
      const rows = await selectCategoryNames(em, articleIds);
      const byArticle = new Map<number, string[]>(articleIds.map((id) => [id, []]));
      for (const row of rows) byArticle.get(row.article_id)?.push(row.name);
      return articleIds.map((id) => byArticle.get(id) ?? []);
    }),
  };
}
