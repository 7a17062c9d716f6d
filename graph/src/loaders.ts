import type { EntityManager } from '@mikro-orm/postgresql';
import { createArticleLoaders, type ArticleLoaders } from './modules/article/article.loaders.js';
import { createBookmarkLoaders, type BookmarkLoaders } from './modules/bookmark/bookmark.loaders.js';
import { createStatusLoaders, type StatusLoaders } from './modules/status/article-status.loaders.js';
import type { User } from './modules/user/user.entity.js';

/** Every per-request DataLoader, one batch per field per request. */
export type Loaders = ArticleLoaders & BookmarkLoaders & StatusLoaders;

export function createLoaders(em: EntityManager, viewer: User | null): Loaders {
  return { ...createArticleLoaders(em), ...createBookmarkLoaders(em, viewer), ...createStatusLoaders(em) };
}
