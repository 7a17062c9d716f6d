const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The thresholds of docs/product/screens.md#display-helpers: 60 s, 60 min, 24 h, 7 days, 4 weeks, 12 months. */
export const RELATIVE_TIME_THRESHOLDS = { seconds: 60, minutes: 60, hours: 24, days: 7, weeks: 4, months: 12 } as const;
export const COUNT_THOUSAND = 1_000;
export const COUNT_MILLION = 1_000_000;
export const ELLIPSIS = '…';

function ago(value: number, unit: string): string {
  return `${value} ${unit}${value === 1 ? '' : 's'} ago`;
}

/** 'N seconds/minutes/hours/days/weeks/months/years ago', or 'Just now' when the time is missing or not yet past. */
export function formatRelativeTime(value: string | Date | null | undefined, now: Date = new Date()): string {
  if (value === null || value === undefined || value === '') return 'Just now';
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(time)) return 'Just now';
  const elapsed = now.getTime() - time;
  if (elapsed < SECOND) return 'Just now';
  const seconds = Math.floor(elapsed / SECOND);
  if (seconds < RELATIVE_TIME_THRESHOLDS.seconds) return ago(seconds, 'second');
  const minutes = Math.floor(elapsed / MINUTE);
  if (minutes < RELATIVE_TIME_THRESHOLDS.minutes) return ago(minutes, 'minute');
  const hours = Math.floor(elapsed / HOUR);
  if (hours < RELATIVE_TIME_THRESHOLDS.hours) return ago(hours, 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < RELATIVE_TIME_THRESHOLDS.days) return ago(days, 'day');
  const weeks = Math.floor(days / 7);
  if (weeks < RELATIVE_TIME_THRESHOLDS.weeks) return ago(weeks, 'week');
  const months = Math.max(1, Math.floor(days / 30));
  if (months < RELATIVE_TIME_THRESHOLDS.months) return ago(months, 'month');
  return ago(Math.max(1, Math.floor(days / 365)), 'year');
}

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
