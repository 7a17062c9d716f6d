import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { buildSummaryMessages, readSummaryOutput, SUMMARY_JSON_SCHEMA } from './summary-prompt.render.js';
import { isRetryableStatus, readRetryAfter, SummaryProviderError } from './summary-provider.errors.js';
import type { Summariser, SummaryInput, SummaryResult, SummaryRevision } from './summariser.types.js';

export interface OpenAiSummariserOptions {
  apiKey: string;
  /** Any OpenAI-compatible server; null means OpenAI's own API. */
  baseUrl: string | null;
  model: string;
  /** How long one request may take before it counts as failed (and retryable). */
  timeoutMs?: number;
}

function toProviderError(error: unknown): SummaryProviderError {
  if (error instanceof SummaryProviderError) return error;
  if (error instanceof APIConnectionTimeoutError) {
    return new SummaryProviderError('SERVICE_UNAVAILABLE', 'The AI provider did not answer in time.', true);
  }
  if (error instanceof APIConnectionError) {
    return new SummaryProviderError('SERVICE_UNAVAILABLE', `The AI provider could not be reached (${error.message}).`, true);
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    const status = error.status;
    const retryAfter = readRetryAfter(error.headers);
    if (status === 429) {
      return new SummaryProviderError('RATE_LIMITED', 'The AI provider is rate limiting requests (HTTP 429).', true, status, retryAfter);
    }
    if (isRetryableStatus(status)) {
      return new SummaryProviderError(
        'SERVICE_UNAVAILABLE',
        `The AI provider failed with HTTP ${status}: ${error.message}`,
        true,
        status,
        retryAfter,
      );
    }
    return new SummaryProviderError(
      'BAD_USER_INPUT',
      `The AI provider rejected the request with HTTP ${status}: ${error.message}`,
      false,
      status,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new SummaryProviderError('SERVICE_UNAVAILABLE', `The AI provider call failed: ${message}`, true);
}

/**
 * Summaries from OpenAI's chat completions API, or any server that speaks it, using structured output with a JSON
 * schema for `{ simplifiedTitle, summary }` and instructions written for lay readers. The SDK's own retries are off:
 * every failure surfaces as a `SummaryProviderError` that says whether a retry can help, so the caller (a Temporal
 * activity) owns retries and backoff. With a revision, the previous draft and what it failed are sent along, and the
 * model is asked for a better one.
 */
export class OpenAiSummariser implements Summariser {
  readonly provider = 'openai';
  readonly model: string;
  private readonly client: OpenAI;

  constructor(options: OpenAiSummariserOptions) {
    this.model = options.model;
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseUrl ?? undefined,
      maxRetries: 0,
      timeout: options.timeoutMs ?? 60_000,
    });
  }

  async summarise(input: SummaryInput, revision?: SummaryRevision): Promise<SummaryResult> {
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await this.client.chat.completions.create({
        model: this.model,
        messages: buildSummaryMessages(input, revision),
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'plain_language_summary', strict: true, schema: SUMMARY_JSON_SCHEMA },
        },
        temperature: 0.2,
      });
    } catch (error) {
      throw toProviderError(error);
    }
    const message = completion.choices[0]?.message;
    if (message?.refusal) {
      throw new SummaryProviderError('BAD_USER_INPUT', `The AI provider declined to summarise this paper: ${message.refusal}`, false);
    }
    const output = readSummaryOutput(message?.content ?? '', input);
    if (!output) {
      throw new SummaryProviderError(
        'SERVICE_UNAVAILABLE',
        'The AI provider answered with text that does not match the summary schema.',
        true,
      );
    }
    return { ...output, provider: this.provider, model: completion.model || this.model };
  }
}
