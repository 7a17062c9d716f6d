import { describe, expect, it } from 'vitest';
import { formatCount, formatLongDate, formatShortDate, truncate } from './format.js';

describe('formatCount', () => {
  it('abbreviates with k from 1,000 and M from 1,000,000, one decimal', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1.0k');
    expect(formatCount(1250)).toBe('1.3k');
    expect(formatCount(15_400)).toBe('15.4k');
    expect(formatCount(999_949)).toBe('999.9k');
    expect(formatCount(999_999)).toBe('1.0M');
    expect(formatCount(1_000_000)).toBe('1.0M');
    expect(formatCount(2_345_678)).toBe('2.3M');
  });

  it('rounds 999,950 up to 1.0M, keeps the sign and writes 0 for what is not a number', () => {
    expect(formatCount(999_950)).toBe('1.0M');
    expect(formatCount(-1500)).toBe('-1.5k');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text to the limit with an ellipsis', () => {
    expect(truncate('short', 100)).toBe('short');
    const long = 'a'.repeat(150);
    const cut = truncate(long, 100);
    expect(cut).toHaveLength(100);
    expect(cut.endsWith('…')).toBe(true);
    expect(truncate('x'.repeat(100), 100)).toBe('x'.repeat(100));
  });

  it('drops the spaces before the ellipsis and fits the tiniest limits', () => {
    expect(truncate('Word      next', 7)).toBe('Word…');
    expect(truncate('ab', 1)).toBe('…');
    expect(truncate('abc', 0)).toBe('');
  });
});

describe('dates', () => {
  it('formats publication dates in short and long US format at UTC', () => {
    expect(formatShortDate('2026-09-15T00:00:00.000Z')).toBe('Sep 15, 2026');
    expect(formatLongDate('2026-09-15T00:00:00.000Z')).toBe('September 15, 2026');
    expect(formatShortDate('nope')).toBe('');
    expect(formatShortDate('2026-01-01T23:59:59.000Z')).toBe('Jan 1, 2026');
    expect(formatLongDate('2025-12-31T00:30:00.000Z')).toBe('December 31, 2025');
  });
});
