// Counts, cut text and dates are written once for the app and the server's first paint (common/display/format.ts).
export {
  COUNT_MILLION,
  COUNT_THOUSAND,
  ELLIPSIS,
  formatCount,
  formatLongDate,
  formatShortDate,
  truncate,
} from '../../../common/display/format';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The thresholds of docs/product/screens.md#display-helpers: 60 s, 60 min, 24 h, 7 days, 4 weeks, 12 months. */
export const RELATIVE_TIME_THRESHOLDS = { seconds: 60, minutes: 60, hours: 24, days: 7, weeks: 4, months: 12 } as const;

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
