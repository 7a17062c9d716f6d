import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createAppServices } from '../src/app-services.js';
import { loadEnv } from '../src/config/env.js';
import { readDemoArticles } from '../src/db/seeders/demo-seeder.js';
import { RateLimits } from '../src/lib/rate-limits/rate-limits.js';
import { createAiProvider } from '../src/modules/ai/ai-provider.service.js';
import { LocalAiProvider } from '../src/modules/ai/ai-local-provider.service.js';
import type { AiProvider } from '../src/modules/ai/ai-provider.types.js';
import { Article } from '../src/modules/article/article.entity.js';
import { upsertArticles } from '../src/modules/ingestion/ingestion.service.js';
import { User } from '../src/modules/user/user.entity.js';
import { progress } from './bench-context.js';
import { openBenchDatabase } from './bench-database.js';
import { measureQuality, type QualityTally } from './ai-quality.js';
import { check, formatChecks, type TargetCheck } from './report.js';

const USAGE = `Usage: npm run bench:ai -- [--articles N] [--model-articles N]

Asks every question of the AI benchmark about each demo article with an abstract, offline and, when OPENAI_API_KEY is
set, through the configured OpenAI-compatible server (OPENAI_BASE_URL, OPENAI_MODEL), and reports T22's AMA half.

  --articles N         demo articles the offline provider is measured on (default: all with an abstract)
  --model-articles N   demo articles an AI model is measured on (default 30; each costs 18 model calls or more)

Set BENCH_DATABASE_URL to use a PostgreSQL server instead of an embedded one (the database paperlight_bench is recreated).`;

const share = (part: number, whole: number): string => (whole ? `${((part / whole) * 100).toFixed(2)}% (${part}/${whole})` : 'n/a (0)');

function checksFor(tally: QualityTally): TargetCheck[] {
  const label = `${tally.provider}`;
  return [
    check(
      'T22',
      `quoted sentences verbatim in the abstract, ${label}`,
      share(tally.quotesVerbatim, tally.quotesShown),
      '100%',
      tally.quotesVerbatim === tally.quotesShown,
    ),
    check(
      'T22',
      `off-topic questions answered notInAbstract, ${label}`,
      share(tally.offTopic.notInAbstract, tally.offTopic.asked),
      '100%',
      tally.offTopic.notInAbstract === tally.offTopic.asked,
    ),
    check(
      'info',
      `questions about the paper answered / partly / not in abstract, ${label}`,
      `${tally.onTopic.answered} / ${tally.onTopic.partly} / ${tally.onTopic.notInAbstract}`,
      '-',
      null,
    ),
    check(
      'info',
      `takeaway key numbers verbatim in the abstract, ${label}`,
      share(tally.keyNumbersVerbatim, tally.keyNumbersShown),
      '-',
      null,
    ),
    ...(tally.provider === 'local'
      ? []
      : [
          check(
            'info',
            `quotes the model offered that passed verification, ${label}`,
            share(tally.providerQuotesVerified, tally.providerQuotesOffered),
            '-',
            null,
          ),
          check(
            'info',
            `answers / takeaways replaced offline after failing the checks twice, ${label}`,
            `${tally.answerFallbacks} / ${tally.takeawayFallbacks}`,
            '-',
            null,
          ),
          check('info', `tokens the provider reported, ${label}`, tally.tokens.toLocaleString('en'), '-', null),
        ]),
  ];
}

async function run(options: { articles: number | null; modelArticles: number }): Promise<void> {
  const startedAt = new Date();
  const env = loadEnv();
  progress('starting PostgreSQL and migrating paperlight_bench');
  const db = await openBenchDatabase();
  const limits = RateLimits.forDatabase(db.url);
  try {
    progress('loading the demo library');
    const em = db.orm.em.fork();
    await upsertArticles({ em }, await readDemoArticles());
    const articles = (await em.find(Article, {}, { orderBy: { id: 'asc' } })).filter((article) => article.abstract.trim() !== '');
    const [row] = await em
      .getConnection()
      .execute<{ id: number }[]>(
        `insert into users (username, email, password_hash) values ('bench-reader', 'bench@example.org', 'x') returning id`,
      );
    const reader = await em.findOneOrFail(User, { id: row.id });
    // The benchmark measures answers, not allowances: give its reader room for every question.
    const services = { ...createAppServices(env), aiBudget: { questions: 1_000_000, tokens: 1_000_000_000 } };
    const runs: { provider: AiProvider; articles: Article[] }[] = [
      { provider: new LocalAiProvider(), articles: articles.slice(0, options.articles ?? articles.length) },
    ];
    const model = createAiProvider(env);
    if (!model.offline) runs.push({ provider: model, articles: articles.slice(0, options.modelArticles) });

    const tallies: QualityTally[] = [];
    for (const { provider, articles: measured } of runs) {
      progress(`asking ${provider.provider} (${provider.model}) about ${measured.length} articles`);
      tallies.push(await measureQuality({ orm: db.orm, limits, services, reader, articles: measured, provider }));
    }
    const checks = tallies.flatMap(checksFor);
    console.log(`Paperlight AI benchmark, ${startedAt.toISOString()}`);
    console.log(
      `Library:   ${articles.length} demo articles with an abstract (graph/src/db/seeders/demo-articles.json); PostgreSQL ${db.serverVersion}, ${db.location}`,
    );
    console.log(`Questions: per article, 5 about the paper and 12 off-topic; one clinical takeaway each`);
    for (const tally of tallies) {
      console.log(`Provider:  ${tally.provider} (${tally.model}): ${tally.articles} articles in ${tally.seconds.toFixed(1)} s`);
    }
    if (model.offline) console.log('Model:     not measured (OPENAI_API_KEY is not set)');
    console.log(`\n${formatChecks(checks)}`);
    const failed = checks.filter((item) => item.pass === false);
    console.log(failed.length ? `\nFAIL: ${failed.map((item) => item.check).join('; ')}` : '\nAll measured targets PASS.');
    const dir = path.resolve(env.dataDir, 'bench');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `ai-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(
      file,
      `${JSON.stringify({ startedAt, machine: { cores: os.cpus().length, node: process.version }, tallies, checks }, null, 2)}\n`,
    );
    console.log(`Results written to ${path.relative(process.cwd(), file)}`);
    if (failed.length) process.exitCode = 1;
  } finally {
    await limits.close();
    await db.close();
  }
}

const positive = (value: string | undefined, name: string): number | null => {
  if (value === undefined) return null;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`--${name} must be a positive whole number, not "${value}".`);
  return number;
};

let parsed: { articles: number | null; modelArticles: number } | null = null;
try {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { articles: { type: 'string' }, 'model-articles': { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  });
  if (!values.help)
    parsed = { articles: positive(values.articles, 'articles'), modelArticles: positive(values['model-articles'], 'model-articles') ?? 30 };
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(2);
}
if (!parsed) console.log(USAGE);
else
  await run(parsed).catch((error: unknown) => {
    console.error('The benchmark could not finish:', error);
    process.exitCode = 1;
  });
