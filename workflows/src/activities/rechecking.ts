import { cancellationSignal, heartbeat } from '@temporalio/activity';
import type { MikroORM } from '@mikro-orm/postgresql';
import { upsertArticles } from '#graph/modules/ingestion/ingestion.service.js';
import { countPapersToRecheck, listPapersToRecheck } from '#graph/modules/status/status-refresh.service.js';
import type { StatusRefreshBatchInput, StatusRefreshBatchResult } from '../contracts.js';
import type { SourceClients } from '../sources/index.js';
import { toActivityFailure } from './failures.js';

export interface RecheckingDeps {
  orm: MikroORM;
  sources: SourceClients;
}

const sinceDate = (since: string | null) => (since ? new Date(`${since}T00:00:00Z`) : null);

/** The status refresh's activities, bound to the worker's ORM and source clients. */
export function createRecheckingActivities({ orm, sources }: RecheckingDeps) {
  return {
    /** How many stored papers a status refresh re-reads. */
    async countStatusRecheck(input: { since: string | null }): Promise<number> {
      return countPapersToRecheck({ em: orm.em.fork() }, sinceDate(input.since)).catch((error: unknown) =>
        Promise.reject(toActivityFailure(error)),
      );
    },

    /**
     * Re-reads the next batch of stored papers at their sources (PubMed by PMID, medRxiv by DOI) and stores what they
     * say now through the ingestion upsert, which records new notices, updates statuses and alerts bookmarkers; a
     * paper whose record is unchanged writes nothing, so a repeated batch changes nothing.
     */
    async recheckStatusBatch(input: StatusRefreshBatchInput): Promise<StatusRefreshBatchResult> {
      try {
        const papers = await listPapersToRecheck({ em: orm.em.fork() }, { ...input, since: sinceDate(input.since) });
        if (!papers.length) return { checked: 0, lastId: null, changed: 0, updated: 0 };
        const signal = cancellationSignal();
        const pmids = papers.flatMap((paper) => (paper.source === 'PubMed' && paper.pmid ? [paper.pmid] : []));
        const dois = papers.flatMap((paper) => (paper.source === 'medRxiv' && paper.doi ? [paper.doi] : []));
        const drafts = [
          ...(pmids.length ? ((await sources.PubMed.fetchByIds?.(pmids, { signal })) ?? []) : []),
          ...(dois.length ? ((await sources.medRxiv.fetchByIds?.(dois, { signal })) ?? []) : []),
        ];
        heartbeat({ fetched: drafts.length });
        const result = await upsertArticles({ em: orm.em.fork() }, drafts);
        return {
          checked: papers.length,
          lastId: papers[papers.length - 1].id,
          changed: result.statusChanges.length,
          updated: result.updated.length,
        };
      } catch (error) {
        throw toActivityFailure(error);
      }
    },
  };
}
