import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from '@temporalio/worker';
import { beforeAll, describe, expect, it } from 'vitest';
import { quietTemporalLogs, TEST_BUNDLE_DIR } from '../../test/harness.js';
import {
  BACKFILL_WORKFLOW,
  DIGEST_TICK_WORKFLOW,
  INGEST_SOURCE_WORKFLOW,
  REASK_SUMMARIES_WORKFLOW,
  SEND_DIGEST_WORKFLOW,
  SUMMARISE_ARTICLE_WORKFLOW,
} from '../contracts.js';
import { prebuiltWorkflowBundle } from '../worker/workflow-bundle.js';

interface RecordedHistory {
  workflowId: string;
  workflowType: string;
  description: string;
  history: unknown;
}

const HISTORIES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/histories');
const recorded: (RecordedHistory & { file: string })[] = readdirSync(HISTORIES_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({ file, ...(JSON.parse(readFileSync(path.join(HISTORIES_DIR, file), 'utf8')) as RecordedHistory) }));

let codePath: string;

beforeAll(async () => {
  quietTemporalLogs();
  codePath = (await prebuiltWorkflowBundle(TEST_BUNDLE_DIR)).codePath;
});

describe('committed workflow histories (T11)', () => {
  it('cover every workflow type', () => {
    expect(new Set(recorded.map((entry) => entry.workflowType))).toEqual(
      new Set([
        BACKFILL_WORKFLOW,
        INGEST_SOURCE_WORKFLOW,
        SUMMARISE_ARTICLE_WORKFLOW,
        DIGEST_TICK_WORKFLOW,
        SEND_DIGEST_WORKFLOW,
        REASK_SUMMARIES_WORKFLOW,
      ]),
    );
  });

  it('all replay against the current workflow code without a nondeterminism error', async () => {
    const histories = recorded.map((entry) => ({ workflowId: entry.workflowId, history: entry.history }));
    const failures: string[] = [];
    for await (const result of Worker.runReplayHistories({ workflowBundle: { codePath } }, histories)) {
      if (result.error) failures.push(`${result.workflowId}: ${result.error.message}`);
    }
    expect(failures).toEqual([]);
  });
});
