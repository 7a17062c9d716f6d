import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { User } from '../user/user.entity.js';
import { selectBookmarkedArticleIds } from './bookmark.queries.js';

export interface BookmarkLoaders {
  /** Whether the viewer has bookmarked an article; always false for anonymous readers, with no SQL. */
  viewerHasBookmarked: DataLoader<number, boolean>;
}

export function createBookmarkLoaders(em: EntityManager, viewer: User | null): BookmarkLoaders {
  return {
    viewerHasBookmarked: new DataLoader(async (articleIds: readonly number[]) => {
      if (!viewer) return articleIds.map(() => false);
      const bookmarked = await selectBookmarkedArticleIds(em, viewer.id, articleIds);
      return articleIds.map((id) => bookmarked.has(id));
    }),
  };
}
