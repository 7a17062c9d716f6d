import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../workflows/test/fake-openai.js';
import { PREPRINT_NOTE } from './local-summariser.service.js';
import { AiGatewayError } from '../ai-gateway/ai-gateway.errors.js';
import { AiGateway } from '../ai-gateway/ai-gateway.service.js';
import { AiSummariser } from './ai-summariser.service.js';
import { SummaryDraftRejected } from './summary.errors.js';
import type { SummaryInput } from './summariser.types.js';

// A real medRxiv record (workflows/test/fixtures/sources/medrxiv, August 2026 page), its abstract cut after the methods' first sentence.
const PREPRINT: SummaryInput = {
  title:
    'Dietary Inflammatory Potential, Dietary Diversity and Micronutrient Adequacy Are Associated with Rheumatoid Arthritis and Autoantibody Burden: A Case-Control Study from India',
  abstract:
    'Background: Rheumatoid arthritis (RA) is a chronic autoimmune disease influenced by genetic and environmental factors, including diet. We examined the associations of dietary inflammatory potential, dietary diversity, and micronutrient adequacy with RA and RA-related autoantibodies in an urban Indian population.\n\nMethods: In this unmatched case-control study, 301 newly diagnosed RA cases and 314 healthy controls from Hyderabad, India, were enrolled.',
  abstractSections: [],
  isPreprint: true,
  journal: 'medRxiv',
};

let fake: FakeOpenAi;
let summariser: AiSummariser;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  summariser = new AiSummariser(
    new AiGateway({ apiKey: 'sk-test', baseUrl: fake.baseUrl, model: 'gpt-4o-mini', retryDelayMs: 5, maxRetryWaitMs: 1000 }),
  );
});

afterEach(() => fake.reset());

afterAll(async () => {
  await fake?.close();
});

describe('AiSummariser', () => {
  it('asks for structured output with the summary schema and a lay-reader prompt', async () => {
    const result = await summariser.summarise(PREPRINT);
    const [request] = fake.requests;
    expect(request.model).toBe('gpt-4o-mini');
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'plain_language_summary', strict: true } });
    expect(request.response_format?.json_schema?.schema).toMatchObject({
      required: ['simplifiedTitle', 'summary', 'detailedSummary'],
      additionalProperties: false,
    });
    const system = request.messages[0].content;
    expect(system).toMatch(/about 120 words/);
    expect(system).toMatch(/grade 8 reading level/);
    expect(system).toMatch(/no medical advice/i);
    expect(system).toMatch(/what kind of study it is .* how many people/s);
    expect(system).toContain(PREPRINT_NOTE);
    expect(request.messages[1].content).toMatch(/^Preprint: yes/m);
    expect(request.messages[1].content).toContain('301 newly diagnosed RA cases and 314 healthy controls');
    expect(result).toMatchObject({ provider: 'openai', model: 'gpt-4o-mini-2026-01-01' });
    expect(result.summary.startsWith(PREPRINT_NOTE)).toBe(true);
    expect(result.simplifiedTitle).toMatch(/^In plain words:/);
  });

  it('opens a preprint summary with the preprint note when the model leaves it out, and strips markup', async () => {
    const content = JSON.stringify({
      simplifiedTitle: '**Diet and rheumatoid arthritis** in India',
      summary: '<p>Researchers compared 301 people with rheumatoid arthritis and 314 without it.</p>',
      detailedSummary: 'In this case-control study, 301 newly diagnosed RA cases and **314 healthy controls** were enrolled.',
    });
    fake.script({
      status: 200,
      body: {
        id: 'x',
        object: 'chat.completion',
        created: 1,
        model: 'gpt-4o-mini',
        choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop' }],
      },
    });
    const result = await summariser.summarise(PREPRINT);
    expect(result.simplifiedTitle).toBe('Diet and rheumatoid arthritis in India');
    expect(result.summary).toBe(`${PREPRINT_NOTE} Researchers compared 301 people with rheumatoid arthritis and 314 without it.`);
    expect(result.detailedSummary).toBe(
      `${PREPRINT_NOTE} In this case-control study, 301 newly diagnosed RA cases and 314 healthy controls were enrolled.`,
    );
  });

  it.each([
    [429, 'rate_limited', true, 1],
    [500, 'server_error', true, 3],
    [503, 'server_error', true, 3],
    [400, 'rejected', false, 1],
    [401, 'rejected', false, 1],
  ] as const)('turns HTTP %i into a %s gateway error (retryable: %s) after %i calls', async (status, kind, retryable, calls) => {
    fake.script(
      ...Array.from({ length: 3 }, () => ({
        status,
        headers: status === 429 ? { 'retry-after-ms': '1500' } : ({} as Record<string, string>),
      })),
    );
    const error = await summariser.summarise(PREPRINT).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AiGatewayError);
    expect(error).toMatchObject({ kind, retryable, status });
    // A wait longer than the gateway's longest (1 s here) ends the attempts at once.
    if (status === 429) expect((error as AiGatewayError).retryAfterMs).toBe(1500);
    expect(fake.requests).toHaveLength(calls);
  });

  const completion = (content: string, extra: { finish_reason?: string; refusal?: string | null } = {}) => ({
    status: 200,
    body: {
      id: 'x',
      object: 'chat.completion',
      created: 1,
      model: 'm',
      choices: [
        { index: 0, message: { role: 'assistant', content, refusal: extra.refusal ?? null }, finish_reason: extra.finish_reason ?? 'stop' },
      ],
    },
  });

  it('rejects an answer that does not match the schema, one cut off at its limit and a refusal, each with its reason', async () => {
    fake.script(completion('Sure! Here is a summary.'));
    await expect(summariser.summarise(PREPRINT)).rejects.toMatchObject({ name: 'SummaryDraftRejected', reason: 'malformed' });
    fake.script(completion('{"simplifiedTitle": "Diet", "summary": "Researchers compared', { finish_reason: 'length' }));
    await expect(summariser.summarise(PREPRINT)).rejects.toMatchObject({ reason: 'truncated' });
    fake.script(completion('', { refusal: 'I cannot help with that.' }));
    const refused = await summariser.summarise(PREPRINT).catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(SummaryDraftRejected);
    expect(refused).toMatchObject({
      reason: 'refused',
      message: 'the AI model declined to summarise the paper (I cannot help with that.)',
    });
  });

  it('reports an unreachable server as a retryable gateway error', async () => {
    const offline = new AiSummariser(
      new AiGateway({ apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:9/v1', model: 'gpt-4o-mini', retryDelayMs: 5 }),
    );
    await expect(offline.summarise(PREPRINT)).rejects.toMatchObject({ retryable: true, kind: 'unreachable', code: 'SERVICE_UNAVAILABLE' });
  });
});
