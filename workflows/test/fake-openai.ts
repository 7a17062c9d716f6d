import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One chat completion request the fake received. */
export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema?: Record<string, unknown> } };
  authorization: string | undefined;
}

/** A scripted answer that replaces the next canned completion. */
export interface ScriptedCompletion {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A local OpenAI-compatible server: `POST /v1/chat/completions` answers canned JSON, or scripted errors on demand. */
export interface FakeOpenAi {
  /** The value for OPENAI_BASE_URL. */
  baseUrl: string;
  requests: ChatRequest[];
  /** Queues answers (such as 429 or 500) that replace the next canned completions, in order. */
  script(...answers: ScriptedCompletion[]): void;
  /** Delays every answer, like a model thinking. */
  setLatency(ms: number): void;
  /** Holds every answer until `release()`, to observe what readers see before summaries arrive. */
  hold(): void;
  release(): void;
  reset(): void;
  close(): Promise<void>;
}

function titleOf(request: ChatRequest): string {
  const user = request.messages.find((message) => message.role === 'user')?.content ?? '';
  return /^Title: (.*)$/m.exec(user)?.[1] ?? 'a paper';
}

function completion(request: ChatRequest): unknown {
  const title = titleOf(request);
  const preprint = /^Preprint: yes/m.test(request.messages.find((message) => message.role === 'user')?.content ?? '');
  const content = {
    simplifiedTitle: `In plain words: ${title.split(' ').slice(0, 8).join(' ')}`,
    // Short and plain, with no numbers, so the canned answer passes the summary quality gate at the first request.
    summary: `${preprint ? 'This preprint has not yet been peer reviewed. ' : ''}Researchers studied the question the paper asks. This canned summary stands in for a model's answer in tests.`,
    detailedSummary: `${preprint ? 'This preprint has not yet been peer reviewed. ' : ''}The researchers studied the question the paper asks, for clinicians. This canned detailed summary stands in for a model's answer in tests.`,
  };
  return {
    id: `chatcmpl-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: `${request.model}-2026-01-01`,
    choices: [
      { index: 0, message: { role: 'assistant', content: JSON.stringify(content), refusal: null }, finish_reason: 'stop', logprobs: null },
    ],
    usage: { prompt_tokens: 400, completion_tokens: 120, total_tokens: 520 },
  };
}

/** Starts the fake on 127.0.0.1 with a free port. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: ChatRequest[] = [];
  const scripted: ScriptedCompletion[] = [];
  let latency = 0;
  let gate: { promise: Promise<void>; open: () => void } | null = null;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'Unknown path', type: 'invalid_request_error' } }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Omit<ChatRequest, 'authorization'>;
      const chat: ChatRequest = { ...body, authorization: request.headers.authorization };
      requests.push(chat);
      const next = scripted.shift();
      void (gate?.promise ?? Promise.resolve()).then(() =>
        setTimeout(() => {
          if (next) {
            const payload = next.body ?? { error: { message: `Scripted HTTP ${next.status}`, type: 'scripted' } };
            response.writeHead(next.status, { 'content-type': 'application/json', ...next.headers }).end(JSON.stringify(payload));
            return;
          }
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(chat)));
        }, latency),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    script: (...answers) => scripted.push(...answers),
    setLatency: (ms) => {
      latency = ms;
    },
    hold: () => {
      let open = () => undefined as void;
      const promise = new Promise<void>((resolve) => (open = resolve));
      gate = { promise, open };
    },
    release: () => {
      gate?.open();
      gate = null;
    },
    reset: () => {
      gate?.open();
      gate = null;
      requests.length = 0;
      scripted.length = 0;
      latency = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
