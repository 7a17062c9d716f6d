import type { AiGateway } from '../ai-gateway/ai-gateway.service.js';
import { buildSummaryMessages, readSummaryOutput, SUMMARY_JSON_SCHEMA, SUMMARY_MAX_TOKENS } from './summary-prompt.render.js';
import { SummaryDraftRejected } from './summary.errors.js';
import type { Summariser, SummaryInput, SummaryResult, SummaryRevision } from './summariser.types.js';

/**
 * Summaries from an AI model through the gateway, which asks in whatever structured form the server takes, with
 * instructions written for lay readers. What the gateway cannot get answered after its retries is its
 * `AiGatewayError`; an answer that declines, is cut off or does not match the schema is `SummaryDraftRejected`. With a
 * revision, the previous draft and what it failed are sent along, and the model is asked for a better one.
 */
export class AiSummariser implements Summariser {
  constructor(private readonly gateway: AiGateway) {}

  get provider(): string {
    return this.gateway.provider;
  }

  get model(): string {
    return this.gateway.model;
  }

  async summarise(input: SummaryInput, revision?: SummaryRevision): Promise<SummaryResult> {
    const reply = await this.gateway.complete({
      task: 'summary',
      messages: buildSummaryMessages(input, revision),
      schema: { name: 'plain_language_summary', schema: SUMMARY_JSON_SCHEMA },
      maxTokens: SUMMARY_MAX_TOKENS,
      temperature: 0.2,
    });
    if (reply.refusal) throw new SummaryDraftRejected('refused', reply.refusal);
    if (reply.truncated) throw new SummaryDraftRejected('truncated');
    const output = readSummaryOutput(reply.output, input);
    if (!output) throw new SummaryDraftRejected('malformed');
    return { ...output, provider: reply.provider, model: reply.model };
  }
}
