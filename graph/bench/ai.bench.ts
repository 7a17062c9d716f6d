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
import { AiSummariser } from '../src/modules/summary/ai-summariser.service.js';
import { LocalSummariser } from '../src/modules/summary/local-summariser.service.js';
import { LOCAL_PROVIDER, type Summariser } from '../src/modules/summary/summariser.types.js';
import { LocalAiProvider } from '../src/modules/ai/ai-local-provider.service.js';
import type { AiProvider } from '../src/modules/ai/ai-provider.types.js';
import { Article } from '../src/modules/article/article.entity.js';
import { upsertArticles } from '../src/modules/ingestion/ingestion.service.js';
import { User } from '../src/modules/user/user.entity.js';
import { progress } from './bench-context.js';
import { openBenchDatabase } from './bench-database.js';
import { MeasuredGateway, type CallFigures } from './ai-calls.js';
import { measureQuality, type QualityTally } from './ai-quality.js';
import { describeFallbacks, measureSummaries, type SummaryTally } from './ai-summaries.js';
import { check, formatChecks, formatTable, ms, type TargetCheck } from './report.js';

const USAGE = `Usage: npm run bench:ai -- [--base-url URL] [--model NAME] [--articles N] [--model-articles N] [--model-questions N]

Writes the demo library's simplified titles and summaries (plain and detailed), a clinical takeaway and a question set
for each article with an abstract, through the product's own AI gateway, quality gate and checks, and stores the
summaries as ingestion does. It runs offline first, then through an OpenAI-compatible server: the one named by
--base-url and --model, else OPENAI_BASE_URL, OPENAI_MODEL and OPENAI_API_KEY. It reports the share of summaries the
checks accepted, those that fell back to the offline summary and why, grades, traceable numbers, verbatim quotes,
latency and tokens, and exits non-zero when any AI claim was stored or shown unchecked (T21, T22).

  --base-url URL        the OpenAI-compatible server to measure, e.g. http://127.0.0.1:8088/v1 (llama.cpp, Ollama,
                        vLLM); OPENAI_API_KEY is sent when set, a placeholder otherwise (local servers ignore it)
  --model NAME          the model to ask (default OPENAI_MODEL)
  --articles N          demo articles the offline provider is measured on (default: all with an abstract)
  --model-articles N    demo articles the model is measured on (default 30)
  --model-questions N   questions of each kind (about the paper, off-topic) put to the model per article (default all:
                        5 and 12)
  --summaries-only      the model writes titles and summaries only, no takeaways or questions (a slow server answers
                        a question in minutes)

AI_TIMEOUT_MS and AI_CONCURRENCY bound the model's calls as in production. Set BENCH_DATABASE_URL to use a PostgreSQL
server instead of an embedded one (the database paperlight_bench is recreated).`;

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
            `answers / takeaways the provider could not give (the reader is asked to try again), ${label}`,
            `${tally.answersUnavailable} / ${tally.takeawaysUnavailable}`,
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

function summaryChecks(tally: SummaryTally): TargetCheck[] {
  const label = tally.provider === LOCAL_PROVIDER ? 'local' : `${tally.provider} (${tally.model})`;
  const grade = (value: number) => (Number.isNaN(value) ? 'n/a' : value.toFixed(1));
  return [
    check(
      'T21',
      `AI claims stored unchecked (numbers not in the paper, empty levels), ${label}`,
      String(tally.unchecked.length),
      '0',
      tally.unchecked.length === 0,
    ),
    check('info', `summaries stored as the provider's own, ${label}`, share(tally.accepted, tally.papers), '-', null),
    check('info', `summaries that fell back to the offline summary, ${label}`, describeFallbacks(tally.fallbacks), '-', null),
    check('info', `second drafts requested (grade or numbers), ${label}`, String(tally.secondRequests), '-', null),
    check(
      'info',
      `median plain grade, accepted / every stored summary, ${label}`,
      `${grade(tally.acceptedGradeMedian)} / ${grade(tally.storedGradeMedian)}`,
      '-',
      null,
    ),
    check('info', `accepted plain summaries at grade 9 or below, ${label}`, share(tally.acceptedWithinGrade, tally.accepted), '-', null),
    check('info', `stored plain summaries with every number traceable, ${label}`, share(tally.plainTraceable, tally.papers), '-', null),
    check(
      'info',
      `stored detailed summaries with every number traceable, ${label}`,
      share(tally.detailedTraceable, tally.detailed),
      '-',
      null,
    ),
    check('info', `simplified titles stored as the provider's own, ${label}`, share(tally.acceptedTitles, tally.papers), '-', null),
  ];
}

function formatCalls(figures: CallFigures): string {
  const rows = figures.tasks.map((task) => [
    task.task,
    String(task.calls),
    Object.entries(task.failed)
      .map(([kind, count]) => `${count} ${kind}`)
      .join(', ') || '0',
    ms(task.latency.p50),
    ms(task.latency.p95),
    task.promptTokens.toLocaleString('en'),
    task.completionTokens.toLocaleString('en'),
  ]);
  return formatTable(['calls to the model', 'made', 'failed', 'p50', 'p95', 'prompt tokens', 'completion tokens'], rows);
}

interface Options {
  baseUrl: string | null;
  model: string | null;
  articles: number | null;
  modelArticles: number;
  modelQuestions: number | null;
  summariesOnly: boolean;
}

