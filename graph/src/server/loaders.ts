import type { EntityManager } from '@mikro-orm/postgresql';
import { createArticleLoaders, type ArticleLoaders } from '../modules/article/article.loaders.js';

/** Every per-request DataLoader, one batch per field per request. */
export type Loaders = ArticleLoaders;

export function createLoaders(em: EntityManager): Loaders {
  return { ...createArticleLoaders(em) };
}
