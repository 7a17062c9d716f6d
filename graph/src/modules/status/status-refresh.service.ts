import type { EntityManager } from '@mikro-orm/postgresql';
import { countRecheckable, selectRecheckBatch, type RecheckRow } from './article-status.queries.js';

export type { RecheckRow } from './article-status.queries.js';

/**
 * How many stored papers a status refresh re-reads: PubMed papers with a PMID and medRxiv preprints, all of them or
 * those that became public since a day. Reads only.
 */
export function countPapersToRecheck(ctx: { em: EntityManager }, since: Date | null): Promise<number> {
  return countRecheckable(ctx.em, since);
}

/**
 * The next papers a status refresh re-reads after the last one it checked, in id order, so a refresh that stops and
 * resumes from its last id checks each paper once. Reads only.
 */
export function listPapersToRecheck(
  ctx: { em: EntityManager },
  input: { since: Date | null; afterId: number; limit: number },
): Promise<RecheckRow[]> {
  return selectRecheckBatch(ctx.em, input);
}
