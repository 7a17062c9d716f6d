import type { EntityManager } from '@mikro-orm/postgresql';
import { Article } from '../src/modules/article/article.entity.js';
import { FALLBACK_REASONS, type FallbackReason } from '../src/modules/summary/summary.errors.js';
import { summariseWithQualityGate } from '../src/modules/summary/summary-gate.rules.js';
import { isEmptySummary } from '../src/modules/summary/summary-draft.rules.js';
import { saveSummary } from '../src/modules/summary/summary.service.js';
import {
  LOCAL_PROVIDER,
  type Summariser,
  type SummaryInput,
  type SummaryResult,
  type SummaryRevision,
} from '../src/modules/summary/summariser.types.js';
import { checkNumbers } from '../src/text/number-check.js';
import { toPlainText } from '../src/text/plain-text.js';
import { readingGrade } from '../src/text/readability.js';
import { countWords } from '../src/text/sentences.js';
import { quantile } from './stats.js';

/** What one summariser's summaries came to once stored, as a reader would be shown them. */
export interface SummaryTally {
  provider: string;
  model: string;
  papers: number;
  seconds: number;
  /** Papers whose stored summary is the summariser's own (for an AI model: it passed the checks). */
  accepted: number;
  /** Papers whose AI summary was refused and the offline summary stored instead, by reason. */
  fallbacks: Partial<Record<FallbackReason, number>>;
  /** Papers for which a second draft was requested because the first failed the grade or the number check. */
  secondRequests: number;
  /** Stored summaries flagged for readers' and operators' attention (a kept second draft, a fallback). */
  flagged: number;
  /** Median Flesch-Kincaid grade of the accepted plain summaries, and of every stored plain summary. */
  acceptedGradeMedian: number;
  storedGradeMedian: number;
  /** Accepted plain summaries at grade 9 or below. */
  acceptedWithinGrade: number;
  /** Stored summaries with every number traceable to the paper, plain and detailed, and how many have a detailed level. */
  plainTraceable: number;
  detailed: number;
  detailedTraceable: number;
  /** Simplified titles the summariser wrote that were stored. */
  acceptedTitles: number;
  /**
   * Stored summaries labelled as the AI's that fail a check when read back from the database (a number the paper does
   * not state at either level or in the title, or an empty level): each is one unchecked claim a reader could see.
   */
  unchecked: { articleId: number; reasons: string[] }[];
  /** The first few accepted summaries as stored, for reading: the checks vouch for numbers and form, not for meaning. */
  samples: { articleId: number; simplifiedTitle: string | null; summary: string | null }[];
}

/** How many accepted summaries a tally keeps for reading. */
const SAMPLES = 3;

/** A stored summary as read back, with the paper it was written for. */
export interface StoredSummaryRow {
  title: string;
  abstract: string;
  provider: string | null;
  simplifiedTitle: string | null;
  summary: string | null;
  detailedSummary: string | null;
}

/**
 * What is wrong with a stored summary labelled as an AI model's, checked again from the stored text alone: numbers the
 * title and abstract do not state (in the simplified title, the plain or the detailed summary) and an empty level (a
 * summary of fewer than eight words besides the preprint note).
 * Offline summaries are the extractive summariser's own sentences and are not counted. Empty when nothing is. Pure.
 */
export function uncheckedClaims(row: StoredSummaryRow): string[] {
  if (row.provider === null || row.provider === LOCAL_PROVIDER) return [];
  const source = `${toPlainText(row.title)}\n\n${toPlainText(row.abstract)}`;
  const reasons: string[] = [];
  const levels = [
    ['simplified title', row.simplifiedTitle],
    ['plain summary', row.summary],
    ['detailed summary', row.detailedSummary],
  ] as const;
  for (const [name, text] of levels) {
    if (text === null || (name === 'simplified title' ? countWords(text) === 0 : isEmptySummary(text))) {
      reasons.push(`${name} is empty`);
      continue;
    }
    const { untraceable } = checkNumbers(text, source);
    if (untraceable.length) reasons.push(`${name} gives ${untraceable.join(', ')}, not in the paper`);
  }
  return reasons;
}

