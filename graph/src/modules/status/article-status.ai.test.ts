import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { draftFrom, insertDrafts } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../test/openai-stand-in.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { AiGateway } from '../ai-gateway/ai-gateway.service.js';
import { ModelAiProvider } from '../ai/ai-model-provider.service.js';
import { groundedModel } from '../ai/test/models.js';
import { premiumReader, usageOf } from '../ai/test/readers.js';
import { upsertArticles } from '../ingestion/ingestion.service.js';
import { Source } from '../article/article.enums.js';
import type { TestBrowser } from '../../../test/http-client.js';
import { NoticeKind } from './article-status.enums.js';

const RETRACTED_TAKEAWAY =
  'This paper was retracted, and its findings should not be relied on, so Paperlight does not write a new clinical takeaway for it.';
const RETRACTED_ANSWER =
  'This paper was retracted, and its findings should not be relied on, so Paperlight does not answer questions about it.';

const TAKEAWAY = graphql(`
  mutation RetractedTakeaway($id: ID!) {
    generateClinicalTakeaway(articleId: $id) {
      bottomLine
    }
  }
`);

const ASK = graphql(`
  mutation RetractedQuestion($id: ID!, $question: String!) {
    askAboutArticle(articleId: $id, question: $question) {
      answer
    }
  }
`);

let db: TestDatabase;
let standIn: OpenAiStandIn;
let server: TestServer;
let reader: { browser: TestBrowser; userId: number };
const ids = { retracted: 0, active: 0, retractedLater: 0 };

const retraction = (paperPmid: string, noticePmid: string) => ({
  kind: NoticeKind.RETRACTION,
  paper: { pmid: paperPmid, doi: null },
  notice: { pmid: noticePmid, doi: null },
  reference: null,
  date: '2026-05-01T00:00:00.000Z',
});

beforeAll(async () => {
  db = await createTestDatabase();
  standIn = await startOpenAiStandIn(groundedModel);
  const ai = new ModelAiProvider(new AiGateway({ apiKey: 'sk-test', baseUrl: standIn.baseUrl, model: 'gpt-test', retryDelayMs: 5 }));
  server = await startTestServer(db, { services: { ai } });
  [ids.retracted, ids.active, ids.retractedLater] = await insertDrafts(db.orm.em, [
    await draftFrom(0, { pmid: '91001', notices: [retraction('91001', '91002')] }),
    await draftFrom(1, { pmid: '91011' }),
    await draftFrom(2, { pmid: '91021' }),
  ]);
  reader = await premiumReader(db, server.baseUrl, 'retractions');
});

afterAll(async () => {
  await server?.close();
  await standIn?.close();
  await db?.drop();
});

const post = (path: string, json: unknown) => reader.browser.request<{ message?: string }>(path, { method: 'POST', json });

describe('a retracted paper gets no new takeaway or answer (docs/product/feed.md#status-after-publication)', () => {
  it('refuses a takeaway and a question with a sentence, before any provider call or allowance', async () => {
    standIn.reset();
    expect(await post('/api/generate-clinical-takeaway', { articleId: ids.retracted })).toMatchObject({
      status: 409,
      body: { message: RETRACTED_TAKEAWAY },
    });
    expect(await post('/api/article-ama', { articleId: ids.retracted, question: 'How many people took part?' })).toMatchObject({
      status: 409,
      body: { message: RETRACTED_ANSWER },
    });
    const takeaway = await reader.browser.graphql(TAKEAWAY, { id: String(ids.retracted) });
    expect(takeaway.errors?.[0]).toMatchObject({ message: RETRACTED_TAKEAWAY, extensions: { code: 'CONFLICT' } });
    const answer = await reader.browser.graphql(ASK, { id: String(ids.retracted), question: 'Who took part?' });
    expect(answer.errors?.[0]).toMatchObject({ message: RETRACTED_ANSWER, extensions: { code: 'CONFLICT' } });
    expect(standIn.requests).toHaveLength(0);
    expect(await usageOf(db, reader.userId)).toEqual({ questions: 0, takeaways: 0, tokens: 0 });
    const [{ count }] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ count: number }[]>('select count(*)::int as count from clinical_takeaways where article_id = ?', [ids.retracted]);
    expect(count).toBe(0);
  });

  it('still answers for an active paper', async () => {
    expect((await post('/api/generate-clinical-takeaway', { articleId: ids.active })).status).toBe(200);
    expect((await post('/api/article-ama', { articleId: ids.active, question: 'How many people took part?' })).status).toBe(200);
  });

  it('keeps showing the takeaway kept before a retraction, and answers no new question once the notice arrives', async () => {
    const before = await post('/api/generate-clinical-takeaway', { articleId: ids.retractedLater });
    expect(before.status).toBe(200);
    const notice = await draftFrom(3, { source: Source.PUBMED, pmid: '91022', notices: [retraction('91021', '91022')] });
    await upsertArticles({ em: db.orm.em.fork() }, [notice]);
    standIn.reset();
    const kept = await post('/api/generate-clinical-takeaway', { articleId: ids.retractedLater });
    expect(kept).toMatchObject({ status: 200, body: before.body });
    expect(await post('/api/article-ama', { articleId: ids.retractedLater, question: 'What did they find?' })).toMatchObject({
      status: 409,
      body: { message: RETRACTED_ANSWER },
    });
    expect(standIn.requests).toHaveLength(0);
  });
});
