import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WorkflowExecutionInfo } from '@temporalio/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '#graph/config/env.js';
import { upsertArticles } from '#graph/modules/ingestion/ingestion.service.js';
import { FIXTURES_DIR, type JsonRecord, type PubmedRecord } from '../../test/fixture-records.js';
import { startHarness, type Harness } from '../../test/harness.js';
import {
  STATUS_REFRESH_PROGRESS_QUERY,
  STATUS_REFRESH_WORKFLOW,
  type StatusRefreshInput,
  type StatusRefreshProgress,
} from '../contracts.js';
import { runOps } from '../ops/cli.js';
import { parseMedrxivDetails } from '../sources/medrxiv.parse.js';
import { parsePubmedEfetch } from '../sources/pubmed.parse.js';

const PAPERS = [
  { file: 'pubmed-retracted-paper-28814268.xml', pmid: '28814268', status: 'retracted' },
  { file: 'pubmed-corrected-paper-25760099.xml', pmid: '25760099', status: 'corrected' },
  { file: 'pubmed-concern-paper-41056176.xml', pmid: '41056176', status: 'expression-of-concern' },
];
const PREPRINTS = 'medrxiv-details-2026-09-15-first-published.json';

let harness: Harness;
let stdout: string[];
let stderr: string[];
const dataDir = mkdtempSync(path.join(tmpdir(), 'paperlight-status-refresh-'));
const constructed = (file: string) => readFileSync(path.join(FIXTURES_DIR, 'constructed', file), 'utf8');

beforeAll(async () => {
  harness = await startHarness('status-refresh', { attempts: 1 });
  // The sources now serve the papers' records as they read today: with their notices, and the preprint published.
  const pubmed: PubmedRecord[] = PAPERS.map(({ file, pmid }) => ({
    pmid,
    day: '2026-09-15',
    xml: /<PubmedArticle>[\s\S]*<\/PubmedArticle>/.exec(constructed(file))?.[0] ?? '',
  }));
  const medrxiv: JsonRecord[] = (JSON.parse(constructed(PREPRINTS)) as { collection: JsonRecord['json'][] }).collection.map((json) => ({
    at: '2026-09-15T00:00:00.000Z',
    json,
  }));
  harness.sources.pools = { ...harness.sources.pools, PubMed: pubmed, medRxiv: medrxiv };
  // Paperlight stored them before any notice or journal version existed.
  const stored = [
    ...PAPERS.flatMap(({ file }) => parsePubmedEfetch(constructed(file))),
    ...parseMedrxivDetails(constructed(PREPRINTS)).drafts,
  ].map((draft) => ({ ...draft, notices: [], publishedVersion: null }));
  await upsertArticles({ em: harness.db.orm.em.fork() }, stored);
});

beforeEach(() => {
  stdout = [];
  stderr = [];
  harness.sources.reset();
});

afterAll(async () => {
  await harness?.close();
});

function ops(argv: string[]): Promise<number> {
  const env = loadEnv({
    PAPERLIGHT_DATA_DIR: dataDir,
    DATABASE_URL: harness.db.url,
    TEMPORAL_ADDRESS: harness.temporal.address,
    TEMPORAL_NAMESPACE: harness.temporal.namespace ?? 'default',
  });
  return runOps(argv, env, { log: (line) => stdout.push(line), error: (line) => stderr.push(line), interactive: false }, harness.taskQueue);
}

async function statuses(): Promise<Record<string, string>> {
  const rows = await harness.db.orm.em
    .fork()
    .getConnection()
    .execute<{ key: string; status: string }[]>(
      "select coalesce(pmid, doi) || coalesce(' -> ' || published_doi, '') as key, status from articles order by id",
    );
  return Object.fromEntries(rows.map((row) => [row.key, row.status]));
}

