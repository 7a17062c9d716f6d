import type { AbstractSection } from '../ingestion/article-draft.types.js';
import type { FallbackReason } from './summary.errors.js';

/** The provider name of the offline summariser; every other provider is an AI model. */
export const LOCAL_PROVIDER = 'local';

/** What a summary provider reads: the paper as a source client handed it over. */
export interface SummaryInput {
  /** The original title, as plain text. */
  title: string;
  /** The abstract as readable text ("LABEL: text" paragraphs for structured abstracts); `''` when the source has none. */
  abstract: string;
  /** The abstract's labelled parts, when the source gives them; may be empty. */
  abstractSections: AbstractSection[];
  /** True for papers that have not been through peer review (medRxiv). */
  isPreprint: boolean;
  /** The journal or server the paper appeared in. */
  journal: string;
}

/** What a summary provider hands back: plain text only, never markup. */
export interface SummaryResult {
  /** A shorter, plainer version of the title for lay readers. */
  simplifiedTitle: string;
  /** A few plain-language sentences about the paper; no advice. */
  summary: string;
  /**
   * The detailed level, for clinicians and researchers: the population, the comparison, effect sizes with their
   * confidence intervals and p values, and the conclusion, as the abstract states them. Absent from results written
   * before there were two levels.
   */
  detailedSummary?: string | null;
  /** The provider that wrote it, e.g. `local` or `openai`. */
  provider: string;
  /** The provider's model or method version, e.g. `extractive-v1`. */
  model: string;
  /**
   * Set by the quality gate when the first draft failed it and a second was requested: what failed and which draft
   * was kept. Null or absent otherwise.
   */
  qualityFlag?: string | null;
  /**
   * Set by the quality gate when the AI's summary was refused and this is the offline summary standing in for it: why.
   * Such a paper is asked of the AI again later. Null or absent otherwise.
   */
  fallbackReason?: FallbackReason | null;
}

/** A request to write a summary again, saying what was wrong with the previous draft. */
export interface SummaryRevision {
  /** The draft that failed. */
  previous: Pick<SummaryResult, 'simplifiedTitle' | 'summary' | 'detailedSummary'>;
  /** What it failed, one clause each ("reads at grade 12.3 on the Flesch-Kincaid scale, above 9"). */
  failures: string[];
}

/** A way of turning a paper into a simplified title and a plain-language summary. */
export interface Summariser {
  /** Names the provider in stored results, e.g. `local`. */
  readonly provider: string;
  /** Names the model or method version in stored results. */
  readonly model: string;
  /**
   * Summarises one paper; the result carries this summariser's `provider` and `model`. With `revision`, writes the
   * summary again, avoiding what the previous draft failed (a deterministic summariser may ignore it).
   */
  summarise(input: SummaryInput, revision?: SummaryRevision): Promise<SummaryResult>;
}
