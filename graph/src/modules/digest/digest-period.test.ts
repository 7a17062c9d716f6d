import { describe, expect, it } from 'vitest';
import {
  digestWindow,
  isDueAt,
  isoWeekKey,
  latestSlotFor,
  nextSlotFor,
  periodKeyOf,
  slotAt,
  zonedInstant,
  zonedParts,
} from './digest-period.rules.js';

const HOUR = 3_600_000;

describe('Eastern wall-clock time', () => {
  it('reads 08:00 in New York as 12:00 UTC in summer and 13:00 UTC in winter, on both sides of each change', () => {
    expect(zonedInstant({ year: 2026, month: 10, day: 31 }, 8, 0).toISOString()).toBe('2026-10-31T12:00:00.000Z');
    expect(zonedInstant({ year: 2026, month: 11, day: 1 }, 8, 0).toISOString()).toBe('2026-11-01T13:00:00.000Z');
    expect(zonedInstant({ year: 2027, month: 3, day: 13 }, 8, 0).toISOString()).toBe('2027-03-13T13:00:00.000Z');
    expect(zonedInstant({ year: 2027, month: 3, day: 14 }, 8, 0).toISOString()).toBe('2027-03-14T12:00:00.000Z');
    expect(zonedInstant({ year: 2026, month: 11, day: 25 }, 18, 0).toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(zonedParts(new Date('2026-11-01T05:30:00Z'))).toMatchObject({ day: 1, hour: 1, minute: 30, weekday: 7 });
    expect(zonedParts(new Date('2026-11-01T06:30:00Z'))).toMatchObject({ day: 1, hour: 1, minute: 30, weekday: 7 });
  });
});

describe('delivery slots', () => {
  it('finds the slot an instant falls on, any second of its minute, and none between slots', () => {
    expect(slotAt(new Date('2026-11-29T14:00:42Z'))).toEqual({
      time: '09:00',
      instant: new Date('2026-11-29T14:00:00Z'),
      localDate: '2026-11-29',
      weekday: 7,
    });
    expect(slotAt(new Date('2026-11-25T13:00:00Z'))).toMatchObject({ time: '08:00', localDate: '2026-11-25', weekday: 3 });
    expect(slotAt(new Date('2026-11-25T14:01:00Z'))).toBeNull();
    expect(slotAt(new Date('2026-11-25T08:00:00Z'))).toBeNull();
    expect(slotAt(new Date('2026-11-25T23:00:00Z'))).toMatchObject({ time: '18:00' });
  });

  it('makes daily readers due every day and weekly readers on Sundays only', () => {
    expect(isDueAt('daily', { weekday: 3 })).toBe(true);
    expect(isDueAt('weekly', { weekday: 3 })).toBe(false);
    expect(isDueAt('weekly', { weekday: 7 })).toBe(true);
  });
});

describe('period keys', () => {
  it('are the Eastern date for daily digests and the ISO week of the Sunday for weekly ones', () => {
    const sunday = slotAt(new Date('2026-11-29T14:00:00Z'))!;
    expect(periodKeyOf('daily', sunday)).toBe('2026-11-29');
    expect(periodKeyOf('weekly', sunday)).toBe('2026-W48');
    // 18:00 on Saturday in New York is already Sunday in UTC: the key follows New York.
    expect(periodKeyOf('daily', slotAt(new Date('2026-11-28T23:00:00Z'))!)).toBe('2026-11-28');
  });

  it('follow ISO 8601 weeks at year ends', () => {
    expect(isoWeekKey({ year: 2027, month: 1, day: 3 })).toBe('2026-W53');
    expect(isoWeekKey({ year: 2027, month: 1, day: 10 })).toBe('2027-W01');
    expect(isoWeekKey({ year: 2025, month: 12, day: 28 })).toBe('2025-W52');
    expect(isoWeekKey({ year: 2026, month: 1, day: 4 })).toBe('2026-W01');
  });
});

describe('digest windows', () => {
  it('run from the same Eastern wall-clock time a day or a week earlier, so they are 25 or 23 hours across a change', () => {
    const fallBack = digestWindow('daily', new Date('2026-11-01T13:00:00Z'));
    expect(fallBack.start.toISOString()).toBe('2026-10-31T12:00:00.000Z');
    expect(fallBack.end.getTime() - fallBack.start.getTime()).toBe(25 * HOUR);
    const springForward = digestWindow('daily', new Date('2027-03-14T12:00:00Z'));
    expect(springForward.end.getTime() - springForward.start.getTime()).toBe(23 * HOUR);
    const week = digestWindow('weekly', new Date('2026-11-01T14:00:00Z'));
    expect(week.start.toISOString()).toBe('2026-10-25T13:00:00.000Z');
    expect(week.end.getTime() - week.start.getTime()).toBe(169 * HOUR);
    expect(digestWindow('daily', new Date('2026-11-25T13:00:00.250Z')).start.toISOString()).toBe('2026-11-24T13:00:00.250Z');
  });
});

describe("a reader's latest slot", () => {
  it('is today at their time once it has passed, else the day before; for weekly readers the latest Sunday', () => {
    const wednesdayMorning = new Date('2026-11-25T12:30:00Z');
    expect(latestSlotFor('daily', '08:00', wednesdayMorning).instant.toISOString()).toBe('2026-11-24T13:00:00.000Z');
    expect(latestSlotFor('daily', '08:00', new Date('2026-11-25T13:00:00Z')).instant.toISOString()).toBe('2026-11-25T13:00:00.000Z');
    expect(latestSlotFor('weekly', '09:00', wednesdayMorning)).toMatchObject({ localDate: '2026-11-22', weekday: 7 });
    expect(latestSlotFor('weekly', '09:00', new Date('2026-11-29T13:59:00Z')).localDate).toBe('2026-11-22');
    expect(latestSlotFor('weekly', '09:00', new Date('2026-11-29T14:00:00Z')).localDate).toBe('2026-11-29');
  });
});

describe("a reader's next slot, which closes the period in progress", () => {
  it('is today at their time until it has passed, else the next day; for weekly readers the coming Sunday, whose week is the key', () => {
    const wednesdayMorning = new Date('2026-11-25T12:30:00Z');
    expect(nextSlotFor('daily', '08:00', wednesdayMorning).instant.toISOString()).toBe('2026-11-25T13:00:00.000Z');
    expect(nextSlotFor('daily', '08:00', new Date('2026-11-25T13:00:00Z')).instant.toISOString()).toBe('2026-11-25T13:00:00.000Z');
    expect(nextSlotFor('daily', '08:00', new Date('2026-11-25T13:00:01Z')).instant.toISOString()).toBe('2026-11-26T13:00:00.000Z');
    const sunday = nextSlotFor('weekly', '09:00', wednesdayMorning);
    expect(sunday).toMatchObject({ localDate: '2026-11-29', weekday: 7 });
    expect(periodKeyOf('weekly', sunday)).toBe('2026-W48');
    expect(nextSlotFor('weekly', '09:00', new Date('2026-11-29T14:00:00Z')).localDate).toBe('2026-11-29');
    expect(nextSlotFor('weekly', '09:00', new Date('2026-11-29T14:00:01Z')).localDate).toBe('2026-12-06');
    // Across the autumn change: the Sunday slot after it is 14:00 UTC, the one before 13:00 UTC.
    expect(nextSlotFor('weekly', '09:00', new Date('2026-10-28T12:00:00Z')).instant.toISOString()).toBe('2026-11-01T14:00:00.000Z');
  });
});
