import type { EntityManager } from '@mikro-orm/postgresql';
import { readDemoArticles } from '../src/db/seeders/demo-seeder.js';
import type { ArticleDraft } from '../src/modules/ingestion/article-draft.types.js';
import { upsertArticles } from '../src/modules/ingestion/ingestion.service.js';

let demo: ArticleDraft[] | null = null;

/** The real demo records (parsed from the recorded source responses). */
export async function demoDrafts(): Promise<ArticleDraft[]> {
  demo ??= await readDemoArticles();
  return demo.map((draft) => ({ ...draft }));
}

let sequence = 0;

/**
 * A copy of a real demo record under a new external id (and no DOI/PMID, so copies never collide), with overrides.
 * Tests use it to place real article text at chosen dates, sources and view counts.
 */
export async function draftFrom(index: number, overrides: Partial<ArticleDraft> = {}): Promise<ArticleDraft> {
  const drafts = await demoDrafts();
  const base = drafts[index % drafts.length];
  sequence += 1;
  return { ...base, externalId: `copy-${sequence}-${base.externalId}`, doi: null, pmid: null, ...overrides };
}

/** Stores drafts through the ingestion service and returns the new ids in the drafts' order. */
export async function insertDrafts(em: EntityManager, drafts: ArticleDraft[]): Promise<number[]> {
  const result = await upsertArticles({ em: em.fork() }, drafts);
  const rows = await em
    .getConnection()
    .execute<{ id: number; source: string; external_id: string }[]>(
      `select id, source, external_id from articles where id in (${result.inserted.map(() => '?').join(', ') || 'null'})`,
      result.inserted,
    );
  const idByKey = new Map(rows.map((row) => [`${row.source}:${row.external_id}`, row.id]));
  return drafts.map((draft) => idByKey.get(`${draft.source}:${draft.externalId}`) ?? -1);
}

export function daysAgo(days: number, from = new Date()): string {
  return new Date(from.getTime() - days * 86_400_000).toISOString();
}

/**
 * Gives a reader an active Premium plan until `until` (a month from now by default), as the payment provider's sync
 * would record it.
 */
export async function grantPremium(
  em: EntityManager,
  userId: number | string,
  until = new Date(Date.now() + 30 * 86_400_000),
): Promise<void> {
  await em.getConnection().execute(
    `insert into memberships (user_id, tier, status, current_period_end, source) values (?, 'premium', 'active', ?, 'stripe')
       on conflict (user_id) do update set tier = 'premium', status = 'active', current_period_end = excluded.current_period_end,
         source = 'stripe'`,
    [Number(userId), until],
    'run',
  );
}