async function run(options: Options): Promise<void> {
  const startedAt = new Date();
  const env = loadEnv();
  const apiKey = env.openaiApiKey ?? (options.baseUrl ? 'not-needed-by-local-servers' : null);
  const gateway = apiKey
    ? new MeasuredGateway({
        apiKey,
        baseUrl: options.baseUrl ?? env.openaiBaseUrl,
        model: options.model ?? env.openaiModel,
        timeoutMs: env.aiTimeoutMs,
        concurrency: env.aiConcurrency,
      })
    : null;
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
    const runs: { summariser: Summariser; provider: AiProvider | null; articles: Article[]; questionsPerKind?: number }[] = [
      {
        summariser: new LocalSummariser(),
        provider: new LocalAiProvider(),
        articles: articles.slice(0, options.articles ?? articles.length),
      },
    ];
    if (gateway) {
      runs.push({
        summariser: new AiSummariser(gateway),
        provider: options.summariesOnly ? null : createAiProvider(env, gateway),
        articles: articles.slice(0, options.modelArticles),
        questionsPerKind: options.modelQuestions ?? undefined,
      });
    }

    const summaries: SummaryTally[] = [];
    const tallies: QualityTally[] = [];
    for (const { summariser, provider, articles: measured, questionsPerKind } of runs) {
      progress(`summarising ${measured.length} articles with ${summariser.provider} (${summariser.model})`);
      summaries.push(
        await measureSummaries(
          db.orm.em.fork(),
          summariser,
          measured.map((article) => article.id),
        ),
      );
      if (!provider) continue;
      progress(`asking ${provider.provider} (${provider.model}) about ${measured.length} articles`);
      tallies.push(await measureQuality({ orm: db.orm, limits, services, reader, articles: measured, provider, questionsPerKind }));
    }
    const checks = [...summaries.flatMap(summaryChecks), ...tallies.flatMap(checksFor)];
    const calls = gateway?.figures() ?? null;
    console.log(`Paperlight AI benchmark, ${startedAt.toISOString()}`);
    console.log(
      `Library:   ${articles.length} demo articles with an abstract (graph/src/db/seeders/demo-articles.json); PostgreSQL ${db.serverVersion}, ${db.location}`,
    );
    const modelAsks = options.summariesOnly
      ? 'titles and summaries only'
      : `${options.modelQuestions ? `${options.modelQuestions} of each kind of question` : 'every question'} and the takeaway`;
    console.log(
      `Per article: a simplified title with plain and detailed summaries, one clinical takeaway, 5 questions about the paper and 12 off-topic${
        gateway ? ` (of the model: ${modelAsks})` : ''
      }`,
    );
    for (const [index, tally] of summaries.entries()) {
      const asked = tallies[index];
      console.log(
        `Provider:  ${tally.provider} (${tally.model}): ${tally.papers} articles; summaries in ${tally.seconds.toFixed(1)} s${
          asked ? `, takeaways and questions in ${asked.seconds.toFixed(1)} s` : ', no takeaways or questions (--summaries-only)'
        }`,
      );
    }
    if (calls) {
      console.log(`Server:    ${gateway?.baseUrl ?? 'https://api.openai.com/v1'}, structured output asked as ${calls.outputMode}`);
      console.log(`\n${formatCalls(calls)}`);
    } else console.log('Model:     not measured (no --base-url and OPENAI_API_KEY is not set)');
    console.log(`\n${formatChecks(checks)}`);
    for (const tally of summaries) {
      for (const item of tally.unchecked.slice(0, 10)) console.log(`Unchecked: article ${item.articleId}: ${item.reasons.join('; ')}`);
      if (tally.provider === LOCAL_PROVIDER) continue;
      for (const sample of tally.samples) {
        console.log(
          `\nAccepted, article ${sample.articleId}: ${sample.simplifiedTitle ?? '(no title)'}\n  ${sample.summary ?? '(no summary)'}`,
        );
      }
    }
    const failed = checks.filter((item) => item.pass === false);
    console.log(failed.length ? `\nFAIL: ${failed.map((item) => item.check).join('; ')}` : '\nAll measured targets PASS.');
    const dir = path.resolve(env.dataDir, 'bench');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `ai-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(
      file,
      `${JSON.stringify({ startedAt, machine: { cores: os.cpus().length, node: process.version }, summaries, tallies, calls, checks }, null, 2)}\n`,
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

function baseUrlOf(value: string | undefined): string | null {
  if (value === undefined) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`--base-url must be a URL such as http://127.0.0.1:8088/v1, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--base-url must be an http or https URL, not "${value}".`);
  return value.replace(/\/+$/, '');
}

let parsed: Options | null = null;
try {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      'base-url': { type: 'string' },
      model: { type: 'string' },
      articles: { type: 'string' },
      'model-articles': { type: 'string' },
      'model-questions': { type: 'string' },
      'summaries-only': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.model !== undefined && values.model.trim() === '') throw new Error('--model must name a model.');
  if (!values.help)
    parsed = {
      baseUrl: baseUrlOf(values['base-url']),
      model: values.model?.trim() ?? null,
      articles: positive(values.articles, 'articles'),
      modelArticles: positive(values['model-articles'], 'model-articles') ?? 30,
      modelQuestions: positive(values['model-questions'], 'model-questions'),
      summariesOnly: values['summaries-only'] ?? false,
    };
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
