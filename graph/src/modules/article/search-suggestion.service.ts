import type { EntityManager } from '@mikro-orm/postgresql';
import { selectRows } from '../../lib/sql.js';
import { buildFeedCountQuery } from './article-feed.queries.js';
import { selectWordSuggestions } from './search-suggestion.queries.js';

/** Searches longer than this many words are not corrected: a suggestion is for a mistyped word or two. */
const MAX_WORDS = 8;

async function countMatches(em: EntityManager, search: string, now: Date): Promise<number> {
  const [row] = await selectRows<{ count: number }>(em, buildFeedCountQuery({ search }, now));
  return row?.count ?? 0;
}

/**
 * "Did you mean …": the search with each word the library does not use replaced by the nearest word it does (by
 * trigram similarity over the words of its titles and summaries), offered only when that search finds more papers in
 * the whole library than the one typed. Null when there is nothing better to offer. Reads only.
 */
export async function suggestSearch(ctx: { em: EntityManager; now(): Date }, search: string): Promise<string | null> {
  const tokens = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (tokens.length === 0 || tokens.length > MAX_WORDS) return null;
  const words = [...new Set(tokens.filter((token) => /^[a-z]{3,40}$/.test(token)))];
  if (words.length === 0) return null;
  const rows = await selectWordSuggestions(ctx.em, words);
  const replacements = new Map(rows.filter((row) => !row.known && row.nearest).map((row) => [row.input, row.nearest as string]));
  if (replacements.size === 0) return null;
  const suggestion = tokens.map((token) => replacements.get(token) ?? token).join(' ');
  const now = ctx.now();
  const [typed, suggested] = [await countMatches(ctx.em, search, now), await countMatches(ctx.em, suggestion, now)];
  return suggested > typed ? suggestion : null;
}
