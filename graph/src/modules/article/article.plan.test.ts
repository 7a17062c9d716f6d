import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCategories } from '../../../bench/categories.js';
import { feedPlanCases, feedStatements, hasSeqScanOnArticles } from '../../../bench/feed-cases.js';
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
    for (const sql of feedStatements(db.orm.em.getPlatform(), query)) {
      const plan = await explain(sql);
      expect(plan).toMatch(/ on articles a\b/);
      expect(hasSeqScanOnArticles(plan), plan).toBe(false);
    }
  });

  it('reads one study design through its own index, newest or oldest first', async () => {
    for (const { query } of feedPlanCases(categories, now).filter((planCase) => planCase.name.startsWith('design: randomised trials'))) {
      for (const sql of feedStatements(db.orm.em.getPlatform(), query)) {
        expect(await explain(sql)).toContain('articles_study_design_published_date_index');
      }
    }
  });
});
