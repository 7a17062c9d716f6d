import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Env } from '../../config/env.js';
import { logger } from '../../lib/logger.js';
import { AiGatewayError, isRetryableStatus, readRetryAfter } from './ai-gateway.errors.js';
import { estimateTokens, extractJson, looserMode, messagesFor, refusesFormat, responseFormatFor } from './ai-gateway.rules.js';
import type { OutputMode, StructuredCall, StructuredReply, TokenUsage } from './ai-gateway.types.js';

export interface AiGatewayOptions {
  apiKey: string;
  /** Any OpenAI-compatible server (llama.cpp, Ollama, vLLM); null means OpenAI's own API. */
  baseUrl: string | null;
  model: string;
  /** The provider's name on every result. */
  provider?: string;
  /** How long one request may take before it counts as failed (and retryable). */
  timeoutMs?: number;
  /** Calls per request, the first included, when the provider fails in a way a retry can help. */
  maxAttempts?: number;
  /** The first wait between attempts; each later one doubles. */
  retryDelayMs?: number;
  /** The longest wait between attempts: a longer Retry-After ends the attempts at once. */
  maxRetryWaitMs?: number;
  /** How many calls may be in flight at once; later ones wait their turn. */
  concurrency?: number;
}

/**
 * The one client of every AI call (summaries, titles, takeaways, answers), over OpenAI's chat completions API or any
 * server that speaks it. It asks for structured output in the strictest form the server takes: a JSON schema, else
 * JSON mode with the schema, else plain text with the schema in the instructions and the JSON read out of the answer.
 * A server's refusal of a form is learned once per model, so later calls go straight to the form it takes. Timeouts,
 * network failures, 408, 409, 429 and 5xx are retried with backoff (after the provider's Retry-After) a few times;
 * what still fails is an `AiGatewayError`. Token use is read from the provider's `usage` (counted from the text when it
 * sends none), and every reply names the provider and model that wrote it.
 */
export class AiGateway {
  readonly provider: string;
  readonly model: string;
  readonly baseUrl: string | null;
  private readonly client: OpenAI;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: number;
  private readonly maxRetryWaitMs: number;
  private readonly concurrency: number;
  private readonly modes = new Map<string, OutputMode>();
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(options: AiGatewayOptions) {
    this.provider = options.provider ?? 'openai';
    this.model = options.model;
    this.baseUrl = options.baseUrl;
    this.maxAttempts = options.maxAttempts ?? 3;
    this.retryDelayMs = options.retryDelayMs ?? 500;
    this.maxRetryWaitMs = options.maxRetryWaitMs ?? 8_000;
    this.concurrency = Math.max(1, options.concurrency ?? 4);
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseUrl ?? undefined,
      maxRetries: 0,
      timeout: options.timeoutMs ?? 60_000,
    });
  }

  /** The form structured output is asked in for this model: the strictest until the server refuses it. */
  outputMode(model = this.model): OutputMode {
    return this.modes.get(model) ?? 'json_schema';
  }

  /** Asks for structured output; throws AiGatewayError when the provider cannot answer after its retries. */
  async complete(call: StructuredCall): Promise<StructuredReply> {
    await this.acquire();
    try {
      return await this.completeWithRetries(call);
    } finally {
      this.release();
    }
  }

  private async completeWithRetries(call: StructuredCall): Promise<StructuredReply> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.completeOnce(call);
      } catch (error) {
        const failure = toGatewayError(error);
        const wait = failure.retryAfterMs ?? this.retryDelayMs * 2 ** (attempt - 1);
        if (!failure.retryable || attempt >= this.maxAttempts || wait > this.maxRetryWaitMs) throw failure;
        await sleep(wait);
      }
    }
  }

  private async completeOnce(call: StructuredCall): Promise<StructuredReply> {
    for (;;) {
      const mode = this.outputMode();
      const messages = messagesFor(call, mode);
      const body: Record<string, unknown> = { model: this.model, messages, temperature: call.temperature };
      const responseFormat = responseFormatFor(call, mode);
      if (responseFormat) body.response_format = responseFormat;
      // Servers that do not take OpenAI's structured outputs mostly predate max_completion_tokens too.
      body[mode === 'json_schema' ? 'max_completion_tokens' : 'max_tokens'] = call.maxTokens;
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await this.client.chat.completions.create(
          body as unknown as OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming,
        );
      } catch (error) {
        const looser = looserMode(mode);
        if (looser && error instanceof APIError && typeof error.status === 'number' && refusesFormat(error.status, error.message)) {
          logger.warn(
            `The AI server at ${this.baseUrl ?? 'OpenAI'} refused response format ${mode} for model ${this.model} (HTTP ${error.status}); asking in ${looser} from now on.`,
          );
          this.modes.set(this.model, looser);
          continue;
        }
        throw error;
      }
      const choice = completion.choices[0];
      const content = choice?.message?.content ?? '';
      const refusal = choice?.message?.refusal ?? null;
      const parsed = mode === 'json_schema' || mode === 'json_object' ? tryJson(content) : extractJson(content);
      return {
        output: parsed === undefined ? content : parsed,
        parsed: parsed !== undefined,
        content,
        truncated: choice?.finish_reason === 'length',
        refusal: refusal && refusal.trim() !== '' ? refusal : null,
        usage: readUsage(completion.usage, messages, content),
        provider: this.provider,
        model: completion.model || this.model,
        mode,
      };
    }
  }

  private async acquire(): Promise<void> {
    if (this.inFlight < this.concurrency) {
      this.inFlight++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.inFlight--;
  }
}

