import type { TokenUsage } from '../ai-gateway/ai-gateway.types.js';
import type { SummarySection } from '../../text/abstract-structure.js';

/** The paper as the AI features read it: its title and abstract as plain text, never anything a caller wrote. */
export interface PaperText {
  articleId: number;
  title: string;
  /** The abstract as plain text; `''` when the source has none. */
  abstract: string;
  /** The abstract's sentences, in order, exactly as they appear in `abstract`. */
  sentences: string[];
  /** The abstract's parts with the role each heading gives it. */
  sections: SummarySection[];
  isPreprint: boolean;
  journal: string;
  /** The article's first category, else 'General Medicine'. */
  category: string;
  /** Hosts a link in an answer may point to: the paper's own source, DOI resolvers and trial registries. */
  allowedHosts: ReadonlySet<string>;
}

export type { TokenUsage } from '../ai-gateway/ai-gateway.types.js';
export { NO_TOKENS } from '../ai-gateway/ai-gateway.types.js';

/** What a provider handed back: its output as parsed JSON (unchecked), the tokens it used and the model that wrote it. */
export interface ProviderReply {
  output: unknown;
  usage: TokenUsage;
  model: string;
}

/** One request to a provider: the paper and the secret marker planted in the rules, which no answer may contain. */
export interface TakeawayRequest {
  paper: PaperText;
  canary: string;
}

export interface QuestionRequest extends TakeawayRequest {
  /** The reader's question, trimmed and at most 500 characters. */
  question: string;
}

/**
 * A way of writing a clinical takeaway and answering questions about one paper. Outputs are unchecked: the services
 * validate every one against its schema and the abstract before a reader sees it.
 */
export interface AiProvider {
  /** Names the provider in stored and shown results: `openai` or `local`. */
  readonly provider: string;
  /** The model, or the offline method's version. */
  readonly model: string;
  /** True when no AI model is involved (the offline implementation). */
  readonly offline: boolean;
  /** The most tokens one takeaway call may use, reserved from the reader's daily budget before the call. */
  takeawayTokenCeiling(request: TakeawayRequest): number;
  /** The most tokens one answer call may use. */
  answerTokenCeiling(request: QuestionRequest): number;
  draftTakeaway(request: TakeawayRequest): Promise<ProviderReply>;
  answerQuestion(request: QuestionRequest): Promise<ProviderReply>;
}
