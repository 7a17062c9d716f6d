import { DomainError } from '../../lib/errors.js';

/**
 * Why an AI summary was not used and the offline summary was stored instead. Each names one failure a reader must
 * never meet in a summary labelled as the AI's.
 */
export const FALLBACK_REASONS = {
  provider_failed: 'the AI provider could not answer',
  refused: 'the AI model declined to summarise the paper',
  malformed: 'the AI answer did not match the summary format',
  truncated: 'the AI answer was cut off at its length limit',
  empty: 'the AI summary was empty',
  wrong_language: 'the AI summary was not in English',
  repeats_prompt: 'the AI summary repeated its instructions',
  untraceable_numbers: 'the AI summary gave numbers the abstract does not state',
} as const;
export type FallbackReason = keyof typeof FALLBACK_REASONS;

/** An AI draft that cannot be used at all, whatever a second request might bring: refused, malformed, cut off. */
export class SummaryDraftRejected extends DomainError {
  override name = 'SummaryDraftRejected';

  constructor(
    readonly reason: FallbackReason,
    detail: string | null = null,
  ) {
    super('BAD_GATEWAY', detail ? `${FALLBACK_REASONS[reason]} (${detail})` : FALLBACK_REASONS[reason], { reason });
  }
}
