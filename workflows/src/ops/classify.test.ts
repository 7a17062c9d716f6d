import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '#graph/config/env.js';
import { classifyStudyDesign } from '#graph/modules/ingestion/study-design.rules.js';
import { createTestDatabase, type TestDatabase } from '#graph-test/database.js';
import { demoDrafts, insertDrafts } from '#graph-test/factories.js';
import { runOps } from './cli.js';

let db: TestDatabase;
let stdout: string[];
let stderr: string[];
const emptyDataDir = mkdtempSync(path.join(tmpdir(), 'paperlight-ops-classify-'));

// The command needs only the database: no TEMPORAL_ADDRESS is given, so touching Temporal would fail with exit 3.
function ops(argv: string[]): Promise<number> {
  const env = loadEnv({ PAPERLIGHT_DATA_DIR: emptyDataDir, DATABASE_URL: db.url });
  return runOps(argv, env, { log: (line) => stdout.push(line), error: (line) => stderr.push(line), interactive: false });
}

async function designs(): Promise<{ external_id: string; study_design: string; study_design_rule: string; sample_size: number | null }[]> {
  return db.orm.em
    .fork()
    .getConnection()
    .execute('select external_id, study_design, study_design_rule, sample_size from articles order by id');
}

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
});

beforeEach(() => {
  stdout = [];
  stderr = [];
});

afterAll(async () => {
  await db?.drop();
});

describe('npm run ops -- classify', () => {
  it('says so when no article is stored', async () => {
    expect(await ops(['classify'])).toBe(0);
    expect(stdout).toEqual(['No articles are stored yet.']);
  });

  it('classifies articles stored before classification existed, with progress, and a repeat changes nothing', async () => {
    const drafts = await demoDrafts();
    await insertDrafts(db.orm.em, drafts);
    const classified = await designs();
    // As a database migrated from before study designs holds them.
    await db.orm.em
      .fork()
      .getConnection()
      .execute("update articles set study_design = 'other', study_design_rule = 'not classified yet', sample_size = null");

    expect(await ops(['classify'])).toBe(0);
    expect(stderr).toEqual([]);
    expect(stdout[0]).toMatch(
      new RegExp(`^Classifying study designs: ${Math.min(500, drafts.length)}/${drafts.length} articles · \\d+ changed$`),
    );
    const changed = classified.filter((row) => row.study_design_rule !== 'not classified yet').length;
    expect(stdout.at(-1)).toBe(`Classified ${drafts.length} articles: ${changed} changed, ${drafts.length - changed} already up to date.`);
    expect(await designs()).toEqual(classified);
    const byId = new Map(drafts.map((draft) => [draft.externalId, classifyStudyDesign(draft)]));
    for (const row of classified) {
      const expected = byId.get(row.external_id)!;
      expect([row.study_design, row.study_design_rule, row.sample_size]).toEqual([expected.design, expected.rule, expected.sampleSize]);
    }
    expect(new Set(classified.map((row) => row.study_design)).size).toBeGreaterThan(5);

    stdout = [];
    expect(await ops(['classify'])).toBe(0);
    expect(stdout.at(-1)).toBe(`Classified ${drafts.length} articles: 0 changed, ${drafts.length} already up to date.`);
  });
});