function tryJson(content: string): unknown {
  // A server in JSON mode may still wrap its object in a fence or a sentence; read it out the same way.
  return extractJson(content);
}

function readUsage(usage: OpenAI.CompletionUsage | undefined, messages: readonly { content: string }[], content: string): TokenUsage {
  if (usage && Number.isFinite(usage.total_tokens)) {
    return { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens, totalTokens: usage.total_tokens };
  }
  const promptTokens = estimateTokens(messages.map((message) => message.content).join(''));
  const completionTokens = estimateTokens(content);
  return { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens };
}

/** Classifies anything a call throws by the retry rules: 408, 409, 429, 5xx, timeouts and network errors retry. */
export function toGatewayError(error: unknown): AiGatewayError {
  if (error instanceof AiGatewayError) return error;
  if (error instanceof APIConnectionTimeoutError) return new AiGatewayError('timeout', 'The AI provider did not answer in time.', true);
  if (error instanceof APIConnectionError) {
    return new AiGatewayError('unreachable', `The AI provider could not be reached (${error.message}).`, true);
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    const { status } = error;
    const retryable = isRetryableStatus(status);
    const retryAfter = retryable ? readRetryAfter(error.headers) : null;
    if (status === 429)
      return new AiGatewayError('rate_limited', 'The AI provider is rate limiting requests (HTTP 429).', true, status, retryAfter);
    if (retryable)
      return new AiGatewayError('server_error', `The AI provider failed with HTTP ${status}: ${error.message}`, true, status, retryAfter);
    return new AiGatewayError('rejected', `The AI provider rejected the request with HTTP ${status}: ${error.message}`, false, status);
  }
  return new AiGatewayError('server_error', `The AI provider call failed: ${error instanceof Error ? error.message : String(error)}`, true);
}

/** The process's gateway from the environment: OPENAI_API_KEY (with OPENAI_BASE_URL and OPENAI_MODEL); null without a key. */
export function createAiGateway(
  env: Pick<Env, 'openaiApiKey' | 'openaiBaseUrl' | 'openaiModel' | 'aiTimeoutMs' | 'aiConcurrency'>,
): AiGateway | null {
  if (!env.openaiApiKey) return null;
  return new AiGateway({
    apiKey: env.openaiApiKey,
    baseUrl: env.openaiBaseUrl,
    model: env.openaiModel,
    timeoutMs: env.aiTimeoutMs,
    concurrency: env.aiConcurrency,
  });
}