/** Passes every request to the summariser, counting the second drafts the quality gate asks for. */
class RevisionCounter implements Summariser {
  revisions = 0;

  constructor(private readonly inner: Summariser) {}

  get provider(): string {
    return this.inner.provider;
  }

  get model(): string {
    return this.inner.model;
  }

  summarise(input: SummaryInput, revision?: SummaryRevision): Promise<SummaryResult> {
    if (revision) this.revisions += 1;
    return this.inner.summarise(input, revision);
  }
}

const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/**
 * Writes each article's summaries (titles, plain and detailed levels) with the summariser through the product's own
 * path: the quality gate, then `saveSummary`, which stores them and files refused papers to be asked again. Then reads
 * every stored summary back and checks it again, independently of the gate.
 */
export async function measureSummaries(em: EntityManager, summariser: Summariser, articleIds: readonly number[]): Promise<SummaryTally> {
  const tally: SummaryTally = {
    provider: summariser.provider,
    model: summariser.model,
    papers: articleIds.length,
    seconds: 0,
    accepted: 0,
    fallbacks: {},
    secondRequests: 0,
    flagged: 0,
    acceptedGradeMedian: Number.NaN,
    storedGradeMedian: Number.NaN,
    acceptedWithinGrade: 0,
    plainTraceable: 0,
    detailed: 0,
    detailedTraceable: 0,
    acceptedTitles: 0,
    unchecked: [],
    samples: [],
  };
  const counter = new RevisionCounter(summariser);
  const started = performance.now();
  for (const id of articleIds) {
    const article = await em.findOneOrFail(Article, { id });
    const gated = await summariseWithQualityGate(counter, {
      title: article.title,
      abstract: article.abstract,
      abstractSections: article.abstractSections,
      isPreprint: article.isPreprint,
      journal: article.journal,
    });
    const saved = await saveSummary({ em }, id, gated);
    if (saved.fallbackReason) tally.fallbacks[saved.fallbackReason] = (tally.fallbacks[saved.fallbackReason] ?? 0) + 1;
  }
  tally.seconds = (performance.now() - started) / 1000;
  tally.secondRequests = counter.revisions;

  em.clear();
  const stored = await em.find(Article, { id: { $in: [...articleIds] } });
  const acceptedGrades: number[] = [];
  const storedGrades: number[] = [];
  for (const article of stored) {
    const ours = article.summaryProvider === summariser.provider;
    if (ours) {
      tally.accepted += 1;
      tally.acceptedTitles += article.simplifiedTitle ? 1 : 0;
      if (tally.samples.length < SAMPLES)
        tally.samples.push({ articleId: article.id, simplifiedTitle: article.simplifiedTitle, summary: article.aiSummary });
    }
    if (article.summaryQualityFlag) tally.flagged += 1;
    if (article.aiSummary) {
      const grade = article.summaryReadingGrade ?? readingGrade(article.aiSummary);
      storedGrades.push(grade);
      if (ours) acceptedGrades.push(grade);
      if (ours && grade <= 9) tally.acceptedWithinGrade += 1;
    }
    if (article.summaryNumbersTraceable) tally.plainTraceable += 1;
    if (article.detailedSummary !== null) tally.detailed += 1;
    if (article.detailedSummaryNumbersTraceable) tally.detailedTraceable += 1;
    const reasons = uncheckedClaims({
      title: article.title,
      abstract: article.abstract,
      provider: article.summaryProvider,
      simplifiedTitle: article.simplifiedTitle,
      summary: article.aiSummary,
      detailedSummary: article.detailedSummary,
    });
    if (reasons.length) tally.unchecked.push({ articleId: article.id, reasons });
  }
  tally.acceptedGradeMedian = median(acceptedGrades);
  tally.storedGradeMedian = median(storedGrades);
  return tally;
}

/** The fallbacks as "reason: count" phrases, most frequent first; "none" when nothing fell back. */
export function describeFallbacks(fallbacks: SummaryTally['fallbacks']): string {
  const entries = (Object.entries(fallbacks) as [FallbackReason, number][]).sort((a, b) => b[1] - a[1]);
  return entries.length ? entries.map(([reason, count]) => `${count} ${FALLBACK_REASONS[reason]}`).join('; ') : 'none';
}
