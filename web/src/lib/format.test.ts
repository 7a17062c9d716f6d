import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it("says 'Just now' when the time is missing", () => {
    expect(formatRelativeTime(null, NOW)).toBe('Just now');
    expect(formatRelativeTime(undefined, NOW)).toBe('Just now');
    expect(formatRelativeTime('', NOW)).toBe('Just now');
    expect(formatRelativeTime('not a date', NOW)).toBe('Just now');
  });

  it('uses seconds below 60 s, minutes below 60 min, hours below 24 h', () => {
    expect(formatRelativeTime(ago(1 * SECOND), NOW)).toBe('1 second ago');
    expect(formatRelativeTime(ago(59 * SECOND), NOW)).toBe('59 seconds ago');
    expect(formatRelativeTime(ago(60 * SECOND), NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(59 * MINUTE), NOW)).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(60 * MINUTE), NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * HOUR), NOW)).toBe('23 hours ago');
  });

  it('uses days below 7, weeks below 4, months below 12, then years', () => {
    expect(formatRelativeTime(ago(24 * HOUR), NOW)).toBe('1 day ago');
    expect(formatRelativeTime(ago(6 * DAY), NOW)).toBe('6 days ago');
    expect(formatRelativeTime(ago(7 * DAY), NOW)).toBe('1 week ago');
    expect(formatRelativeTime(ago(27 * DAY), NOW)).toBe('3 weeks ago');
    expect(formatRelativeTime(ago(28 * DAY), NOW)).toBe('1 month ago');
    expect(formatRelativeTime(ago(100 * DAY), NOW)).toBe('3 months ago');
    expect(formatRelativeTime(ago(359 * DAY), NOW)).toBe('11 months ago');
    expect(formatRelativeTime(ago(360 * DAY), NOW)).toBe('1 year ago');
    expect(formatRelativeTime(ago(3 * 365 * DAY), NOW)).toBe('3 years ago');
  });

  it("treats a time in the future (clock skew) as 'Just now'", () => {
    expect(formatRelativeTime(new Date(NOW.getTime() + 5000), NOW)).toBe('Just now');
  });
});
