import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../test/openai-stand-in.js';
import { AiGatewayError } from '../ai-gateway/ai-gateway.errors.js';
import { ANSWER_JSON_SCHEMA, TAKEAWAY_JSON_SCHEMA } from './ai-output.types.js';
import { createCanary } from './ai-prompts.render.js';
import { AiGateway } from '../ai-gateway/ai-gateway.service.js';
import { ModelAiProvider } from './ai-model-provider.service.js';
import { demoPapers } from './test/papers.js';
import { groundedModel } from './test/models.js';

let standIn: OpenAiStandIn;
let provider: ModelAiProvider;

beforeAll(async () => {
  standIn = await startOpenAiStandIn(groundedModel);
  provider = new ModelAiProvider(
    new AiGateway({ apiKey: 'sk-test', baseUrl: standIn.baseUrl, model: 'gpt-test', retryDelayMs: 5, maxRetryWaitMs: 1000 }),
  );
});

afterAll(async () => {
  await standIn?.close();
});

beforeEach(() => standIn.reset());

async function question() {
  const [{ paper }] = await demoPapers();
  return { paper, canary: createCanary(), question: 'Where did the peak wall shear rate localize?' };
}

describe('ModelAiProvider', () => {
  it('asks for structured output with the strict JSON schema, a token cap and the rules in the system message', async () => {
    const request = await question();
    const reply = await provider.answerQuestion(request);
    const [sent] = standIn.requests;
    expect(sent).toMatchObject({
      model: 'gpt-test',
      authorization: 'Bearer sk-test',
      max_completion_tokens: 600,
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: { name: 'article_answer', strict: true, schema: ANSWER_JSON_SCHEMA } },
    });
    expect(sent.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(reply).toMatchObject({ model: 'gpt-test-2026-01-01', usage: { promptTokens: 900, completionTokens: 150, totalTokens: 1050 } });
    expect(reply.output).toMatchObject({ coverage: 'answered' });

    await provider.draftTakeaway({ paper: request.paper, canary: request.canary });
    expect(standIn.requests[1]).toMatchObject({
      max_completion_tokens: 900,
      response_format: { json_schema: { name: 'clinical_takeaway', strict: true, schema: TAKEAWAY_JSON_SCHEMA } },
    });
  });

  it('reserves a token ceiling above what a call is sent and may write', async () => {
    const request = await question();
    const ceiling = provider.answerTokenCeiling(request);
    await provider.answerQuestion(request);
    const sentCharacters = standIn.requests[0].messages.reduce((sum, message) => sum + message.content.length, 0);
    expect(ceiling).toBeGreaterThan(sentCharacters / 4 + 600);
  });

  it('retries server errors and rate limits after the wait the provider asks for, then answers', async () => {
    standIn.script({ status: 503 }, { status: 429, headers: { 'retry-after-ms': '20' } });
    const reply = await provider.answerQuestion(await question());
    expect(standIn.requests).toHaveLength(3);
    expect(reply.output).toMatchObject({ coverage: 'answered' });
  });

  it('does not retry a rejected request, nor wait longer than a reader can', async () => {
    standIn.script({ status: 400 });
    const rejected = await provider.answerQuestion(await question()).catch((error: unknown) => error);
    expect(rejected).toBeInstanceOf(AiGatewayError);
    expect(rejected).toMatchObject({ retryable: false, status: 400 });
    expect(standIn.requests).toHaveLength(1);

    standIn.reset();
    standIn.script({ status: 429, headers: { 'retry-after': '60' } });
    const busy = await provider.answerQuestion(await question()).catch((error: unknown) => error);
    expect(busy).toMatchObject({ retryable: true, status: 429, retryAfterMs: 60_000 });
    expect(standIn.requests).toHaveLength(1);
  });

  it('gives up after three failed attempts', async () => {
    standIn.script({ status: 500 }, { status: 502 }, { status: 503 });
    await expect(provider.answerQuestion(await question())).rejects.toMatchObject({ retryable: true, status: 503 });
    expect(standIn.requests).toHaveLength(3);
  });

  it('hands back text that is not JSON as it is, for the checks to reject', async () => {
    standIn.script({ content: 'Sure! Here is my answer in prose.' });
    const reply = await provider.answerQuestion(await question());
    expect(reply.output).toBe('Sure! Here is my answer in prose.');
  });
});
