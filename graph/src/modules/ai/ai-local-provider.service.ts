import { NO_TOKENS, type AiProvider, type ProviderReply, type QuestionRequest, type TakeawayRequest } from './ai-provider.types.js';
import { answerFromAbstract } from './ama-local.service.js';
import { assembleTakeaway } from './takeaway-local.service.js';

export const LOCAL_TAKEAWAY_MODEL = 'abstract-sections-v1';
export const LOCAL_ANSWER_MODEL = 'bm25-sentences-v1';

/**
 * The offline provider: no AI model and no network. Takeaways are assembled from the abstract's labelled sections and
 * the study-design detector; answers quote the abstract sentences that best match the question. Uses no tokens.
 */
export class LocalAiProvider implements AiProvider {
  readonly provider = 'local';
  readonly model = 'extractive-v1';
  readonly offline = true;

  takeawayTokenCeiling(): number {
    return 0;
  }

  answerTokenCeiling(): number {
    return 0;
  }

  async draftTakeaway({ paper }: TakeawayRequest): Promise<ProviderReply> {
    return { output: assembleTakeaway(paper), usage: NO_TOKENS, model: LOCAL_TAKEAWAY_MODEL };
  }

  async answerQuestion({ paper, question }: QuestionRequest): Promise<ProviderReply> {
    return { output: answerFromAbstract(paper, question), usage: NO_TOKENS, model: LOCAL_ANSWER_MODEL };
  }
}
