import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import 'reflect-metadata';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { createAppServices } from '#graph/app-services.js';
import { loadEnv } from '#graph/config/env.js';
import { openDatabase } from '#graph/db/database.js';
import { seedDemoArticles } from '#graph/db/seeders/demo-seeder.js';
import { configureLogger } from '#graph/lib/logger.js';
import { resolveSessionSecret } from '#graph/lib/session-secret.js';
import { LocalSummariser } from '#graph/modules/summary/local-summariser.service.js';
import { createPaperlightServer } from '#graph/server/app.js';
import { formatKb, initialJavaScript, INITIAL_JS_BUDGET_BYTES } from './bundle-size.js';
import { startGzipProxy } from './gzip-proxy.js';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const REPORT_DIR = fileURLToPath(new URL('../../test-artifacts/lighthouse/', import.meta.url));

/** Runs per page; the median of each metric is reported (Lighthouse's own advice for noisy, shared machines). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** T8's Core Web Vitals budgets (Lighthouse mobile preset, simulated throttling). */
const BUDGETS = { lcpMs: 2500, cls: 0.1, tbtMs: 200 } as const;

/** The pages measured: the default feed (the demo library's last 7 days are empty), a feed full of cards, an article. */
const PAGES = ['/', '/?range=lastyear', '/article/1'] as const;

interface Figures {
  mode: string;
  path: string;
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function measureMedian(mode: string, url: string, port: number, runs: number): Promise<Figures> {
  const results: Figures[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await measure(mode, url, port));
  const pick = (key: 'score' | 'lcpMs' | 'cls' | 'tbtMs' | 'fcpMs') => median(results.map((row) => row[key]));
  return { ...results[0], score: pick('score'), lcpMs: pick('lcpMs'), cls: pick('cls'), tbtMs: pick('tbtMs'), fcpMs: pick('fcpMs') };
}

async function measure(mode: string, url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const name = `${mode}${new URL(url).pathname}${new URL(url).search}`.replace(/\W+/g, '_');
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(
    path.join(REPORT_DIR, `${name || 'root'}.json`),
    typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr),
  );
  return {
    mode,
    path: new URL(url).pathname + new URL(url).search,
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
  };
}

/**
 * T8: builds the client, serves it from the real server in production mode (a throwaway embedded PostgreSQL with the
 * demo library), runs Lighthouse's default mobile preset from Debian's Chromium, and prints LCP, CLS, TBT and the
 * gzip size of the initial JavaScript for `/`. Exits non-zero when a budget is missed.
 */
async function main(): Promise<void> {
  console.log('Building the client...');
  await build({ root: WEB_ROOT, configFile: path.join(WEB_ROOT, 'vite.config.ts'), logLevel: 'warn' });
  const bundle = initialJavaScript();

  configureLogger({ level: 'warn', format: 'pretty' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'paperlight-lighthouse-'));
  const env = loadEnv({
    PAPERLIGHT_DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    MAIL_LINK_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase({ ...env, databaseUrl: null });
  await seedDemoArticles({ em: database.orm.em.fork() }, new LocalSummariser());
  const server = await createPaperlightServer({
    orm: database.orm,
    services: createAppServices(env),
    production: true,
    sessionSecret: resolveSessionSecret(env),
  });
  const port = await server.listen(0, '127.0.0.1');
  const proxy = await startGzipProxy(port);
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });

  const figures: Figures[] = [];
  try {
    for (const page of PAGES) figures.push(await measureMedian('gzip', `http://127.0.0.1:${proxy.port}${page}`, chrome.port, RUNS));
    for (const page of PAGES) figures.push(await measureMedian('as-served', `http://127.0.0.1:${port}${page}`, chrome.port, 1));
  } finally {
    chrome.kill();
    proxy.server.close();
    await server.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`\nLighthouse, mobile preset (simulated throttling), production build; gzip rows are the median of ${RUNS} runs`);
  console.log(
    '  gzip: responses compressed (as the server should); as-served: the graph server as it answers, compressing what it compresses itself',
  );
  for (const row of figures) {
    console.log(
      `  ${row.mode.padEnd(10)} ${row.path.padEnd(18)} score ${String(row.score).padStart(3)}  LCP ${(row.lcpMs / 1000).toFixed(2)} s  CLS ${row.cls.toFixed(3)}  TBT ${Math.round(row.tbtMs)} ms  FCP ${(row.fcpMs / 1000).toFixed(2)} s`,
    );
  }
  console.log(
    `Initial JS for /: ${formatKb(bundle.totalBytes)} minified, ${formatKb(bundle.totalGzipBytes)} gzip (budget ${formatKb(INITIAL_JS_BUDGET_BYTES)})`,
  );
  console.log(`Reports: ${REPORT_DIR}`);
  const missed =
    figures
      .filter((row) => row.mode === 'gzip')
      .some((row) => row.lcpMs > BUDGETS.lcpMs || row.cls > BUDGETS.cls || row.tbtMs > BUDGETS.tbtMs) ||
    bundle.totalGzipBytes > INITIAL_JS_BUDGET_BYTES;
  if (missed) {
    console.error('A T8 budget was missed (LCP ≤ 2.5 s, CLS ≤ 0.1, TBT ≤ 200 ms, initial JS ≤ 170 KB gzip).');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
