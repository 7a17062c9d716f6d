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
import { INGEST_SOURCE_WORKFLOW, INGESTED_SOURCES, ingestScheduleId } from '../contracts.js';
import { ingestScheduleOptions } from '../schedules.js';
import { runOps } from './cli.js';
import { COMMANDS, USAGE } from './help.js';

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
  for (const source of INGESTED_SOURCES)
    await harness?.temporal.client.schedule
      .getHandle(ingestScheduleId(source))
      .delete()
      .catch(() => undefined);
  await harness?.close();
});

// Addresses where nothing listens: a command that connected to either would exit 2 or 3.
const NOTHING_RUNNING = { DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:1/paperlight', TEMPORAL_ADDRESS: '127.0.0.1:1' };

/** The one JSON document a `--json` command printed: stdout must hold it alone. */
function printedJson(): unknown {
  expect(stdout).toHaveLength(1);
  return JSON.parse(stdout[0]);
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

interface StoredRun {
  workflow_id: string;
  source: string;
  status: string;
  trigger: string;
  window_start: Date;
  window_end: Date;
  fetched: number;
  inserted: number;
  updated: number;
  unchanged: number;
  duplicates: number;
  attempts: number;
  error: string | null;
  note: string | null;
  started_at: Date;
  finished_at: Date | null;
}

/**
 * The stored ingestion runs (all, or those with a status) as `runs --json` lists them, read straight from the table:
 * the latest of each source in the sources' order, then the rest, newest first.
 */
async function storedRunsAsListed(status?: 'failed'): Promise<Record<string, unknown>[]> {
  const rows = await harness.db.orm.em
    .fork()
    .getConnection()
    .execute<StoredRun[]>(
      `select * from ingestion_runs ${status ? 'where status = ?' : ''} order by started_at desc, id desc`,
      status ? [status] : [],
    );
  const runs = rows.map((row) => ({
    workflowId: row.workflow_id,
    source: row.source,
    status: row.status,
    trigger: row.trigger,
    windowStart: isoOrNull(row.window_start),
    windowEnd: isoOrNull(row.window_end),
    fetched: row.fetched,
    inserted: row.inserted,
    updated: row.updated,
    unchanged: row.unchanged,
    duplicates: row.duplicates,
    attempts: row.attempts,
    error: row.error,
    note: row.note,
    startedAt: isoOrNull(row.started_at),
    finishedAt: isoOrNull(row.finished_at),
  }));
  const latest = INGESTED_SOURCES.flatMap((source) => runs.filter((run) => run.source === source).slice(0, 1));
  return [
    ...latest.map((run) => ({ ...run, latestOfSource: true })),
    ...runs.filter((run) => !latest.includes(run)).map((run) => ({ ...run, latestOfSource: false })),
  ];
}

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
    expect(await ops(['runs', '--failed', '--json'])).toBe(0);
    const failedRuns = await storedRunsAsListed('failed');
    expect(failedRuns).toHaveLength(1);
    expect(printedJson()).toEqual({ filter: { failed: true, source: null, limit: 20 }, runs: failedRuns });
    expect(failedRuns[0]).toMatchObject({
      workflowId,
      source: 'DOAJ',
      status: 'failed',
      fetched: 0,
      attempts: 1,
      finishedAt: expect.any(String),
    });
    expect(failedRuns[0].error).toMatch(/^DOAJ: response is not valid JSON/);
    stdout = [];
    expect(await ops(['runs', '--json'])).toBe(0);
    const allRuns = await storedRunsAsListed();
    // The three PLOS backfill days and the failed DOAJ run.
    expect(allRuns.map((run) => run.workflowId)).toEqual([
      'ingest:plos:backfill:2026-07-03',
      workflowId,
      'ingest:plos:backfill:2026-07-02',
      'ingest:plos:backfill:2026-07-01',
    ]);
    expect(printedJson()).toEqual({ filter: { failed: false, source: null, limit: 20 }, runs: allRuns });
    stdout = [];
    expect(await ops(['runs', '--source', 'plos', '--limit', '1', '--json'])).toBe(0);
    expect(printedJson()).toEqual({
      filter: { failed: false, source: 'PLOS', limit: 1 },
      runs: allRuns.filter((run) => run.source === 'PLOS').slice(0, 2),
    });
    expect(stderr).toEqual([]);
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

  it('replays every failed run with --json: one document on stdout, each outcome on stderr, exit 1 when one fails again', async () => {
    // The run fails, its first replay fails the same way, the second reads the window.
    harness.sources.script('doaj', { status: 200, body: 'not json at all' }, { status: 200, body: 'not json at all' });
    const workflowId = 'ingest:doaj-2026-07-03T13:20:00Z';
    await harness.temporal.client.workflow
      .execute(INGEST_SOURCE_WORKFLOW, {
        workflowId,
        taskQueue: harness.taskQueue,
        args: [{ source: 'DOAJ', trigger: 'schedule', window: { start: '2026-07-03T12:20:00Z', end: '2026-07-03T13:20:00Z' } }],
      })
      .catch(() => undefined);
    expect(await ops(['replay', '--failed', '--json'])).toBe(1);
    expect(printedJson()).toEqual({
      replayed: 1,
      succeeded: 0,
      failed: 1,
      skipped: 0,
      outcomes: [
        {
          workflowId,
          status: 'failed',
          message: expect.stringMatching(/^ingest:doaj-2026-07-03T13:20:00Z failed again: .*DOAJ: response is not valid JSON/),
        },
      ],
    });
    expect(stderr).toEqual([(printedJson() as { outcomes: { message: string }[] }).outcomes[0].message]);

    stdout = [];
    stderr = [];
    expect(await ops(['replay', '--failed', '--json'])).toBe(0);
    const replayed = printedJson() as { outcomes: { message: string }[] };
    expect(replayed).toEqual({
      replayed: 1,
      succeeded: 1,
      failed: 0,
      skipped: 0,
      outcomes: [
        {
          workflowId,
          status: 'succeeded',
          message: expect.stringMatching(
            /^ingest:doaj-2026-07-03T13:20:00Z succeeded: \d+ fetched, \d+ new, 0 updated, \d+ summaries started\.$/,
          ),
        },
      ],
    });
    expect(stderr).toEqual([replayed.outcomes[0].message]);

    stdout = [];
    stderr = [];
    expect(await ops(['replay', '--failed', '--json'])).toBe(0);
    expect(printedJson()).toEqual({ replayed: 0, succeeded: 0, failed: 0, skipped: 0, outcomes: [] });
    expect(stderr).toEqual([]);
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

describe('npm run ops -- webhooks failing --json', () => {
  it('prints no webhook and exits 0, then the failing and disabled ones, longest failing first, and exits 1', async () => {
    expect(await ops(['webhooks', 'failing', '--json'])).toBe(0);
    expect(printedJson()).toEqual({ webhooks: [] });

    const sql = <T>(text: string, params: unknown[] = []) => harness.db.orm.em.fork().getConnection().execute<T[]>(text, params);
    const [{ id: userId }] = await sql<{ id: number }>(
      "insert into users (username, email, password_hash) values ('hookowner', 'hookowner@example.org', 'x') returning id",
    );
    // A search no paper matches, so no summary stored meanwhile queues a delivery to these endpoints.
    const [{ id: searchId }] = await sql<{ id: number }>(
      `insert into saved_searches (user_id, name, filter, feed_token) values (?, 'Nothing', '{"search":"xyzzyplughquux"}', 'ops-hook-token') returning id`,
      [userId],
    );
    const webhook = async (url: string, failingSince: string, disabledAt: string | null) => {
      const [row] = await sql<{ id: number; failing_since: Date; disabled_at: Date | null }>(
        `insert into webhooks (user_id, saved_search_id, url, secret, failing_since, disabled_at)
         values (?, ?, ?, 'whsec_ops-test-secret', now() - cast(? as interval), now() - cast(? as interval))
         returning id, failing_since, disabled_at`,
        [userId, searchId, url, failingSince, disabledAt],
      );
      return row;
    };
    const failing = await webhook('https://example.org/failing', '2 hours', null);
    const disabled = await webhook('https://example.org/disabled', '4 days', '1 day');
    const [first, second] = await insertDrafts(harness.db.orm.em, [await draftFrom(11), await draftFrom(12)]);
    await sql(
      `insert into webhook_deliveries (webhook_id, article_id, status, attempts, last_attempt_at, last_error) values
         (?, ?, 'failed', 3, now() - interval '1 hour', 'The endpoint answered 500.'),
         (?, ?, 'pending', 0, null, null),
         (?, ?, 'failed', 5, now() - interval '1 day', 'The endpoint could not be reached.')`,
      [failing.id, first, failing.id, second, disabled.id, first],
    );

    stdout = [];
    expect(await ops(['webhooks', 'failing', '--json'])).toBe(1);
    expect(printedJson()).toEqual({
      webhooks: [
        {
          id: disabled.id,
          username: 'hookowner',
          url: 'https://example.org/disabled',
          failingSince: isoOrNull(disabled.failing_since),
          disabledAt: isoOrNull(disabled.disabled_at),
          failedDeliveries: 1,
          pendingDeliveries: 0,
          lastError: 'The endpoint could not be reached.',
        },
        {
          id: failing.id,
          username: 'hookowner',
          url: 'https://example.org/failing',
          failingSince: isoOrNull(failing.failing_since),
          disabledAt: null,
          failedDeliveries: 1,
          pendingDeliveries: 1,
          lastError: 'The endpoint answered 500.',
        },
      ],
    });
    expect(stderr).toEqual([]);
  });
});

describe('npm run ops -- schedules list --json', () => {
  it("prints each source's schedule as Temporal describes it", async () => {
    // Created paused, so none of them starts an ingestion while the other tests run.
    for (const source of INGESTED_SOURCES) {
      await harness.temporal.client.schedule.create({
        ...ingestScheduleOptions(source, harness.taskQueue),
        state: { paused: true, note: 'Paused from the start in the ops CLI test.' },
      });
    }
    const expected = await Promise.all(
      INGESTED_SOURCES.map(async (source) => {
        const description = await harness.temporal.client.schedule.getHandle(ingestScheduleId(source)).describe();
        return {
          scheduleId: ingestScheduleId(source),
          source,
          paused: true,
          overlap: 'SKIP',
          nextRunAt: isoOrNull(description.info.nextActionTimes[0] ?? null),
          latestRunAt: null,
          latestWorkflowId: null,
        };
      }),
    );
    expect(await ops(['schedules', 'list', '--json'])).toBe(0);
    expect(printedJson()).toEqual({ schedules: expected });
    stdout = [];
    expect(await ops(['schedules', '--source', 'doaj', '--json'])).toBe(0);
    expect(printedJson()).toEqual({ schedules: [expected[3]] });
    expect(stderr).toEqual([]);
  });
});

describe('npm run ops -- --help', () => {
  // Every command and the arguments and options its help must name, besides -h, --help.
  const OPTIONS: Record<string, string[]> = {
    runs: ['--failed', '--source S', '--limit N', '--json'],
    replay: ['<workflowId>', '--failed', '--json'],
    backfill: ['--source S', '--from YYYY-MM-DD', '--to YYYY-MM-DD'],
    summarise: ['--missing'],
    classify: [],
    status: ['refresh', '--since YYYY-MM-DD'],
    schedules: ['pause|resume|list', '--source S', '--json'],
    premium: ['grant|revoke', '--user U', '--until YYYY-MM-DD'],
    digest: ['send|run', '--user <username>', '--at <ISO time>'],
    webhooks: ['failing', '--json'],
  };
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  it('prints the usage with every command, the options and the exit codes to stdout, and exits 0 without connecting', async () => {
    for (const argv of [['--help'], ['-h'], ['--source', 'plos', '--help'], ['--json', '-h']]) {
      stdout = [];
      expect(await ops(argv, NOTHING_RUNNING)).toBe(0);
      expect(stdout).toEqual([USAGE]);
    }
    expect(stderr).toEqual([]);
    expect(USAGE).toMatch(/^Usage: npm run ops -- <command>/);
    for (const command of Object.keys(OPTIONS)) expect(USAGE).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
    // Wrapped lines joined again: continuations are indented deeper than the two spaces that start an entry.
    const unwrapped = USAGE.replace(/\n {5,}/g, ' ');
    expect(unwrapped).toMatch(/^ {2}-h, --help {2}print this usage, or with a command that command's own help, and exit 0/m);
    expect(unwrapped).toMatch(
      /^ {2}--json {6}print the result as one JSON document on stdout .*; only runs, replay --failed, schedules list and webhooks failing take it$/m,
    );
    expect(unwrapped).toMatch(
      /^Exit codes:\n {2}0 {2}done\n {2}1 {2}failed, .*misused.*\n {2}2 {2}the database cannot be reached\n {2}3 {2}Temporal cannot be reached$/m,
    );
  });

  it("prints each command's own help, naming its arguments and options, and exits 0 without connecting", async () => {
    expect(Object.keys(COMMANDS)).toEqual(Object.keys(OPTIONS));
    for (const [command, options] of Object.entries(OPTIONS)) {
      for (const flag of ['--help', '-h']) {
        stdout = [];
        expect(await ops([command, flag], NOTHING_RUNNING)).toBe(0);
        const help = stdout.join('\n');
        expect(help).toMatch(new RegExp(`^Usage:(?: |\\n  )npm run ops -- ${command}\\b`));
        expect(help).not.toBe(USAGE);
        for (const option of [...options, '-h, --help']) expect(help).toMatch(new RegExp(`^  ${escape(option)} {2}`, 'm'));
        expect(help).toMatch(new RegExp(`\\nExamples:\\n  npm run ops -- ${command}\\b`));
        expect(help).toMatch(/\nExit code: 0 .+; 1 /);
      }
    }
    expect(stderr).toEqual([]);
  });

  it('answers help for a command whatever else the line carries, and refuses help for an unknown command', async () => {
    expect(await ops(['schedules', 'list', '--bogus', '-h'], NOTHING_RUNNING)).toBe(0);
    expect(stdout[0]).toMatch(/^Usage:\n {2}npm run ops -- schedules pause\|resume \[--source S\]\n {2}npm run ops -- schedules list/);
    expect(await ops(['frobnicate', '--help'], NOTHING_RUNNING)).toBe(1);
    expect(stderr).toEqual([`Unknown command "frobnicate".\n${USAGE}`]);
  });

  it('prints the usage from the real command line and exits 0', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'workflows/src/ops/main.ts', '--help'], {
      env: { PATH: process.env.PATH ?? '', PAPERLIGHT_DATA_DIR: emptyDataDir },
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`${USAGE}\n`);
    expect(result.stderr).toBe('');
  });
});

describe('npm run ops -- <command> --json where the command prints text', () => {
  it('is refused with a sentence and exit 1, before connecting to anything', async () => {
    const refused: [string[], string][] = [
      [['backfill', '--from', '2026-07-01', '--to', '2026-07-01', '--json'], 'backfill'],
      [['replay', 'ingest:doaj-2026-07-02T13:20:00Z', '--json'], 'replay'],
      [['schedules', 'pause', '--json'], 'schedules pause'],
      [['classify', '--json'], 'classify'],
      [['webhooks', '--json'], 'webhooks'],
    ];
    for (const [argv] of refused) expect(await ops(argv, NOTHING_RUNNING)).toBe(1);
    expect(stdout).toEqual([]);
    expect(stderr).toEqual(
      refused.map(
        ([, form]) =>
          `${form} does not print JSON; --json works only with runs, replay --failed, schedules list and webhooks failing. Leave --json out.`,
      ),
    );
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
