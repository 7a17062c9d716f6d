import { NO_STATS, type CheckResult, type CheckStats } from './ai-check.types.js';
import { readAnswerDraft, type Coverage } from './ai-output.types.js';
import { numbersTraceable, revealsRules, toSafePlainText } from './ai-output-safety.rules.js';
import type { PaperText } from './ai-provider.types.js';
import { verifyQuotes } from './ai-quotes.rules.js';
import { NOT_IN_ABSTRACT } from './ai-messages.render.js';

/** An answer that passed the checks: its quotes are the abstract's own sentences. */
export interface CheckedAnswer {
  coverage: Coverage;
  answer: string;
  quotes: string[];
}

/**
 * Checks a provider's answer against its schema and the abstract. Rejected when it does not match the schema, gives
 * away the rules or canary, or claims an answer that no verbatim quote supports or that states numbers its quotes (and
 * the question) do not. Quotes that do not occur word for word in the abstract are dropped; links to other hosts and
 * images are removed from the answer. A notInAbstract answer always reads 'The abstract does not say.' with no quotes.
 */
export function checkAnswer(output: unknown, paper: PaperText, canary: string | null, question: string): CheckResult<CheckedAnswer> {
  const stats: CheckStats = { ...NO_STATS };
  const draft = readAnswerDraft(output);
  if (!draft) return { ok: false, reason: 'schema', stats };
  if ([draft.answer, ...draft.quotes].some((text) => revealsRules(text, canary))) return { ok: false, reason: 'leak', stats };
  if (draft.coverage === 'notInAbstract')
    return { ok: true, stats, value: { coverage: 'notInAbstract', answer: NOT_IN_ABSTRACT, quotes: [] } };

  const { text: answer, removed } = toSafePlainText(draft.answer, paper.allowedHosts);
  stats.linksRemoved = removed;
  const quotes = verifyQuotes(draft.quotes, paper);
  stats.quotesOffered = quotes.offered;
  stats.quotesVerbatim = quotes.verbatim;
  stats.itemsDropped = quotes.offered - quotes.verbatim;
  if (answer === '') return { ok: false, reason: 'schema', stats };
  if (quotes.sentences.length === 0) return { ok: false, reason: 'unsupported', stats };
  if (!numbersTraceable(answer, [...quotes.sentences, question])) return { ok: false, reason: 'unsupported', stats };
  return { ok: true, stats, value: { coverage: draft.coverage, answer, quotes: quotes.sentences } };
}
