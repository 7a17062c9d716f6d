import OpenAI from 'openai';
import { setTimeout as sleep } from 'node:timers/promises';
import { classifyProviderError, type AiProviderError } from './ai.errors.js';
import { ANSWER_JSON_SCHEMA, TAKEAWAY_JSON_SCHEMA } from './ai-output.types.js';
import { buildAnswerMessages, buildTakeawayMessages, type ChatMessage } from './ai-prompts.render.js';
import type { AiProvider, ProviderReply, QuestionRequest, TakeawayRequest, TokenUsage } from './ai-provider.types.js';

export interface OpenAiProviderOptions {
  apiKey: string;
  /** Any OpenAI-compatible server (Ollama, vLLM); null means OpenAI's own API. */
  baseUrl: string | null;
  model: string;
  /** How long one request may take. */
  timeoutMs?: number;
  /** Calls per request, the first included, when the provider fails in a way a retry can help. */
  maxAttempts?: number;
  /** The first wait between attempts; each later one doubles. */
  retryDelayMs?: number;
  /** The longest wait a reader is kept for: a longer Retry-After ends the attempts at once. */
  maxRetryWaitMs?: number;
}

export const TAKEAWAY_MAX_COMPLETION_TOKENS = 900;
export const ANSWER_MAX_COMPLETION_TOKENS = 600;

// Tokens are about four characters of English; three keeps the reservation on the safe side.
const CHARS_PER_TOKEN = 3;
const MESSAGE_OVERHEAD_TOKENS = 16;

function promptTokenCeiling(messages: readonly ChatMessage[], schema: object): number {
  const characters = messages.reduce((sum, message) => sum + message.content.length, 0) + JSON.stringify(schema).length;
  return Math.ceil(characters / CHARS_PER_TOKEN) + MESSAGE_OVERHEAD_TOKENS * messages.length;
}

function readUsage(usage: OpenAI.CompletionUsage | undefined, messages: readonly ChatMessage[], content: string): TokenUsage {
  if (usage && Number.isFinite(usage.total_tokens)) {
    return { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens, totalTokens: usage.total_tokens };
  }
  // Some compatible servers omit usage; count what was sent and received the way the ceiling does.
  const promptTokens = Math.ceil(messages.reduce((sum, message) => sum + message.content.length, 0) / CHARS_PER_TOKEN);
  const completionTokens = Math.ceil(content.length / CHARS_PER_TOKEN);
  return { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens };
}

function parseJson(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch {
    return content;
  }
}

/**
 * Takeaways and answers from OpenAI's chat completions API, or any server that speaks it, with structured outputs
 * (a strict JSON schema). Failures are retried by the summaries' rules (rate limits, server errors and timeouts, after
 * the provider's Retry-After) a few times within the reader's request; a rejected request is not retried.
 */
export class OpenAiProvider implements AiProvider {
  readonly provider = 'openai';
  readonly offline = false;
  readonly model: string;
  private readonly client: OpenAI;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: number;
  private readonly maxRetryWaitMs: number;

  constructor(options: OpenAiProviderOptions) {
    this.model = options.model;
    this.maxAttempts = options.maxAttempts ?? 3;
    this.retryDelayMs = options.retryDelayMs ?? 500;
    this.maxRetryWaitMs = options.maxRetryWaitMs ?? 8_000;
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseUrl ?? undefined,
      maxRetries: 0,
      timeout: options.timeoutMs ?? 45_000,
    });
  }

  takeawayTokenCeiling(request: TakeawayRequest): number {
    return promptTokenCeiling(buildTakeawayMessages(request), TAKEAWAY_JSON_SCHEMA) + TAKEAWAY_MAX_COMPLETION_TOKENS;
  }

  answerTokenCeiling(request: QuestionRequest): number {
    return promptTokenCeiling(buildAnswerMessages(request), ANSWER_JSON_SCHEMA) + ANSWER_MAX_COMPLETION_TOKENS;
  }

  draftTakeaway(request: TakeawayRequest): Promise<ProviderReply> {
    return this.complete(buildTakeawayMessages(request), 'clinical_takeaway', TAKEAWAY_JSON_SCHEMA, TAKEAWAY_MAX_COMPLETION_TOKENS);
  }

  answerQuestion(request: QuestionRequest): Promise<ProviderReply> {
    return this.complete(buildAnswerMessages(request), 'article_answer', ANSWER_JSON_SCHEMA, ANSWER_MAX_COMPLETION_TOKENS);
  }

  private async complete(messages: ChatMessage[], name: string, schema: object, maxTokens: number): Promise<ProviderReply> {
    for (let attempt = 1; ; attempt++) {
      try {
        const completion = await this.client.chat.completions.create({
          model: this.model,
          messages,
          response_format: { type: 'json_schema', json_schema: { name, strict: true, schema: schema as Record<string, unknown> } },
          max_completion_tokens: maxTokens,
          temperature: 0,
        });
        const message = completion.choices[0]?.message;
        const content = message?.content ?? '';
        const output = message?.refusal ? null : parseJson(content);
        return { output, usage: readUsage(completion.usage, messages, content), model: completion.model || this.model };
      } catch (error) {
        const failure: AiProviderError = classifyProviderError(error);
        const wait = failure.retryAfterMs ?? this.retryDelayMs * 2 ** (attempt - 1);
        if (!failure.retryable || attempt >= this.maxAttempts || wait > this.maxRetryWaitMs) throw failure;
        await sleep(wait);
      }
    }
  }
}
