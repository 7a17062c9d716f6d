import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { createAppServices } from '../src/app-services.js';
import { loadEnv, type TrustProxy } from '../src/config/env.js';
import { UNMETERED_BUDGETS } from '../src/lib/request-budget.js';
import { createPaperlightServer, type PaperlightServer } from '../src/server/app.js';
import { progress, type BenchContext } from './bench-context.js';
import { BENCH_DATABASE_NAME, openBenchDatabase, writeSeedRecord } from './bench-database.js';
import { premiumBenchReader } from './bench-reader.js';
import { formatPeer, formatPlans, measurementRows, targetChecks, type BenchResults } from './checks.js';
import { seedCategories } from './categories.js';
import { FEED_CATEGORY_COUNT, FEED_DATE_RANGE, FEED_PAGE_SIZE, FEED_SOURCES } from './feed-cases.js';
import { parseOptions, USAGE, type BenchOptions } from './options.js';
import { formatChecks, formatMeasurements, writeJsonReport } from './report.js';
import { measureTermFrequencies, seedSyntheticArticles, type SeedResult, type TermFrequency } from './synthetic-articles.js';
import { FEED_DESIGNS, FEED_TERM, measureOverhead } from './t1-overhead.js';
import { measureStatements } from './t3-statements.js';
import { measureSearch } from './t4-search.js';
import { measurePagination } from './t5-pagination.js';
import { measureCache, measureCounts } from './t25-cache.js';
import { measurePeer } from './t2-peer.js';
import { measureKeyed } from './t26-keyed.js';

const REPORT_DIR = path.resolve('.data/bench');
const T2_REASON = 'not asked for: run `npm run bench -- --peer` to compare with PostGraphile.';

function percent(value: number): string {
  return `${(value * 100).toFixed(value < 0.01 ? 3 : 2)}%`;
}

function header(ctx: BenchContext, seed: SeedResult, frequencies: TermFrequency[], startedAt: Date): string {
  const cpus = os.cpus();
  const { db, options } = ctx;
  return [
    `Paperlight feed benchmark, ${startedAt.toISOString()}`,
    `Machine:      ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.platform()} ${os.release()}`,
    `Load:         1-minute load average ${os.loadavg()[0].toFixed(2)} before measuring (other work on the machine skews timings)`,
    `Runtime:      Node ${process.version}; PostgreSQL ${db.serverVersion}, ${db.location}, ${db.durable ? 'fsync and synchronous_commit on' : 'DURABILITY OFF (fsync or synchronous_commit)'}`,
    `Articles:     ${seed.articles.toLocaleString('en')} synthetic (${seed.reusedFrom ? `an earlier run's seed of ${seed.reusedFrom.toISOString()}, kept with --reuse; seeding took` : 'seeded in'} ${seed.seconds.toFixed(1)} s), ${seed.categories.length} categories, 1–3 per article`,
    `Search terms: ${frequencies.map((f) => `"${f.term}" ${percent(f.achieved)} (${f.documents.toLocaleString('en')} articles; aim ${percent(f.share)})`).join(', ')}`,
    `Feed query:   ${FEED_PAGE_SIZE} articles, sources ${FEED_SOURCES.join(' + ')}, ${FEED_CATEGORY_COUNT} categories (${ctx.categories.slice(0, FEED_CATEGORY_COUNT).join(', ')}),`,
    `              date range LAST_YEAR / ${FEED_DATE_RANGE} (the API's widest; the targets' 2-year range does not exist), search "${FEED_TERM.term}", newest first;`,
    '              fields id title simplifiedTitle source publishedDate categories viewCount commentCount viewerHasBookmarked (anonymous reader);',
    `              and the same with the Premium study-design filter (${FEED_DESIGNS.join(', ')}) for a signed-in Premium reader (T1, T3, T4)`,
    `Timing:       ${options.warmup} s warm-up + ${options.duration} s per measured window${options.warmup === 10 && options.duration === 30 ? " (the targets' harness)" : ' (docs/targets.md#how-targets-are-measured: 10 s + 30 s, use --full)'}; server and load generator share the machine`,
  ].join('\n');
}

