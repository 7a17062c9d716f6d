import { availableParallelism } from 'node:os';
import pg from 'pg';
import { seedCategories } from './categories.js';
import { INSERT_ARTICLES, LINK_CATEGORIES, REMEMBER_WORDS, SEARCH_TERMS, SECONDARY_INDEXES, type SearchTerm } from './synthetic-sql.js';
import { FILLER_WORDS, SURNAMES } from './vocabulary.js';

export { SEARCH_TERMS, type SearchTerm } from './synthetic-sql.js';

export interface SeedOptions {
  articles: number;
  /** The end of the three-year span the publication dates fall in. */
  now?: Date;
  /** Connections that insert at once; by default one per core, at most four. */
  workers?: number;
}

export interface SeedResult {
  articles: number;
  categories: string[];
  now: Date;
  seconds: number;
  /** When the articles were seeded by an earlier run and kept (`--reuse`). */
  reusedFrom?: Date;
}

export interface TermFrequency extends SearchTerm {
  documents: number;
  achieved: number;
}

async function withClients<T>(connectionString: string, count: number, work: (clients: pg.Client[]) => Promise<T>): Promise<T> {
  const clients = Array.from({ length: count }, () => new pg.Client({ connectionString }));
  try {
    await Promise.all(clients.map((client) => client.connect()));
    return await work(clients);
  } finally {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  }
}

/** Runs the tasks on the clients, each client taking the next task when it finishes one. */
async function runQueued<T>(clients: pg.Client[], tasks: T[], run: (client: pg.Client, task: T) => Promise<unknown>): Promise<void> {
  const queue = [...tasks];
  await Promise.all(
    clients.map(async (client) => {
      for (let task = queue.shift(); task !== undefined; task = queue.shift()) await run(client, task);
    }),
  );
}

function ranges(count: number, parts: number): [number, number][] {
  const size = Math.ceil(count / parts);
  return Array.from({ length: parts }, (_, i): [number, number] => [i * size + 1, Math.min(count, (i + 1) * size)]).filter(
    ([from, to]) => from <= to,
  );
}

/**
 * Seeds `articles` synthetic articles, filed under 1–3 categories each, then runs VACUUM ANALYZE. Every row is marked
 * synthetic: titles start with "[synthetic]", URLs are on example.invalid, external ids are `synthetic-<n>`, journals
 * are "Synthetic Journal <k>". The text comes from a fixed vocabulary; the words in `SEARCH_TERMS` are planted in
 * their share of the rows. The rows depend only on the count and `now`. Inserts run on several connections with the
 * articles' secondary indexes dropped, and the indexes are rebuilt from their definitions afterwards.
 */
export async function seedSyntheticArticles(connectionString: string, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const definitions = await seedCategories();
  const categories = definitions.map((category) => category.name);
  const workers = Math.max(1, options.workers ?? Math.min(4, availableParallelism()));
  await withClients(connectionString, workers, async (clients) => {
    const [main] = clients;
    await main.query(
      'insert into categories (name, slug) select name, slug from unnest($1::text[], $2::text[]) as t(name, slug) on conflict do nothing',
      [categories, definitions.map((category) => category.slug)],
    );
    const base = (await main.query<{ base: number }>('select coalesce(max(id), 0)::int as base from articles')).rows[0]?.base ?? 0;
    const indexes = (await main.query<{ name: string; definition: string }>(SECONDARY_INDEXES)).rows;
    for (const index of indexes) await main.query(`drop index ${index.name}`);
    // The vocabulary trigger locks each word's row per inserting transaction, which would make the parallel inserts
    // wait on one another; the new rows' words are counted in one statement afterwards instead.
    await main.query('alter table articles disable trigger articles_remember_words');
    try {
      await runQueued(clients, ranges(options.articles, workers * 2), (client, [from, to]) =>
        client.query(INSERT_ARTICLES, [from, to, base, now, FILLER_WORDS, SURNAMES]),
      );
    } finally {
      await main.query('alter table articles enable trigger articles_remember_words');
      await runQueued(clients, indexes, (client, index) => client.query(index.definition));
    }
    await main.query(REMEMBER_WORDS, [base]);
    await main.query("select setval(pg_get_serial_sequence('articles', 'id'), greatest(1, (select max(id) from articles)))");
    await runQueued(clients, ranges(options.articles, workers), (client, [from, to]) =>
      client.query(LINK_CATEGORIES, [categories, base + from - 1, base + to]),
    );
    await main.query('vacuum analyze articles, categories, article_categories');
  });
  return { articles: options.articles, categories, now, seconds: (performance.now() - started) / 1000 };
}

/** Counts the articles each search term matches, as the feed's full-text filter sees them. */
export async function measureTermFrequencies(connectionString: string): Promise<TermFrequency[]> {
  return withClients(connectionString, 1, async ([client]) => {
    const total = (await client.query<{ total: number }>('select count(*)::int as total from articles')).rows[0]?.total ?? 0;
    const result: TermFrequency[] = [];
    for (const term of SEARCH_TERMS) {
      const { rows } = await client.query<{ documents: number }>(
        "select count(*)::int as documents from articles where search @@ websearch_to_tsquery('english'::regconfig, $1)",
        [term.term],
      );
      const documents = rows[0]?.documents ?? 0;
      result.push({ ...term, documents, achieved: total ? documents / total : 0 });
    }
    return result;
  });
}
