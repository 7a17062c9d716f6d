import type { FeedPaintCache, FeedPaintList } from '../modules/article/feed-preview.service.js';
import type { ResponseCache } from './response-cache.js';

/**
 * The feed's first cards kept in the server's read cache beside the anonymous answers: a change to a painted paper
 * drops them, a new paper drops everything, and they expire with the cache's time limit as date windows move.
 */
export function feedPaintCache(cache: ResponseCache): FeedPaintCache {
  return {
    async read(key, compute) {
      const cacheKey = `first-paint ${key}`;
      const hit = cache.lookup(cacheKey);
      if (hit) return JSON.parse(hit.body.toString('utf8')) as FeedPaintList | null;
      const generation = cache.begin();
      const { list, articleIds } = await compute();
      const body = Buffer.from(JSON.stringify(list), 'utf8');
      cache.store(cacheKey, generation, { body, contentType: 'application/json', etag: '', articleIds: new Set(articleIds.map(String)) });
      return list;
    },
  };
}
