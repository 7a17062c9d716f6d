import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../database.js';
import { REPO_ROOT } from '../repo-files.js';

// The production start path as the image runs it, without Docker: a copy of the tracked files, the client built by the
// development dependencies of this checkout (the image's build stage), then `npm ci --omit=dev` in the copy and
// `node --import tsx graph/src/main.ts` under NODE_ENV=production on the copy's own Node.
const copy = mkdtempSync(path.join(tmpdir(), 'paperlight-production-'));
let database: TestDatabase;
let app: ChildProcess | null = null;
let base = '';
let output = '';

function copyTrackedFiles(target: string): void {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    // A file deleted in the working tree but not yet in the index is not part of the copy.
    if (!existsSync(path.join(REPO_ROOT, file))) continue;
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    copyFileSync(path.join(REPO_ROOT, file), path.join(target, file));
  }
}

function startApp(env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    app = spawn(path.join(copy, 'node_modules/.bin/node'), ['--import', 'tsx', 'graph/src/main.ts'], { cwd: copy, env });
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

beforeAll(async () => {
  copyTrackedFiles(copy);
  execFileSync(
    path.join(REPO_ROOT, 'node_modules/.bin/vite'),
    ['build', 'web', '--outDir', path.join(copy, 'web/dist'), '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: REPO_ROOT,
      stdio: 'pipe',
    },
  );
  // From the local npm cache where it can; nothing from the development dependencies is installed.
  execFileSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: copy,
    stdio: 'pipe',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production' },
  });
  database = await createTestDatabase();
  base = await startApp({
    // No PATH entry of this checkout: the copy runs on what it installed itself.
    PATH: '/usr/local/bin:/usr/bin:/bin',
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: '0',
    DATABASE_URL: database.url,
    PAPERLIGHT_DATA_DIR: path.join(copy, '.data'),
    SESSION_SECRET: 's'.repeat(48),
    MAIL_LINK_SECRET: 'm'.repeat(48),
  });
}, 300_000);

afterAll(async () => {
  const running = app as ChildProcess | null;
  if (running && running.exitCode === null) {
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGTERM');
    });
  }
  await database?.drop();
  rmSync(copy, { recursive: true, force: true });
});

describe('the production start path', () => {
  it('installs no development dependency', () => {
    for (const name of ['vite', 'vitest', 'typescript', 'eslint'])
      expect(existsSync(path.join(copy, 'node_modules', name)), name).toBe(false);
    expect(existsSync(path.join(copy, 'node_modules/tsx'))).toBe(true);
  });

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

  it('says it is ready with ingestion in the separate worker', () => {
    expect(output).toContain('Paperlight is ready.');
    expect(output).toContain('Ingestion: in the worker process');
  });
});
