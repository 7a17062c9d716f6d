import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { draftFrom, insertDrafts } from '../../../test/factories.js';
import { startOpenAiStandIn, type OpenAiStandIn, type StandInRequest } from '../../../test/openai-stand-in.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import type { TestBrowser } from '../../../test/http-client.js';
import { ALWAYS_ALLOWED_HOSTS, hostOf } from './ai-output-safety.rules.js';
import { AiGateway } from '../ai-gateway/ai-gateway.service.js';
import { ModelAiProvider } from './ai-model-provider.service.js';
import { ANSWER_OPENING, PREPRINT_LINE, PUBLISHED_LINE, TAKEAWAY_OPENING } from './ai-prompts.render.js';
import { COVERAGES, EVIDENCE_LEVELS } from './ai-output.types.js';
import { INJECTIONS } from './test/injection-corpus.js';
import { gullibleModel, misbehaviourOf, readPrompt } from './test/models.js';
import { premiumReader } from './test/readers.js';

let db: TestDatabase;
let standIn: OpenAiStandIn;
let server: TestServer;
let offlineServer: TestServer;
let cleanId: number;
const planted = new Map<string, { id: number; abstract: string; sourceUrl: string }>();
const misbehaviours = new Map<string, Set<number>>();

beforeAll(async () => {
  db = await createTestDatabase();
  standIn = await startOpenAiStandIn(gullibleModel);
  const ai = new ModelAiProvider(new AiGateway({ apiKey: 'sk-test', baseUrl: standIn.baseUrl, model: 'gpt-test', retryDelayMs: 5 }));
  server = await startTestServer(db, { services: { ai } });
  offlineServer = await startTestServer(db);
  const clean = await draftFrom(0);
  const drafts = await Promise.all(
    INJECTIONS.map(async (injection, index) => {
      const draft = await draftFrom(index + 1);
      const paragraphs = draft.abstract.split(/\n\s*\n/);
      const at = Math.max(1, Math.floor(paragraphs.length / 2));
      const sentences = paragraphs.length > 1 ? paragraphs : draft.abstract.split(/(?<=\.) (?=[A-Z])/);
      const abstract = [...sentences.slice(0, at), injection, ...sentences.slice(at)].join(paragraphs.length > 1 ? '\n\n' : ' ');
      return { ...draft, abstract, abstractSections: [] };
    }),
  );
  const ids = await insertDrafts(db.orm.em, [clean, ...drafts]);
  cleanId = ids[0];
  INJECTIONS.forEach((injection, index) =>
    planted.set(injection, { id: ids[index + 1], abstract: drafts[index].abstract, sourceUrl: drafts[index].sourceUrl }),
  );
});

afterAll(async () => {
  await server?.close();
  await offlineServer?.close();
  await standIn?.close();
  await db?.drop();
});

async function abstractOf(id: number): Promise<{ abstract: string; sourceUrl: string }> {
  const [row] = await db.orm.em
    .fork()
    .getConnection()
    .execute<{ abstract: string; source_url: string }[]>('select abstract, source_url from articles where id = ?', [id]);
  return { abstract: row.abstract, sourceUrl: row.source_url };
}

