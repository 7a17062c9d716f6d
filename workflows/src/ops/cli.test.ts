import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '#graph/config/env.js';
import { draftFrom, insertDrafts } from '#graph-test/factories.js';
import { recordsOnDay, type RecordPools } from '../../test/fixture-records.js';
import { startHarness, type Harness } from '../../test/harness.js';
import { expectedDrafts } from '../../test/ingestion-expectations.js';
import { INGEST_SOURCE_WORKFLOW } from '../contracts.js';
import { runOps } from './cli.js';

let harness: Harness;
let stdout: string[];
let stderr: string[];
const emptyDataDir = mkdtempSync(path.join(tmpdir(), 'paperlight-ops-'));

function merge(...pools: RecordPools[]): RecordPools {
  return {
    PubMed: pools.flatMap((pool) => pool.PubMed),
    medRxiv: pools.flatMap((pool) => pool.medRxiv),
    PLOS: pools.flatMap((pool) => pool.PLOS),
    DOAJ: pools.flatMap((pool) => pool.DOAJ),
  };
}

beforeAll(async () => {
  harness = await startHarness('ops', { attempts: 1 });
  harness.sources.pools = merge(
    ...['2026-07-01', '2026-07-02', '2026-07-03'].map((day, copy) => recordsOnDay(harness.recorded, day, 1, copy)),
  );
});

beforeEach(() => {
  stdout = [];
  stderr = [];
});

afterAll(async () => {
  await harness?.close();
});

function ops(argv: string[], overrides: Record<string, string> = {}): Promise<number> {
  const env = loadEnv({
    PAPERLIGHT_DATA_DIR: emptyDataDir,
    DATABASE_URL: harness.db.url,
    TEMPORAL_ADDRESS: harness.temporal.address,
    TEMPORAL_NAMESPACE: harness.temporal.namespace ?? 'default',
    OPENAI_API_KEY: 'sk-test',
    ...overrides,
  });
  return runOps(argv, env, { log: (line) => stdout.push(line), error: (line) => stderr.push(line), interactive: false }, harness.taskQueue);
}

describe('npm run ops -- backfill', () => {
  it('ingests a source over the range in one workflow with progress and a summary line, and a repeat adds nothing', async () => {
    const perDay = expectedDrafts(recordsOnDay(harness.recorded, '2026-07-01'), 'PLOS').length;
    expect(await ops(['backfill', '--source', 'plos', '--from', '2026-07-01', '--to', '2026-07-03'])).toBe(0);
    expect(stdout[0]).toBe('Backfill backfill:plos:2026-07-01:2026-07-03 started; follow it in the Temporal UI or here.');
    const progress = stdout.filter((line) => line.startsWith('Backfilling PLOS: '));
    expect(progress.length).toBeGreaterThanOrEqual(1);
    expect(progress.at(-1)).toBe(`Backfilling PLOS: 3/3 days · 2026-07-03 · ${perDay * 3} new · 0 failed`);
    expect(stdout.at(-1)).toBe(
      `Backfilled PLOS from 2026-07-01 to 2026-07-03 in one workflow (1 run): 3 days, 3 windows read, 0 failed; ${perDay * 3} fetched, ${perDay * 3} new, 0 updated.`,
    );
    expect(await ops(['backfill', '--source', 'PLOS', '--from', '2026-07-01', '--to', '2026-07-03'])).toBe(0);
    expect(stdout.at(-1)).toBe(
      `Backfilled PLOS from 2026-07-01 to 2026-07-03 in one workflow (1 run): 3 days, 3 windows read, 0 failed; ${perDay * 3} fetched, 0 new, 0 updated.`,
    );
  });

  it('explains unusable dates and sources', async () => {
    expect(await ops(['backfill', '--source', 'plos', '--from', '2026-02-30', '--to', '2026-03-01'])).toBe(1);
    expect(await ops(['backfill', '--source', 'scopus', '--from', '2026-07-01', '--to', '2026-07-01'])).toBe(1);
    expect(stderr).toEqual([
      '--from must be a date written YYYY-MM-DD; it is "2026-02-30".',
      'Unknown source "scopus"; use pubmed, medrxiv, plos or doaj.',
    ]);
  });
});

