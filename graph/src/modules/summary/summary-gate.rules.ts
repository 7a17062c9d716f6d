import { AiGatewayError } from '../ai-gateway/ai-gateway.errors.js';
import { LocalSummariser } from './local-summariser.service.js';
import { FALLBACK_REASONS, SummaryDraftRejected, type FallbackReason } from './summary.errors.js';
import { unusableDraft } from './summary-draft.rules.js';
import {
  assessBothLevels,
  assessSummary,
  describeFailures,
  isBetterSummary,
  passesQualityGate,
  type SummaryQuality,
} from './summary-quality.rules.js';
import { LOCAL_PROVIDER, type Summariser, type SummaryInput, type SummaryResult } from './summariser.types.js';

/** A summary with its measured quality, as the quality gate hands it over. */
export interface GatedSummary extends SummaryResult {
  /** The plain summary's grade and number check. */
  quality: SummaryQuality;
  /** The detailed summary's; null when there is none. */
  detailedQuality: SummaryQuality | null;
  /** Why the AI draft was not used and the offline summary stands in its place; null when nothing fell back. */
  fallbackReason: FallbackReason | null;
}

type Draft = { result: SummaryResult; quality: SummaryQuality };
const measured = (result: SummaryResult, input: SummaryInput) => ({
  quality: assessSummary(result.summary, input),
  detailedQuality: result.detailedSummary ? assessSummary(result.detailedSummary, input) : null,
});
type Outcome = { draft: Draft } | { rejected: FallbackReason; detail: string | null };

/**
 * Writes one paper's summaries (plain and detailed) through the quality gate, so that no AI summary a reader sees, at
 * either level, gives a number the paper does not state. Every summary is graded and its numbers checked.
 *
 * - An AI draft that cannot be had or used (the provider failing after its retries, a refusal, an answer cut off or
 *   not matching the schema, an empty summary, one not in English or repeating its instructions) is replaced at once
 *   by the offline summary, flagged with why.
 * - An AI draft that reads above grade 9 or gives a number the paper does not state is requested once more, with what
 *   failed stated. Of the drafts whose numbers are all traceable, the better is kept and flagged with what happened
 *   (grade alone refuses nothing); when neither is, the offline summary is stored, flagged.
 *
 * The offline summariser is deterministic, so its summaries are measured but never requested twice. Errors other
 * than the provider's (a bug, the database) pass through.
 */
export async function summariseWithQualityGate(
  summariser: Summariser,
  input: SummaryInput,
  offline: Summariser = new LocalSummariser(),
): Promise<GatedSummary> {
  if (summariser.provider === LOCAL_PROVIDER) {
    const local = await summariser.summarise(input);
    return { ...local, qualityFlag: null, ...measured(local, input), fallbackReason: null };
  }
  const fallBack = async (reason: FallbackReason, detail: string | null): Promise<GatedSummary> => {
    const local = await offline.summarise(input);
    const why = detail ? `${FALLBACK_REASONS[reason]} (${detail})` : FALLBACK_REASONS[reason];
    return {
      ...local,
      qualityFlag: `The AI summary was not used: ${why}, so the offline summary is shown.`,
      ...measured(local, input),
      fallbackReason: reason,
    };
  };

  const first = await attempt(() => summariser.summarise(input), input);
  if ('rejected' in first) return fallBack(first.rejected, first.detail);
  if (passesQualityGate(first.draft.quality))
    return { ...first.draft.result, qualityFlag: null, ...measured(first.draft.result, input), fallbackReason: null };

  const failures = describeFailures(first.draft.quality);
  const opening = `The first draft ${joinClauses(failures)}, so a second was requested`;
  const { simplifiedTitle, summary, detailedSummary } = first.draft.result;
  const previous = { simplifiedTitle, summary, detailedSummary };
  const second = await attempt(() => summariser.summarise(input, { previous, failures }), input);
  const drafts = [first.draft, 'draft' in second ? second.draft : null].filter(
    (draft): draft is Draft => draft !== null && draft.quality.numbersTraceable,
  );
  if (drafts.length === 0) {
    const detail = first.draft.quality.untraceableNumbers.join(', ');
    return fallBack(
      'untraceable_numbers',
      'rejected' in second ? `${detail}; the second request: ${FALLBACK_REASONS[second.rejected]}` : detail,
    );
  }
  const kept = drafts.length === 2 && isBetterSummary(drafts[1].quality, drafts[0].quality) ? drafts[1] : drafts[0];
  const keptSecond = kept !== first.draft;
  const secondNote = 'rejected' in second ? `; that draft was not used (${FALLBACK_REASONS[second.rejected]})` : '';
  const remaining = describeFailures(kept.quality);
  const verdict = remaining.length === 0 ? '' : `, though it still ${joinClauses(remaining)}`;
  return {
    ...kept.result,
    qualityFlag: `${opening}${secondNote}; the ${keptSecond ? 'second' : 'first'} draft was kept${verdict}.`,
    ...measured(kept.result, input),
    fallbackReason: null,
  };
}

async function attempt(write: () => Promise<SummaryResult>, input: SummaryInput): Promise<Outcome> {
  let result: SummaryResult;
  try {
    result = await write();
  } catch (error) {
    if (error instanceof AiGatewayError) return { rejected: 'provider_failed', detail: error.message };
    if (error instanceof SummaryDraftRejected) return { rejected: error.reason, detail: null };
    throw error;
  }
  const unusable = unusableDraft(result, input);
  if (unusable) return { rejected: unusable, detail: null };
  return { draft: { result, quality: assessBothLevels(result, input) } };
}

function joinClauses(clauses: readonly string[]): string {
  return clauses.length <= 1 ? (clauses[0] ?? '') : `${clauses.slice(0, -1).join(', ')} and ${clauses[clauses.length - 1]}`;
}
