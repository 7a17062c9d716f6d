import { describe, expect, it } from 'vitest';
import { RecentStretches, rowsFrom } from './recent-stretch.rules.js';

describe('recent stretches', () => {
  it('remembers a stretch that fell short until a read finds it full', () => {
    const stretches = new RecentStretches();
    expect(stretches.fellShort('a')).toBe(false);
    stretches.record('a', 20, 20);
    expect(stretches.fellShort('a')).toBe(true);
    stretches.record('a', 21, 20);
    expect(stretches.fellShort('a')).toBe(false);
    stretches.record('a', 0, 20);
    expect(stretches.fellShort('a')).toBe(true);
  });

  it('forgets the oldest search first once full', () => {
    const stretches = new RecentStretches(2);
    stretches.record('a', 0, 20);
    stretches.record('b', 0, 20);
    stretches.record('c', 0, 20);
    expect(['a', 'b', 'c'].map((key) => stretches.fellShort(key))).toEqual([false, true, true]);
  });

  it('counts the rows at or after the stretch start, whether the key is a Date or text', () => {
    const from = new Date('2026-10-30T00:00:00Z');
    const rows = [
      { order_key_0: new Date('2026-11-20T00:00:00Z') },
      { order_key_0: '2026-10-30T00:00:00.000Z' },
      { order_key_0: '2026-10-29T23:59:59.999Z' },
      { id: null },
    ];
    expect(rowsFrom(rows, from)).toBe(2);
  });
});
