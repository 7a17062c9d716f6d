import { readFile } from 'node:fs/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ArticleDraft } from '../../modules/ingestion/article-draft.types.js';
import { upsertArticles } from '../../modules/ingestion/ingestion.service.js';
import type { Summariser } from '../../modules/summary/summariser.types.js';
import { summariseArticles } from '../../modules/summary/summary.service.js';

export const DEMO_ARTICLES_FILE = new URL('./demo-articles.json', import.meta.url);

/** Reads the demo library: real records parsed from the recorded source responses, with their real dates. */
export async function readDemoArticles(): Promise<ArticleDraft[]> {
  return JSON.parse(await readFile(DEMO_ARTICLES_FILE, 'utf8')) as ArticleDraft[];
}

/**
 * Loads the demo library into an empty database and summarises it; a database that holds any article is left alone.
 * Returns how many articles were added.
 */
export async function seedDemoArticles(ctx: { em: EntityManager }, summariser: Summariser): Promise<number> {
  const [row] = await ctx.em.getConnection().execute<{ exists: boolean }[]>('select exists (select 1 from articles) as exists');
  if (row?.exists) return 0;
  const result = await upsertArticles(ctx, await readDemoArticles());
  await summariseArticles(ctx, summariser, result.inserted);
  return result.inserted.length;
}
