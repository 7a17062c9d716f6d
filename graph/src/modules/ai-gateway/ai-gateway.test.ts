import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiStandIn, type OpenAiStandIn, type StandInReply, type StandInRequest } from '../../../test/openai-stand-in.js';
import { AiGatewayError } from './ai-gateway.errors.js';
import { AiGateway } from './ai-gateway.service.js';
import type { StructuredCall } from './ai-gateway.types.js';

const SCHEMA = {
  type: 'object',
  properties: { verdict: { type: 'string' } },
  required: ['verdict'],
  additionalProperties: false,
} as const;

const CALL: StructuredCall = {
  task: 'test',
  messages: [
    { role: 'system', content: 'You judge papers.' },
    { role: 'user', content: 'Judge this paper.' },
  ],
  schema: { name: 'verdict', schema: SCHEMA },
  maxTokens: 100,
  temperature: 0,
};

/**
 * Stand-ins for the dialects of OpenAI-compatible servers, each refusing what its kind refuses, in its own words:
 * llama.cpp's server (no json_schema, HTTP 500), a server without any response format (HTTP 400), and a server that
 * takes every request and answers in prose with the JSON inside.
 */
const DIALECTS = {
  llamaCpp(request: StandInRequest): StandInReply {
    if (request.response_format?.type === 'json_schema') {
      return {
        status: 500,
        body: { error: { message: 'response_format type must be one of "text" or "json_object"', type: 'server_error' } },
      };
    }
    return { content: '{"verdict": "sound"}', usage: { prompt_tokens: 50, completion_tokens: 5, total_tokens: 55 } };
  },
  noFormats(request: StandInRequest): StandInReply {
    if (request.response_format) {
      return { status: 400, body: { error: { message: "Unsupported parameter: 'response_format'", type: 'invalid_request_error' } } };
    }
    return { content: 'Sure! Here is my verdict:\n```json\n{"verdict": "sound"}\n```\nI hope this helps.' };
  },
  prose(): StandInReply {
    return { content: 'My verdict, as asked: {"verdict": "sound, with a \\"caveat\\" {noted}"} and that is all.' };
  },
};

let standIn: OpenAiStandIn;
let dialect: keyof typeof DIALECTS = 'llamaCpp';

beforeAll(async () => {
  standIn = await startOpenAiStandIn((request) => DIALECTS[dialect](request));
});

afterAll(async () => {
  await standIn?.close();
});

beforeEach(() => standIn.reset());

const gateway = (options: Partial<ConstructorParameters<typeof AiGateway>[0]> = {}) =>
  new AiGateway({ apiKey: 'sk-test', baseUrl: standIn.baseUrl, model: 'gemma-test', retryDelayMs: 5, ...options });

