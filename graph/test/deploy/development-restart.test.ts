import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSION_SECRET_FILE } from '../../src/lib/session-secret.js';
import { REPO_ROOT } from '../repo-files.js';

// `npm start` as a developer runs it: no DATABASE_URL (the embedded PostgreSQL under the data dir), no SESSION_SECRET.
// Temporal points at a closed port, so no worker runs and nothing reaches the real sources.
const projectDir = mkdtempSync(path.join(tmpdir(), 'paperlight-dev-'));
const dataDir = path.join(projectDir, '.data');
// Run as root, PostgreSQL runs as the postgres user, which must reach the data dir as it would in a checkout.
chmodSync(projectDir, 0o755);
const env = {
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  NODE_ENV: 'development',
  PORT: '0',
  PAPERLIGHT_DATA_DIR: dataDir,
  TEMPORAL_ADDRESS: '127.0.0.1:1',
};

interface App {
  child: ChildProcess;
  base: string;
  output(): string;
  exited: Promise<number | null>;
}

const apps: App[] = [];

function startApp(): Promise<App> {
  // A process group of its own, so the test can send Ctrl-C's SIGINT to the whole group, as a terminal does.
  const child = spawn(process.execPath, ['--import', 'tsx', 'graph/src/main.ts'], { cwd: REPO_ROOT, env, detached: true });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /App: +(http:\/\/localhost:\d+)\//.exec(output);
      if (match) {
        const app = { child, base: match[1], output: () => output, exited };
        apps.push(app);
        resolve(app);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`The app exited with code ${code} before it was ready:\n${output}`)));
  });
}

/** Ctrl-C in a terminal: SIGINT to every process of the foreground group. */
function pressCtrlC(app: App): void {
  try {
    process.kill(-(app.child.pid as number), 'SIGINT');
  } catch (error) {
    // The group is gone already: the app has exited.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

async function graphql(base: string, query: string, cookie = ''): Promise<{ body: { data?: unknown; errors?: unknown }; cookie: string }> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query }),
  });
  const setCookie = response.headers.get('set-cookie');
  return { body: (await response.json()) as { data?: unknown; errors?: unknown }, cookie: setCookie ? setCookie.split(';')[0] : cookie };
}

const ME = '{ me { username } }';

afterAll(async () => {
  for (const app of apps) {
    if (app.child.exitCode === null && app.child.signalCode === null) pressCtrlC(app);
    await app.exited;
  }
  rmSync(projectDir, { recursive: true, force: true });
});

describe('restarting npm start in development', () => {
  let cookie = '';

  it('keeps the session secret under the data dir, so a reader stays signed in across a restart', async () => {
    const first = await startApp();
    const registered = await graphql(
      first.base,
      'mutation { register(input: { username: "restarter", email: "restarter@example.org", password: "correct horse battery" }) { username } }',
    );
    expect(registered.body).toMatchObject({ data: { register: { username: 'restarter' } } });
    cookie = registered.cookie;
    expect(cookie).toMatch(/=/);
    const secretFile = path.join(dataDir, SESSION_SECRET_FILE);
    const secret = readFileSync(secretFile, 'utf8').trim();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);

    pressCtrlC(first);
    expect(await first.exited).toBe(0);
    const second = await startApp();
    expect((await graphql(second.base, ME, cookie)).body).toMatchObject({ data: { me: { username: 'restarter' } } });
    expect(readFileSync(secretFile, 'utf8').trim()).toBe(secret);
  }, 180_000);

  it('on Ctrl-C finishes the requests in progress before the embedded PostgreSQL stops', async () => {
    const app = apps.at(-1) as App;
    // A live connection open at Ctrl-C is told the server is going away.
    const socket = new WebSocket(`${app.base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const body = JSON.stringify({ query: ME });
    // A request whose body is still arriving when Ctrl-C comes: it is answered from the database afterwards.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const pending = request(
        `${app.base}/graphql`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie } },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      pending.on('error', reject);
      pending.write(body.slice(0, 5));
      setTimeout(() => {
        pressCtrlC(app);
        // Long enough for a PostgreSQL that received the SIGINT as well to have shut down.
        setTimeout(() => pending.end(body.slice(5)), 1_500);
      }, 300);
    });
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ data: { me: { username: 'restarter' } } });
    expect(await socketClosed).toBe(1001);
    expect(await app.exited).toBe(0);
    const output = app.output();
    const drained = output.indexOf('HTTP requests and live connections are closed.');
    expect(drained).toBeGreaterThan(-1);
    expect(output.indexOf('The database is closed; Paperlight has stopped.')).toBeGreaterThan(drained);
  }, 60_000);
});