async function executions(workflowId: string): Promise<WorkflowExecutionInfo[]> {
  const found: WorkflowExecutionInfo[] = [];
  for await (const run of harness.temporal.client.workflow.list({
    query: `TaskQueue = '${harness.taskQueue}' AND WorkflowId = '${workflowId}'`,
  }))
    found.push(run);
  return found;
}

describe('npm run ops -- status refresh (docs/product/feed.md#status-after-publication)', () => {
  it('re-reads every stored PubMed paper and medRxiv preprint, with progress, and records what changed', async () => {
    expect(Object.values(await statuses()).every((status) => status === 'active')).toBe(true);
    expect(await ops(['status', 'refresh'])).toBe(0);
    expect(stderr).toEqual([]);
    expect(stdout[0]).toBe('Status refresh status-refresh:all started; follow it in the Temporal UI or here.');
    expect(stdout.filter((line) => line.startsWith('Re-checking statuses: ')).at(-1)).toMatch(
      /^Re-checking statuses: 6\/6 papers · 3 changed$/,
    );
    expect(stdout.at(-1)).toBe('Re-checked 6 of 6 stored papers in one workflow (1 run): 3 changed status, 1 otherwise updated.');
    expect(await statuses()).toMatchObject({
      '28814268': 'retracted',
      '25760099': 'corrected',
      '41056176': 'expression-of-concern',
      '10.64898/2026.09.13.26362948 -> 10.1109/tbme.2025.3619056': 'active',
    });
    // PubMed in one EFetch of the three PMIDs, medRxiv one DOI at a time.
    const pubmed = harness.sources.requests.filter((request) => request.source === 'pubmed');
    expect(pubmed.map((request) => [request.path, request.form?.get('id')])).toEqual([['/efetch.fcgi', '28814268,25760099,41056176']]);
    expect(harness.sources.requests.filter((request) => request.source === 'medrxiv')).toHaveLength(3);
  });

  it('changes nothing when run again, and refuses an unreadable --since', async () => {
    expect(await ops(['status', 'refresh'])).toBe(0);
    expect(stdout.at(-1)).toBe('Re-checked 6 of 6 stored papers in one workflow (1 run): 0 changed status, 0 otherwise updated.');
    expect(await ops(['status', 'refresh', '--since', '2026-13-01'])).toBe(1);
    expect(stderr.at(-1)).toBe('--since must be a date written YYYY-MM-DD; it is "2026-13-01".');
  });
});

describe('a long status refresh', () => {
  it('continues as new with its last paper and totals, reports progress while it runs, and checks each paper once', async () => {
    harness.sources.delay('medrxiv', 150);
    const workflowId = 'status-refresh:test-chain';
    const input: StatusRefreshInput = { since: null, batchSize: 1, batchesPerRun: 2 };
    const handle = await harness.temporal.client.workflow.start(STATUS_REFRESH_WORKFLOW, {
      workflowId,
      taskQueue: harness.taskQueue,
      args: [input],
    });
    let finished = false;
    const resultPromise = handle.result().finally(() => {
      finished = true;
    }) as Promise<StatusRefreshProgress>;
    const readings: StatusRefreshProgress[] = [];
    while (!finished) {
      const progress = await handle.query<StatusRefreshProgress>(STATUS_REFRESH_PROGRESS_QUERY).catch(() => null);
      if (progress) readings.push(progress);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const result = await resultPromise;
    expect(readings.some((progress) => progress.checked > 0 && progress.checked < 6)).toBe(true);
    expect(result).toMatchObject({ total: 6, checked: 6, changed: 0, updated: 0 });
    // Two batches a run: three runs read the six papers, a fourth finds none left.
    expect(result.runs).toBe(4);
    const chain = await executions(workflowId);
    expect(chain.map((run) => run.status.name).sort()).toEqual(['COMPLETED', 'CONTINUED_AS_NEW', 'CONTINUED_AS_NEW', 'CONTINUED_AS_NEW']);
    // Six papers, each read once across the runs: three PMIDs one EFetch each, three DOIs one request each.
    expect(harness.sources.requests).toHaveLength(6);
  });
});
