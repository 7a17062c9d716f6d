import { parseArgs } from 'node:util';

export interface BenchOptions {
  articles: number;
  /** Seconds of unrecorded load before each measured window. */
  warmup: number;
  /** Seconds each measured window lasts. */
  duration: number;
  /** Repetitions of the first and the last page for the pagination target. */
  repeats: number;
  /** Pages walked with the cursor for the pagination target. */
  pages: number;
  /** Also run the peer comparison (T2): installs PostGraphile, Apollo Server and GraphQL Yoga into a benchmark folder. */
  peer: boolean;
  /** Keep an earlier run's database when it holds the same seed and no migration is pending (BENCH_DATABASE_URL only). */
  reuse: boolean;
}

export const USAGE = `Usage: npm run bench -- [--articles N] [--warmup S] [--duration S] [--full] [--peer] [--reuse]

  --articles N   synthetic articles to seed (default 100000; the targets' full size is 1000000)
  --warmup S     seconds of warm-up before each measured window (default 3)
  --duration S   seconds each measured window lasts (default 10)
  --full         the targets' harness timing: 10 s warm-up, 30 s measurement
  --peer         also compare with PostGraphile (T2), and Apollo Server and GraphQL Yoga hello worlds; installs them
                 with npm into .data/bench/peer (benchmark only: they are not dependencies of the project)
  --reuse        keep the database of an earlier run on BENCH_DATABASE_URL's server when it holds a seed of the same
                 size and no migration is pending (seeding 1,000,000 articles takes minutes); otherwise seed afresh

Set BENCH_DATABASE_URL to a PostgreSQL server URL to use it instead of an embedded PostgreSQL; the benchmark
(re)creates the database paperlight_bench there (BENCH_DATABASE_NAME names another, e.g. to keep two seeds).`;

function positive(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value.replace(/_/g, ''));
  if (!Number.isFinite(number) || number <= 0) throw new Error(`--${name} must be a positive number, not "${value}".`);
  return number;
}

/** Reads the command line; returns null when help was asked for. */
export function parseOptions(argv: string[]): BenchOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      articles: { type: 'string' },
      warmup: { type: 'string' },
      duration: { type: 'string' },
      full: { type: 'boolean', default: false },
      peer: { type: 'boolean', default: false },
      reuse: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return null;
  const articles = Math.round(positive(values.articles, 'articles', 100_000));
  if (articles < 10_000) throw new Error('--articles must be at least 10000: the pagination target walks 500 pages of 20.');
  return {
    articles,
    warmup: positive(values.warmup, 'warmup', values.full ? 10 : 3),
    duration: positive(values.duration, 'duration', values.full ? 30 : 10),
    repeats: 30,
    pages: 500,
    peer: values.peer ?? false,
    reuse: values.reuse ?? false,
  };
}
