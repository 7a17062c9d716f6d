import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One chat completion request the stand-in received, as sent. */
export interface StandInRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema?: Record<string, unknown> } };
  max_completion_tokens?: number;
  temperature?: number;
  authorization: string | undefined;
}

/** A completion the stand-in sends: message content and the usage it reports. */
export interface StandInCompletion {
  content: string;
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
  model?: string;
}

/** An HTTP failure the stand-in sends instead of a completion. */
export interface StandInFailure {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type StandInReply = StandInCompletion | StandInFailure;

/** Decides the reply to one request, like a model would. */
export type Responder = (request: StandInRequest) => StandInReply;

/** A local OpenAI-compatible server (`POST /v1/chat/completions`) that records every request and answers as told. */
export interface OpenAiStandIn {
  /** The value for OPENAI_BASE_URL. */
  baseUrl: string;
  requests: StandInRequest[];
  /** Replies (or responders) used for the next requests, in order, before the default responder. */
  script(...replies: (StandInReply | Responder)[]): void;
  /** Replaces the default responder. */
  respondWith(responder: Responder): void;
  reset(): void;
  close(): Promise<void>;
}

export const STAND_IN_USAGE = { prompt_tokens: 900, completion_tokens: 150, total_tokens: 1050 };

function completionBody(request: StandInRequest, reply: StandInCompletion): unknown {
  return {
    id: `chatcmpl-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: reply.model ?? `${request.model}-2026-01-01`,
    choices: [{ index: 0, message: { role: 'assistant', content: reply.content, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: reply.usage ?? STAND_IN_USAGE,
  };
}

/** Starts the stand-in on 127.0.0.1 with a free port, answering with `responder` unless a scripted reply is queued. */
export async function startOpenAiStandIn(responder: Responder): Promise<OpenAiStandIn> {
  const requests: StandInRequest[] = [];
  const scripted: (StandInReply | Responder)[] = [];
  let fallback = responder;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Unknown path' } }));
        return;
      }
      const chat: StandInRequest = {
        ...(JSON.parse(Buffer.concat(chunks).toString('utf8')) as object),
        authorization: request.headers.authorization,
      } as StandInRequest;
      requests.push(chat);
      const next = scripted.shift() ?? fallback;
      const reply = typeof next === 'function' ? next(chat) : next;
      if ('status' in reply) {
        const body = reply.body ?? { error: { message: `Scripted HTTP ${reply.status}`, type: 'scripted' } };
        response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(JSON.stringify(body));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completionBody(chat, reply)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    script: (...replies) => scripted.push(...replies),
    respondWith: (next) => {
      fallback = next;
    },
    reset: () => {
      requests.length = 0;
      scripted.length = 0;
      fallback = responder;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
