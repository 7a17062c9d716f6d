import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { User } from '../user/user.entity.js';

export interface BookmarkLoaders {
  /** Whether the viewer has bookmarked an article; always false for anonymous readers, with no SQL. */
  viewerHasBookmarked: DataLoader<number, boolean>;
}

export function createBookmarkLoaders(em: EntityManager, viewer: User | null): BookmarkLoaders {
  return {
    viewerHasBookmarked: new DataLoader(async (articleIds: readonly number[]) => {
      if (!viewer) return articleIds.map(() => false);
      const rows = await em
        .getConnection()
        .execute<{ article_id: number }[]>(
          `select article_id from bookmarks where user_id = ? and article_id in (${articleIds.map(() => '?').join(', ')})`,
          [viewer.id, ...articleIds],
        );
      const bookmarked = new Set(rows.map((row) => row.article_id));
      return articleIds.map((id) => bookmarked.has(id));
    }),
  };
}