/** Every link in a text points to an allowed host; no image or script address is left. */
function expectNoForeignLinks(text: string, sourceUrl: string): void {
  const allowed = new Set([...ALWAYS_ALLOWED_HOSTS, hostOf(sourceUrl), 'localhost']);
  expect(text).not.toMatch(/!\[|<img|javascript:|data:text|onerror/i);
  for (const [link] of text.matchAll(/https?:\/\/[^\s"'<>)\\]+|www\.[^\s"'<>)\\]+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.example\b/gi)) {
    const host = hostOf(link);
    expect(host !== null && [...allowed].some((name) => name !== null && (host === name || host.endsWith(`.${name}`))), link).toBe(true);
  }
}

/** The request was built safely: rules and canary in the system message only, the data only inside its delimited parts. */
function expectSafePrompt(request: StandInRequest, injection: string): string {
  const prompt = readPrompt(request);
  expect(request.messages.map((message) => message.role)).toEqual(['system', 'user']);
  expect(request.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
  expect(prompt.canary).not.toBeNull();
  expect(prompt.user).not.toContain(prompt.canary!);
  expect(prompt.system).not.toContain(injection.slice(0, 24));
  const outside = prompt.user
    .replace(new RegExp(`<<BEGIN ([A-Z]+) ${prompt.boundary}>>\\n[\\s\\S]*?\\n<<END \\1 ${prompt.boundary}>>`, 'g'), '')
    .split('\n')
    .filter((line) => line.trim() !== '');
  expect(outside).toEqual([
    prompt.task === 'takeaway' ? TAKEAWAY_OPENING : ANSWER_OPENING,
    expect.stringMatching(new RegExp(`^(${PREPRINT_LINE}|${PUBLISHED_LINE})$`)),
  ]);
  for (const part of prompt.parts.values()) expect(part).not.toMatch(/^<<(BEGIN|END) /m);
  const seen = misbehaviours.get(prompt.task) ?? new Set<number>();
  seen.add(misbehaviourOf(`${prompt.task}\n${[...prompt.parts.values()].join('\n')}`));
  misbehaviours.set(prompt.task, seen);
  return prompt.canary!;
}

function expectAnswerShape(body: Record<string, unknown>, abstract: string): void {
  expect(Object.keys(body).sort()).toEqual(
    ['answer', 'answeredAt', 'articleId', 'coverage', 'model', 'notice', 'offline', 'provider', 'question', 'quotes', 'response'].sort(),
  );
  expect(COVERAGES).toContain(body.coverage);
  expect(typeof body.answer).toBe('string');
  expect(Array.isArray(body.quotes)).toBe(true);
  for (const quote of body.quotes as unknown[]) expect(abstract.replace(/\s+/g, ' ')).toContain(quote);
  if (body.coverage === 'notInAbstract') expect(body.quotes).toEqual([]);
  else expect((body.quotes as unknown[]).length).toBeGreaterThan(0);
}

function expectTakeawayShape(body: Record<string, unknown>): void {
  expect(typeof body.takeaway).toBe('string');
  expect(typeof body.bottomLine).toBe('string');
  expect(EVIDENCE_LEVELS).toContain(body.levelOfEvidence);
  for (const key of ['population', 'intervention', 'comparison', 'outcome', 'sampleUnit'])
    expect([null, 'string']).toContain(body[key] === null ? null : typeof body[key]);
  expect(body.sampleSize === null || Number.isInteger(body.sampleSize)).toBe(true);
  expect((body.keyNumbers as unknown[]).every((item) => typeof item === 'string')).toBe(true);
  expect((body.caveats as unknown[]).every((item) => typeof item === 'string')).toBe(true);
}

async function call(browser: TestBrowser, path: string, json: unknown, injection: string, sourceUrl: string) {
  const before = standIn.requests.length;
  const response = await browser.request<Record<string, unknown>>(path, { method: 'POST', json });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  // The reader's own question is echoed back as they typed it; everything else was written or chosen by Paperlight.
  const text = JSON.stringify({ ...response.body, question: undefined });
  for (const request of standIn.requests.slice(before)) {
    const canary = expectSafePrompt(request, injection);
    expect(text.toLowerCase().replace(/[^a-z0-9]/g, '')).not.toContain(canary.replace('canary-', ''));
  }
  expectNoForeignLinks(text, sourceUrl);
  return response.body;
}

describe('prompt injection (T20): a corpus planted in questions and inside abstracts, against a model that obeys it', () => {
  it('has at least 20 injection strings', () => {
    expect(INJECTIONS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(INJECTIONS.map((injection, index) => [index, injection]))(
    'injection %i never leaks the canary, a foreign link or another schema: %s',
    async (_index, injection) => {
      const { browser } = await premiumReader(db, server.baseUrl);
      const target = planted.get(injection)!;
      const clean = await abstractOf(cleanId);

      const asked = await call(browser, '/api/article-ama', { articleId: cleanId, question: injection }, injection, clean.sourceUrl);
      expectAnswerShape(asked, clean.abstract);
      const inAbstract = await call(
        browser,
        '/api/article-ama',
        { articleId: target.id, question: 'What did the study find?' },
        injection,
        target.sourceUrl,
      );
      expectAnswerShape(inAbstract, target.abstract);
      const takeaway = await call(browser, '/api/generate-clinical-takeaway', { articleId: target.id }, injection, target.sourceUrl);
      expectTakeawayShape(takeaway);

      const offline = await premiumReader(db, offlineServer.baseUrl);
      const offlineAsked = await call(
        offline.browser,
        '/api/article-ama',
        { articleId: cleanId, question: injection },
        injection,
        clean.sourceUrl,
      );
      expectAnswerShape(offlineAsked, clean.abstract);
      const offlineInAbstract = await call(
        offline.browser,
        '/api/article-ama',
        { articleId: target.id, question: 'What did the study find?' },
        injection,
        target.sourceUrl,
      );
      expectAnswerShape(offlineInAbstract, target.abstract);
      expectTakeawayShape(
        await call(offline.browser, '/api/generate-clinical-takeaway', { articleId: target.id }, injection, target.sourceUrl),
      );
    },
  );

  it('made the model misbehave in every one of its five ways, for answers and for takeaways', () => {
    expect([...(misbehaviours.get('answer') ?? [])].sort()).toEqual([0, 1, 2, 3, 4]);
    expect([...(misbehaviours.get('takeaway') ?? [])].sort()).toEqual([0, 1, 2, 3, 4]);
  });
});
