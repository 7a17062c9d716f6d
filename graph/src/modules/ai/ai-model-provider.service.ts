import type { AiGateway } from '../ai-gateway/ai-gateway.service.js';
import { promptTokenCeiling } from '../ai-gateway/ai-gateway.rules.js';
import { ANSWER_JSON_SCHEMA, TAKEAWAY_JSON_SCHEMA } from './ai-output.types.js';
import { buildAnswerMessages, buildTakeawayMessages, type ChatMessage } from './ai-prompts.render.js';
import type { AiProvider, ProviderReply, QuestionRequest, TakeawayRequest } from './ai-provider.types.js';

export const TAKEAWAY_MAX_COMPLETION_TOKENS = 900;
export const ANSWER_MAX_COMPLETION_TOKENS = 600;

/**
 * Takeaways and answers from an AI model through the gateway, which asks in whatever structured form the server takes
 * and retries what a retry can help within the reader's request (an `AiGatewayError` is what still fails). An answer
 * the model declined arrives as null output, and one cut off at its token limit as the text it had, for the checks to
 * reject.
 */
export class ModelAiProvider implements AiProvider {
  readonly offline = false;

  constructor(private readonly gateway: AiGateway) {}

  get provider(): string {
    return this.gateway.provider;
  }

  get model(): string {
    return this.gateway.model;
  }

  takeawayTokenCeiling(request: TakeawayRequest): number {
    return promptTokenCeiling(buildTakeawayMessages(request), TAKEAWAY_JSON_SCHEMA) + TAKEAWAY_MAX_COMPLETION_TOKENS;
  }

  answerTokenCeiling(request: QuestionRequest): number {
    return promptTokenCeiling(buildAnswerMessages(request), ANSWER_JSON_SCHEMA) + ANSWER_MAX_COMPLETION_TOKENS;
  }

  draftTakeaway(request: TakeawayRequest): Promise<ProviderReply> {
    return this.complete(
      'takeaway',
      buildTakeawayMessages(request),
      'clinical_takeaway',
      TAKEAWAY_JSON_SCHEMA,
      TAKEAWAY_MAX_COMPLETION_TOKENS,
    );
  }

  answerQuestion(request: QuestionRequest): Promise<ProviderReply> {
    return this.complete('answer', buildAnswerMessages(request), 'article_answer', ANSWER_JSON_SCHEMA, ANSWER_MAX_COMPLETION_TOKENS);
  }

  private async complete(task: string, messages: ChatMessage[], name: string, schema: object, maxTokens: number): Promise<ProviderReply> {
    const reply = await this.gateway.complete({
      task,
      messages,
      schema: { name, schema: schema as Record<string, unknown> },
      maxTokens,
      temperature: 0,
    });
    return { output: reply.refusal ? null : reply.output, usage: reply.usage, model: reply.model };
  }
}
