import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { demoDrafts, insertDrafts } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import { startTestServer, type TestServer } from '../../../test/server.js';

const SUGGESTION = graphql(`
  query Suggestion($search: String!) {
    searchSuggestion(search: $search)
  }
`);

let db: TestDatabase;
let api: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  await insertDrafts(db.orm.em, await demoDrafts());
  api = await startTestServer(db);
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function suggest(search: string): Promise<string | null | undefined> {
  const response = await api.graphql(SUGGESTION, { search });
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return response.data?.searchSuggestion;
}

describe('"Did you mean" suggestions', () => {
  it('replace a mistyped word by the library’s nearest word, keeping the rest of the search', async () => {
    expect(await suggest('slep')).toBe('sleep');
    expect(await suggest('diabetis')).toBe('diabetes');
    expect(await suggest('Pandemik and slep')).toBe('pandemic and sleep');
  });

  it('offer nothing when the search already finds papers, or nothing near is known', async () => {
    expect(await suggest('sleep')).toBeNull();
    expect(await suggest('covid pandemic')).toBeNull();
    expect(await suggest('zzqxj')).toBeNull();
    expect(await suggest('')).toBeNull();
    expect(await suggest('a b c d e f g h i slep')).toBeNull();
  });

  it('learn the words of articles as they are written, and of summaries written later', async () => {
    expect(await suggest('xylophonic')).toBeNull();
    const connection = db.orm.em.getConnection();
    const [row] = await connection.execute<{ id: number }[]>('select id from articles order by id limit 1');
    await connection.execute('update articles set ai_summary = ? where id = ?', ['A xylophonist played to patients.', row.id]);
    expect(await suggest('xylophonis')).toBe('xylophonist');
    const [count] = await connection.execute<{ article_count: number }[]>(
      "select article_count from search_words where word = 'xylophonist'",
    );
    await connection.execute('update articles set ai_summary = ? where id = ?', ['A xylophonist played again.', row.id]);
    const [again] = await connection.execute<{ article_count: number }[]>(
      "select article_count from search_words where word = 'xylophonist'",
    );
    expect(again.article_count).toBe(count.article_count);
  });
});
