import type { DigestEmailContent } from '#graph/modules/digest/digest-message.render.js';
import { DIGEST_TIME_ZONE } from '#graph/modules/digest/digest.rules.js';

/** What an article without a summary yet shows instead. */
export const summaryFallback = 'Its plain-language summary is still being written: open the paper on Paperlight to read it.';

/** "1 paper", "12 papers". */
export function articlesText(count: number): string {
  return `${count} ${count === 1 ? 'paper' : 'papers'}`;
}

// Built once: `toLocaleDateString` with options builds a formatter on every call, which took a tenth of the worker's
// time when thousands of digests go out at one slot.
const PUBLISHED_FORMAT = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
const EASTERN_DAY_FORMAT = new Intl.DateTimeFormat('en-US', { timeZone: DIGEST_TIME_ZONE, month: 'short', day: 'numeric' });

/** A publication date as the article cards show it: "Nov 24, 2026" (sources give days, read in UTC). */
export function publishedText(date: Date): string {
  return PUBLISHED_FORMAT.format(date);
}

function easternDay(date: Date): string {
  return EASTERN_DAY_FORMAT.format(date);
}

/**
 * When the papers arrived: "new to Paperlight between Nov 22 and Nov 29" (Eastern days). A paper is new when it
 * arrived in the period, whatever its publication date, which each paper shows.
 */
export function periodText(content: Pick<DigestEmailContent, 'periodStart' | 'periodEnd'>): string {
  const start = easternDay(content.periodStart);
  const end = easternDay(content.periodEnd);
  return start === end ? `new to Paperlight on ${end}` : `new to Paperlight between ${start} and ${end}`;
}

/** The subject line: which digest, for when, and how much is new. */
export function digestSubject(content: Pick<DigestEmailContent, 'frequency' | 'periodStart' | 'periodEnd' | 'totalCount'>): string {
  const when =
    content.frequency === 'daily' ? easternDay(content.periodEnd) : `${easternDay(content.periodStart)} – ${easternDay(content.periodEnd)}`;
  return `Your Paperlight ${content.frequency} digest, ${when}: ${content.totalCount} new ${content.totalCount === 1 ? 'paper' : 'papers'}`;
}