async function run(options: BenchOptions): Promise<void> {
  const startedAt = new Date();
  progress(`starting PostgreSQL and migrating ${BENCH_DATABASE_NAME}`);
  const db = await openBenchDatabase({ reuseArticles: options.reuse ? options.articles : null });
  const servers: PaperlightServer[] = [];
  try {
    let seed: SeedResult;
    if (db.reused) {
      progress(`reusing the ${options.articles.toLocaleString('en')} articles seeded at ${db.reused.now.toISOString()}`);
      seed = { ...db.reused, categories: (await seedCategories()).map((category) => category.name), reusedFrom: db.reused.now };
    } else {
      progress(`seeding ${options.articles.toLocaleString('en')} synthetic articles`);
      seed = await seedSyntheticArticles(db.url, { articles: options.articles, now: startedAt });
      await writeSeedRecord(db.url, seed);
    }
    const frequencies = await measureTermFrequencies(db.url);
    const sessionSecret = randomBytes(32).toString('hex');
    const services = createAppServices(loadEnv({}));
    // T1–T5 measure computed answers: their servers run without the anonymous read cache, which T25 measures.
    // Budgets would refuse a load generator within seconds: the benchmark measures answers, so nothing is metered away.
    // The benchmark's reader signs in as through an HTTPS proxy on this machine, which the servers believe (TRUST_PROXY).
    const trustProxy: TrustProxy = ['loopback'];
    const uncached = {
      services,
      production: true,
      sessionSecret,
      cacheAnonymousReads: false,
      requestBudgets: UNMETERED_BUDGETS,
      trustProxy,
    };
    const server = await createPaperlightServer({ orm: db.orm, ...uncached });
    const countingServer = await createPaperlightServer({ orm: db.countingOrm, ...uncached });
    const cachedServer = await createPaperlightServer({
      orm: db.countingOrm,
      services,
      production: true,
      sessionSecret,
      requestBudgets: UNMETERED_BUDGETS,
      trustProxy,
    });
    servers.push(server, countingServer, cachedServer);
    const port = await server.listen(0, '127.0.0.1');
    const countingPort = await countingServer.listen(0, '127.0.0.1');
    const cachedPort = await cachedServer.listen(0, '127.0.0.1');
    const ctx: BenchContext = {
      options,
      db,
      baseUrl: `http://127.0.0.1:${port}`,
      countingBaseUrl: `http://127.0.0.1:${countingPort}`,
      cachedBaseUrl: `http://127.0.0.1:${cachedPort}`,
      categories: seed.categories,
      now: seed.now,
    };
    console.log(`${header(ctx, seed, frequencies, startedAt)}\n`);
    const reader = await premiumBenchReader(ctx.baseUrl, db.url);

    const results: BenchResults = {
      articles: seed.articles,
      t1: await measureOverhead(ctx),
      t1Design: await measureOverhead(ctx, reader),
      t3: await measureStatements(ctx, reader),
      t4: await measureSearch(ctx),
      t5: await measurePagination(ctx),
      t25: await measureCache(ctx),
      counts: await measureCounts(ctx),
      t2: options.peer ? await measurePeer(ctx, path.join(REPORT_DIR, 'peer')) : null,
      t26: await measureKeyed(ctx, reader),
    };
    const checks = targetChecks(results, options.pages);
    const seqScans = results.t4.plans.filter((plan) => plan.seqScanOnArticles);

    console.log(formatMeasurements(measurementRows(results)));
    console.log(`\n${formatPlans(results.t4)}`);
    console.log(`\n${formatChecks(checks)}`);
    if (!results.t2) console.log(`\nT2: not measured: ${T2_REASON}`);
    else console.log(`\n${formatPeer(results.t2)}`);
    for (const plan of seqScans) console.log(`\nPlan with a Seq Scan on articles, ${plan.name}:\n${plan.plan}`);
    const failed = checks.filter((item) => item.pass === false);
    console.log(
      failed.length ? `\nFAIL: ${failed.map((item) => `${item.target} ${item.check}`).join('; ')}` : '\nAll measured targets PASS.',
    );
    console.log(`1-minute load average after measuring: ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores.`);

    const file = writeJsonReport(REPORT_DIR, startedAt, {
      startedAt: startedAt.toISOString(),
      machine: {
        cores: os.cpus().length,
        cpu: os.cpus()[0]?.model.trim(),
        node: process.version,
        platform: `${os.platform()} ${os.release()}`,
      },
      database: { postgres: db.serverVersion, location: db.location, durable: db.durable },
      options,
      seed: { ...seed, frequencies },
      results,
      checks,
      t2: results.t2 ? { measured: true } : { measured: false, reason: T2_REASON },
    });
    console.log(`\nResults written to ${path.relative(process.cwd(), file)}`);
  } finally {
    for (const server of servers) await server.close().catch(() => undefined);
    await db.close();
  }
}

let options: BenchOptions | null;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(2);
}
if (!options) {
  console.log(USAGE);
} else {
  await run(options).catch((error: unknown) => {
    console.error('The benchmark could not finish:', error);
    process.exitCode = 1;
  });
}