describe('AiGateway', () => {
  it('asks an OpenAI server for a strict JSON schema and a token cap, and reads the answer, its usage and its model', async () => {
    standIn.script({ content: '{"verdict": "sound"}' });
    const reply = await gateway().complete(CALL);
    expect(standIn.requests[0]).toMatchObject({
      model: 'gemma-test',
      authorization: 'Bearer sk-test',
      max_completion_tokens: 100,
      response_format: { type: 'json_schema', json_schema: { name: 'verdict', strict: true, schema: SCHEMA } },
    });
    expect(standIn.requests[0].messages).toEqual(CALL.messages);
    expect(reply).toMatchObject({
      output: { verdict: 'sound' },
      parsed: true,
      mode: 'json_schema',
      provider: 'openai',
      model: 'gemma-test-2026-01-01',
      usage: { promptTokens: 900, completionTokens: 150, totalTokens: 1050 },
    });
  });

  it('falls back to JSON mode with the schema on a server that refuses json_schema, and remembers it', async () => {
    dialect = 'llamaCpp';
    const llama = gateway();
    const first = await llama.complete(CALL);
    expect(standIn.requests.map((request) => request.response_format?.type)).toEqual(['json_schema', 'json_object']);
    expect(standIn.requests[1].response_format).toEqual({ type: 'json_object', schema: SCHEMA });
    expect(standIn.requests[1]).toMatchObject({ max_tokens: 100 });
    expect(standIn.requests[1].messages[0].content).toContain(JSON.stringify(SCHEMA));
    expect(first).toMatchObject({ output: { verdict: 'sound' }, mode: 'json_object', usage: { totalTokens: 55 } });

    await llama.complete(CALL);
    expect(standIn.requests.map((request) => request.response_format?.type)).toEqual(['json_schema', 'json_object', 'json_object']);
    expect(llama.outputMode()).toBe('json_object');
  });

  it('falls back to plain text on a server that refuses every response format, and reads the JSON out of the prose', async () => {
    dialect = 'noFormats';
    const plain = gateway();
    const reply = await plain.complete(CALL);
    expect(standIn.requests.map((request) => request.response_format?.type ?? 'text')).toEqual(['json_schema', 'json_object', 'text']);
    expect(standIn.requests[2].messages[0].content).toMatch(/^You judge papers\.\n[\s\S]*Reply with one JSON object and nothing else/);
    expect(reply).toMatchObject({ output: { verdict: 'sound' }, parsed: true, mode: 'text' });
    // The server sent no usage: the tokens are counted from the text.
    expect(reply.usage.totalTokens).toBeGreaterThan(0);
    await plain.complete(CALL);
    expect(standIn.requests).toHaveLength(4);
  });

  it('reads the JSON object out of an answer in prose, and hands back prose with none as it is', async () => {
    dialect = 'prose';
    const reply = await gateway().complete(CALL);
    expect(reply).toMatchObject({ output: { verdict: 'sound, with a "caveat" {noted}' }, parsed: true });
    standIn.script({ content: 'I would rather not say.' });
    expect(await gateway().complete(CALL)).toMatchObject({ output: 'I would rather not say.', parsed: false });
  });

  it('retries server errors and rate limits after the wait asked for, and fails with a gateway error after its attempts', async () => {
    dialect = 'prose';
    standIn.script({ status: 503 }, { status: 429, headers: { 'retry-after-ms': '20' } });
    expect(await gateway().complete(CALL)).toMatchObject({ parsed: true });
    expect(standIn.requests).toHaveLength(3);

    standIn.reset();
    standIn.script({ status: 500 }, { status: 502 }, { status: 503 });
    const error = await gateway()
      .complete(CALL)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AiGatewayError);
    expect(error).toMatchObject({ kind: 'server_error', retryable: true, status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(standIn.requests).toHaveLength(3);
  });

  it('does not retry a rejected request, nor wait longer than its longest wait', async () => {
    standIn.script({ status: 401, body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } } });
    await expect(gateway().complete(CALL)).rejects.toMatchObject({ kind: 'rejected', retryable: false, status: 401 });
    expect(standIn.requests).toHaveLength(1);

    standIn.reset();
    standIn.script({ status: 429, headers: { 'retry-after': '60' } });
    await expect(gateway({ maxRetryWaitMs: 1000 }).complete(CALL)).rejects.toMatchObject({ kind: 'rate_limited', retryAfterMs: 60_000 });
    expect(standIn.requests).toHaveLength(1);
  });

  it('keeps to its concurrency: later calls wait for a free slot', async () => {
    let inFlight = 0;
    let most = 0;
    const slow = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        most = Math.max(most, ++inFlight);
        setTimeout(() => {
          inFlight--;
          const body = {
            id: 'x',
            object: 'chat.completion',
            created: 1,
            model: 'm',
            choices: [{ index: 0, message: { role: 'assistant', content: '{"verdict": "sound"}' }, finish_reason: 'stop' }],
          };
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        }, 30);
      });
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/v1`;
    try {
      await Promise.all(Array.from({ length: 4 }, () => gateway({ baseUrl, concurrency: 2 })).map((each) => each.complete(CALL)));
      expect(most).toBe(4);
      most = 0;
      const shared = gateway({ baseUrl, concurrency: 2 });
      const replies = await Promise.all(Array.from({ length: 5 }, () => shared.complete(CALL)));
      expect(replies.every((reply) => reply.parsed)).toBe(true);
      expect(most).toBe(2);
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });
});