describe('npm run ops -- runs and replay', () => {
  it('lists failed runs with their error, replays one, and reports a repeat as nothing to do', async () => {
    harness.sources.script('doaj', { status: 200, body: 'not json at all' });
    const workflowId = 'ingest:doaj-2026-07-02T13:20:00Z';
    const handle = await harness.temporal.client.workflow.start(INGEST_SOURCE_WORKFLOW, {
      workflowId,
      taskQueue: harness.taskQueue,
      args: [{ source: 'DOAJ', trigger: 'schedule', window: { start: '2026-07-02T12:20:00Z', end: '2026-07-02T13:20:00Z' } }],
    });
    await handle.result().catch(() => undefined);
    expect(await ops(['runs', '--failed'])).toBe(0);
    expect(stdout[0]).toBe('Latest failed run of each source:');
    expect(stdout[1]).toMatch(/^WORKFLOW ID\s+SOURCE\s+STATUS\s+TRIGGER\s+WINDOW \(UTC\)\s+FETCHED\s+NEW\s+UPDATED\s+TRIES\s+AT \(UTC\)$/);
    expect(stdout[2]).toMatch(/^ingest:doaj-2026-07-02T13:20:00Z\s+DOAJ\s+failed\s+schedule\s+2026-07-02 12:20 → 13:20\s+0\s+0\s+0\s+1\s/);
    expect(stdout[3]).toMatch(/^ {4}error: DOAJ: response is not valid JSON/);
    stdout = [];
    expect(await ops(['runs', '--source', 'plos', '--limit', '1'])).toBe(0);
    // The latest PLOS run, then one earlier.
    expect(stdout.filter((line) => /^ingest:plos:backfill:2026-07-0\d\s/.test(line))).toHaveLength(2);
    expect(stdout.at(-1)).toBe('2 ingestion runs of PLOS shown: the latest of PLOS, then 1 earlier.');

    expect(await ops(['replay', workflowId])).toBe(0);
    expect(stdout.at(-1)).toMatch(new RegExp(`^${workflowId} succeeded: \\d+ fetched, \\d+ new, 0 updated, \\d+ summaries started\\.$`));
    expect(await ops(['replay', workflowId])).toBe(0);
    expect(stdout.at(-1)).toBe(`${workflowId} already succeeded; there is nothing to replay.`);
    expect(await ops(['replay', '--failed'])).toBe(0);
    expect(stdout.at(-1)).toBe('No failed ingestion runs to replay.');
    expect(await ops(['runs', '--failed'])).toBe(0);
    expect(stdout.at(-1)).toBe('No failed ingestion runs.');
  });

  it('says so when no run has the workflow id', async () => {
    expect(await ops(['replay', 'ingest:pubmed-1999-01-01T00:05:00Z'])).toBe(1);
    expect(stderr).toEqual([
      'No ingestion run has the workflow id ingest:pubmed-1999-01-01T00:05:00Z; list them with `npm run ops -- runs`.',
    ]);
  });
});

describe('npm run ops -- summarise --missing', () => {
  it('summarises the articles without an AI summary, then finds none left', async () => {
    await insertDrafts(harness.db.orm.em, [await draftFrom(1), await draftFrom(2)]);
    const missingNow = async () => {
      const [{ missing }] = await harness.db.orm.em
        .fork()
        .getConnection()
        .execute<{ missing: number }[]>(
          `select count(*)::int as missing from articles where ai_summary is null or summary_provider is distinct from 'openai'`,
        );
      return missing;
    };
    // Summary workflows started by earlier ingestions may still be finishing, so the count is read from the output.
    expect(await missingNow()).toBeGreaterThanOrEqual(2);
    expect(await ops(['summarise', '--missing'])).toBe(0);
    const summarised = /^Summarised (\d+) of (\d+) articles with the openai provider; 0 skipped, 0 failed\.$/.exec(stdout.at(-1) ?? '');
    expect(summarised).not.toBeNull();
    expect(Number(summarised![1])).toBe(Number(summarised![2]));
    expect(Number(summarised![1])).toBeGreaterThanOrEqual(2);
    expect(await missingNow()).toBe(0);
    expect(await ops(['summarise', '--missing'])).toBe(0);
    expect(stdout.at(-1)).toBe('Every article already has a summary from the openai provider.');
  });
});

describe('npm run ops when something is unreachable', () => {
  it('exits 2 with a clear message when the database cannot be reached', async () => {
    expect(await ops(['runs'], { DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:1/paperlight' })).toBe(2);
    expect(stderr[0]).toMatch(
      /^Cannot reach the database at 127\.0\.0\.1:1\/paperlight \(.*ECONNREFUSED.*\)\. Start Paperlight with `npm start`, or set DATABASE_URL to a running PostgreSQL\.$/,
    );
  });

  it('exits 3 with a clear message when Temporal cannot be reached', async () => {
    expect(await ops(['schedules', 'list'], { TEMPORAL_ADDRESS: '127.0.0.1:1' })).toBe(3);
    expect(stderr[0]).toMatch(
      /^Cannot reach Temporal at 127\.0\.0\.1:1 \(.+\)\. Start Paperlight with `npm start`, or set TEMPORAL_ADDRESS to a running Temporal server\.$/,
    );
  });

  it('exits non-zero from the real command line when nothing is running', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'workflows/src/ops/main.ts', 'runs'], {
      env: { PATH: process.env.PATH ?? '', PAPERLIGHT_DATA_DIR: emptyDataDir },
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe(
      'No database to talk to: Paperlight is not running and DATABASE_URL is not set. Start it with `npm start`, or set DATABASE_URL.',
    );
  });

  it('prints the usage for an unknown command', async () => {
    expect(await ops(['frobnicate'])).toBe(1);
    expect(stderr[0]).toMatch(/^Unknown command "frobnicate"\.\nUsage: npm run ops -- <command>/);
  });
});
