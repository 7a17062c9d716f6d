import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '../../test/factories.js';
import { TestBrowser } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { REQUEST_BUDGETS } from '../lib/request-budget.js';

const run = promisify(execFile);

/** The runnable examples of docs/api.md: fenced blocks whose info string is `<language> example`. */
async function examples(): Promise<{ language: string; code: string; index: number }[]> {
  const text = await readFile(new URL('../../../docs/api.md', import.meta.url), 'utf8');
  return [...text.matchAll(/^```(\w+) example\n([\s\S]*?)^```$/gm)].map((match, index) => ({ language: match[1], code: match[2], index }));
}

const RUNNERS: Record<string, { file: string; command: string }> = {
  sh: { file: 'example.sh', command: 'bash' },
  js: { file: 'example.mjs', command: process.execPath },
  python: { file: 'example.py', command: 'python3' },
};

let db: TestDatabase;
let api: TestServer;
let reader: TestBrowser;
let secret: string;
let folder: string;

async function bookmarkCount(): Promise<number> {
  const [row] = await db.orm.em
    .getConnection()
    .execute<{ count: string }[]>("select count(*) from bookmarks b join users u on u.id = b.user_id where u.username = 'integrator'");
  return Number(row.count);
}

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  await insertDrafts(db.orm.em, await Promise.all([0, 1, 2].map((index) => draftFrom(index, { publishedDate: daysAgo(index * 3) }))));
  api = await startTestServer(db, { requestBudgets: REQUEST_BUDGETS });
  reader = new TestBrowser(api.baseUrl);
  await reader.register('integrator');
  const created = await reader.request<{ secret: string }>('/api/user/api-keys', {
    method: 'POST',
    json: { name: 'docs', scopes: ['READ', 'WRITE'] },
  });
  secret = created.body.secret;
  folder = await mkdtemp(join(tmpdir(), 'paperlight-api-docs-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await api?.close();
  await db?.drop();
});

describe('the examples in docs/api.md', () => {
  it('include curl, JavaScript and Python', async () => {
    expect(new Set((await examples()).map((example) => example.language))).toEqual(new Set(['sh', 'js', 'python']));
  });

  it('each run against a running server and do what they say', async () => {
    const env = { ...process.env, PAPERLIGHT_URL: api.baseUrl, PAPERLIGHT_API_KEY: secret };
    const outputs: string[] = [];
    for (const example of await examples()) {
      const runner = RUNNERS[example.language];
      const file = join(folder, `${example.index}-${runner.file}`);
      await writeFile(file, example.code);
      const { stdout } = await run(runner.command, [file], { env, timeout: 30_000 });
      expect(stdout.trim(), `example ${example.index} (${example.language}) printed nothing`).not.toBe('');
      expect(stdout, `example ${example.index}`).not.toMatch(/"errors"/);
      outputs.push(stdout);
    }
    const all = outputs.join('\n');
    expect(all).toMatch(/"rateLimit":\{"limit":500000/);
    expect(all).toMatch(/x-total-count: 3/i);
    expect(all).toMatch(/"totalCount":3/);
    expect(all).toMatch(/integrator has 1 bookmarks/);
    expect(all).toMatch(/1 bookmarked; \d+ points left this hour/);
    expect(await bookmarkCount()).toBe(1);
  });

  it('fail loudly with a wrong key, so a broken example cannot pass', async () => {
    const [js] = (await examples()).filter((example) => example.language === 'js');
    const file = join(folder, 'wrong-key.mjs');
    await writeFile(file, js.code);
    const env = { ...process.env, PAPERLIGHT_URL: api.baseUrl, PAPERLIGHT_API_KEY: `pl_${'Z'.repeat(40)}` };
    await expect(run(process.execPath, [file], { env, timeout: 30_000 })).rejects.toThrow(/UNAUTHENTICATED/);
  });
});
