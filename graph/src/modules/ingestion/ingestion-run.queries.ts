import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SourceName } from '../article/article-sources.types.js';
import { IngestionRun, type IngestionRunStatus } from './ingestion-run.entity.js';

/** The run with this workflow id, or null; `lock` holds its row until the transaction ends. */
export function findRunByWorkflowId(em: EntityManager, workflowId: string, options: { lock?: boolean } = {}): Promise<IngestionRun | null> {
  return em.findOne(IngestionRun, { workflowId }, options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
}

/** Where the source's latest successful window that ends no later than `until` ends, or null when there is none. */
export async function findLastSucceededWindowEnd(em: EntityManager, source: SourceName, until: Date): Promise<Date | null> {
  const last = await em.findOne(
    IngestionRun,
    { source, status: 'succeeded', windowEnd: { $lte: until } },
    { orderBy: { windowEnd: 'desc' }, fields: ['windowEnd'] },
  );
  return last ? last.windowEnd : null;
}

/** Whether the source has had at least one successful run. */
export async function hasSucceededRun(em: EntityManager, source: SourceName): Promise<boolean> {
  return (await em.findOne(IngestionRun, { source, status: 'succeeded' }, { fields: ['id'] })) !== null;
}

/** Recent runs, newest first, optionally only one status and one source. */
export function findRecentRuns(
  em: EntityManager,
  filter: { status?: IngestionRunStatus; source?: SourceName; limit: number },
): Promise<IngestionRun[]> {
  return em.find(
    IngestionRun,
    { ...(filter.status ? { status: filter.status } : {}), ...(filter.source ? { source: filter.source } : {}) },
    { orderBy: { startedAt: 'desc', id: 'desc' }, limit: filter.limit },
  );
}
