import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCategories } from '../../../bench/categories.js';
import { feedPlanCases, feedStatement, hasSeqScanOnArticles, statusPlanCases } from '../../../bench/feed-cases.js';
import { seedSyntheticArticles } from '../../../bench/synthetic-articles.js';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';

const ARTICLES = 30_000;
const now = new Date();
const categories = (await seedCategories()).map((category) => category.name);

let db: TestDatabase;
let client: pg.Client;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedSyntheticArticles(db.url, { articles: ARTICLES, now });
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  // About 1 in 1,000 papers retracted and 1 in 200 corrected, a broad medical feed's order of magnitude.
  await client.query(
    "update articles set status = case when id % 1000 = 0 then 'retracted' else 'corrected' end where id % 1000 = 0 or id % 200 = 1",
  );
  await client.query('analyze articles, article_categories, categories');
});

afterAll(async () => {
  await client?.end();
  await db?.drop();
});

async function explain(sql: string): Promise<string> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${sql}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe(`feed plans over ${ARTICLES.toLocaleString('en')} synthetic articles`, () => {
  it.each(feedPlanCases(categories, now))('$name reads articles through an index', async ({ query }) => {
    const plan = await explain(feedStatement(db.orm.em.getPlatform(), query));
    expect(plan).toMatch(/ on articles a\b/);
    expect(hasSeqScanOnArticles(plan), plan).toBe(false);
  });

  it('reads one study design through its own index, newest or oldest first', async () => {
    for (const { query } of feedPlanCases(categories, now).filter((planCase) => planCase.name.startsWith('design: randomised trials'))) {
      expect(await explain(feedStatement(db.orm.em.getPlatform(), query))).toContain('articles_study_design_published_date_index');
    }
  });

  it('reads papers of a status other than ACTIVE through the status index', async () => {
    for (const { name, query } of statusPlanCases(categories, now).filter((planCase) => planCase.name.startsWith('status:'))) {
      expect(await explain(feedStatement(db.orm.em.getPlatform(), query)), name).toContain('articles_status_published_date_index');
    }
  });

  it('finds the retracted papers and hides them from the default feed', async () => {
    const count = async (query: Parameters<typeof feedStatement>[1]) => {
      const sql = feedStatement(db.orm.em.getPlatform(), { ...query, limit: 100_000 });
      return (await client.query(sql)).rows.length;
    };
    const [retracted] = statusPlanCases(categories, now);
    expect(await count(retracted.query)).toBe(ARTICLES / 1000);
    const all = await count({ filter: {}, order: retracted.query.order, limit: 0, now });
    const included = await count({ filter: { includeRetracted: true }, order: retracted.query.order, limit: 0, now });
    expect(included - all).toBe(ARTICLES / 1000);
  });
});
