import { SummaryProviderError } from './summary-provider.errors.js';
import { assessSummary, describeFailures, isBetterSummary, passesQualityGate, type SummaryQuality } from './summary-quality.rules.js';
import { LOCAL_PROVIDER, type Summariser, type SummaryInput, type SummaryResult } from './summariser.types.js';

/** A summary with its measured quality, as the quality gate hands it over. */
export interface GatedSummary extends SummaryResult {
  quality: SummaryQuality;
}

/**
 * Writes one paper's summary through the quality gate. Every summary is graded and its numbers checked. An AI summary
 * that reads above grade 9 or gives a number the paper does not state is requested once more, with what failed stated;
 * the better of the two drafts is kept (see `isBetterSummary`) and flagged with what happened. When that second request
 * fails, the first draft is kept and the flag says so (other errors pass through). The offline summariser is deterministic, so its summaries are
 * measured but never requested twice. Errors of the first request pass through unchanged.
 */
export async function summariseWithQualityGate(summariser: Summariser, input: SummaryInput): Promise<GatedSummary> {
  const first = await summariser.summarise(input);
  const firstQuality = assessSummary(first.summary, input);
  if (first.provider === LOCAL_PROVIDER || passesQualityGate(firstQuality)) {
    return { ...first, qualityFlag: null, quality: firstQuality };
  }
  const failures = describeFailures(firstQuality);
  const opening = `The first draft ${joinClauses(failures)}, so a second was requested`;
  let second: SummaryResult;
  try {
    second = await summariser.summarise(input, { previous: { simplifiedTitle: first.simplifiedTitle, summary: first.summary }, failures });
  } catch (error) {
    if (!(error instanceof SummaryProviderError)) throw error;
    return {
      ...first,
      qualityFlag: `${opening}; that request failed (${error.message}), so the first draft was kept.`,
      quality: firstQuality,
    };
  }
  const secondQuality = assessSummary(second.summary, input);
  const keepSecond = isBetterSummary(secondQuality, firstQuality);
  const kept = keepSecond ? { ...second, quality: secondQuality } : { ...first, quality: firstQuality };
  const remaining = describeFailures(kept.quality);
  const verdict = remaining.length === 0 ? '' : `, though it still ${joinClauses(remaining)}`;
  return { ...kept, qualityFlag: `${opening}; the ${keepSecond ? 'second' : 'first'} draft was kept${verdict}.` };
}

function joinClauses(clauses: readonly string[]): string {
  return clauses.length <= 1 ? (clauses[0] ?? '') : `${clauses.slice(0, -1).join(', ')} and ${clauses[clauses.length - 1]}`;
}
