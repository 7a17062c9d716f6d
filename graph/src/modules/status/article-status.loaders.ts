import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { ArticleNotice } from './article-notice.entity.js';
import { selectJournalsByDoi } from './article-status.queries.js';
import { publishedVersionOf } from './article-status.rules.js';
import type { PublishedVersion } from './article-status.types.js';

export interface StatusLoaders {
  /** The notices about an article, oldest first (undated ones last). */
  articleNotices: DataLoader<number, ArticleNotice[]>;
  /** A preprint's journal version, by the DOI its preprint server names. */
  publishedVersion: DataLoader<string, PublishedVersion>;
}

/** Creates the status loaders for one request; each batch is one SQL statement, results in key order. */
export function createStatusLoaders(em: EntityManager): StatusLoaders {
  return {
    articleNotices: new DataLoader(async (articleIds: readonly number[]) => {
      const notices = await em.find(
        ArticleNotice,
        { article: { $in: [...articleIds] } },
        { orderBy: { date: 'asc nulls last', id: 'asc' }, disableIdentityMap: true },
      );
      const byArticle = new Map<number, ArticleNotice[]>(articleIds.map((id) => [id, []]));
      for (const notice of notices) if (notice.article) byArticle.get(notice.article.id)?.push(notice);
      return articleIds.map((id) => byArticle.get(id) ?? []);
    }),
    publishedVersion: new DataLoader(async (dois: readonly string[]) => {
      const journals = new Map((await selectJournalsByDoi(em, dois)).map((row) => [row.doi, row.journal]));
      return dois.map((doi) => publishedVersionOf(doi, journals.get(doi) ?? null));
    }),
  };
}
