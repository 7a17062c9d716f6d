/**
 * The display helpers the web app renders with and the server paints its first cards and article header with
 * (graph/src/server/first-paint.ts), written once so the painted text is the text the app then renders. Pure and
 * dependency-free: this folder imports nothing (docs/ARCHITECTURE.md#dependency-directions).
 */

export const COUNT_THOUSAND = 1_000;
export const COUNT_MILLION = 1_000_000;
export const ELLIPSIS = '…';

/** Counts as readers scan them: 999, 1.2k (one decimal from 1,000), 3.4M (from 1,000,000). */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return '0';
  const sign = count < 0 ? '-' : '';
  const value = Math.abs(count);
  if (value < COUNT_THOUSAND) return `${sign}${Math.floor(value)}`;
  const thousands = (value / COUNT_THOUSAND).toFixed(1);
  if (value < COUNT_MILLION && Number(thousands) < COUNT_THOUSAND) return `${sign}${thousands}k`;
  return `${sign}${(value / COUNT_MILLION).toFixed(1)}M`;
}

/** Cuts text to at most `max` characters, ending with an ellipsis when anything was cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 1) return ELLIPSIS.slice(0, max);
  return `${text.slice(0, max - 1).trimEnd()}${ELLIPSIS}`;
}

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A short US date such as 'Sep 15, 2026' (publication dates are calendar dates, so they are read at UTC). */
export function formatShortDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : SHORT_DATE.format(time);
}

/** A long US date such as 'September 15, 2026'. */
export function formatLongDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : LONG_DATE.format(time);
}
