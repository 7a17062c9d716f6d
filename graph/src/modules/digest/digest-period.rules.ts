import { DELIVERY_TIMES, DIGEST_TIME_ZONE, WEEKLY_DELIVERY_WEEKDAY, type DeliveryTime } from './digest.rules.js';
import type { DigestFrequency } from './email-preferences.entity.js';

/** A wall-clock reading in the digest time zone; `weekday` is ISO (Monday 1 … Sunday 7). */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

/** One delivery slot as it happens: the slot's time, the instant, and the local date and weekday. */
export interface DigestSlot {
  time: DeliveryTime;
  instant: Date;
  /** `YYYY-MM-DD` in Eastern time. */
  localDate: string;
  weekday: number;
}

const DAY_MS = 86_400_000;
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of an instant in a time zone (Eastern by default). */
export function zonedParts(instant: Date, timeZone = DIGEST_TIME_ZONE): ZonedParts {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS[parts.weekday],
  };
}

function offsetMs(instant: number, timeZone: string): number {
  const parts = zonedParts(new Date(instant), timeZone);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  const wholeSeconds = instant - (((instant % 1000) + 1000) % 1000);
  return asUtc - wholeSeconds;
}

/**
 * The instant a wall-clock time happens in a time zone, with daylight saving from the zone's rules for that date. A
 * time a spring-forward change skips (02:00–03:00) resolves to an instant an hour away; no delivery slot falls there.
 */
export function zonedInstant(
  date: { year: number; month: number; day: number },
  hour: number,
  minute: number,
  second = 0,
  ms = 0,
  timeZone = DIGEST_TIME_ZONE,
): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute, second, ms);
  // The offset at the wall time read as UTC is right except within hours of a change; a second look settles it.
  const guess = wall - offsetMs(wall, timeZone);
  return new Date(wall - offsetMs(guess, timeZone));
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** `YYYY-MM-DD` of a calendar date. */
export function dateKey(date: { year: number; month: number; day: number }): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** The ISO 8601 week of a calendar date, as `YYYY-Www` (weeks run Monday to Sunday; week 1 holds the year's first Thursday). */
export function isoWeekKey(date: { year: number; month: number; day: number }): string {
  const day = Date.UTC(date.year, date.month - 1, date.day);
  const weekday = ((new Date(day).getUTCDay() + 6) % 7) + 1;
  const thursday = new Date(day + (4 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7);
  return `${year}-W${pad(week)}`;
}

function shiftDays(date: { year: number; month: number; day: number }, days: number) {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The delivery slot an instant falls on (any second of the slot's minute, Eastern time), or null when it is none. */
export function slotAt(instant: Date): DigestSlot | null {
  const parts = zonedParts(instant);
  const time = `${pad(parts.hour)}:${pad(parts.minute)}`;
  if (!(DELIVERY_TIMES as readonly string[]).includes(time)) return null;
  return {
    time: time as DeliveryTime,
    instant: zonedInstant(parts, parts.hour, parts.minute),
    localDate: dateKey(parts),
    weekday: parts.weekday,
  };
}

/** Whether a reader with this frequency is due at a slot: daily readers every day, weekly readers on Sundays. */
export function isDueAt(frequency: DigestFrequency, slot: Pick<DigestSlot, 'weekday'>): boolean {
  return frequency === 'daily' || slot.weekday === WEEKLY_DELIVERY_WEEKDAY;
}

/**
 * The key of the period a slot delivers: the Eastern date for daily digests (`2026-11-25`), the ISO week of the
 * Sunday for weekly ones (`2026-W48`). One digest per reader and key, ever.
 */
export function periodKeyOf(frequency: DigestFrequency, slot: Pick<DigestSlot, 'localDate'>): string {
  const [year, month, day] = slot.localDate.split('-').map(Number);
  return frequency === 'daily' ? slot.localDate : isoWeekKey({ year, month, day });
}

/**
 * The time a digest ending at `end` covers: from the same wall-clock time one day (daily) or seven days (weekly)
 * earlier in Eastern time, so consecutive digests meet exactly even across a daylight saving change (23 or 25 hours).
 */
export function digestWindow(frequency: DigestFrequency, end: Date): { start: Date; end: Date } {
  const parts = zonedParts(end);
  const startDate = shiftDays(parts, frequency === 'daily' ? -1 : -7);
  return { start: zonedInstant(startDate, parts.hour, parts.minute, parts.second, end.getUTCMilliseconds()), end };
}

/** The reader's most recent delivery slot at or before `now`: their delivery time today, or on an earlier day (a Sunday for weekly). */
export function latestSlotFor(frequency: DigestFrequency, time: DeliveryTime, now: Date): DigestSlot {
  const [hour, minute] = time.split(':').map(Number);
  let date = zonedParts(now) as { year: number; month: number; day: number };
  for (let step = 0; step < 8; step += 1, date = shiftDays(date, -1)) {
    const instant = zonedInstant(date, hour, minute);
    const slot = slotAt(instant);
    if (slot && instant.getTime() <= now.getTime() && isDueAt(frequency, slot)) return slot;
  }
  throw new Error(`No ${frequency} slot at ${time} in the week before ${now.toISOString()}.`);
}

/**
 * The reader's first delivery slot at or after `now`: the end of the period a digest sent now belongs to (its key is
 * that slot's period key), so a digest sent early and the scheduled one of the same period are one digest.
 */
export function nextSlotFor(frequency: DigestFrequency, time: DeliveryTime, now: Date): DigestSlot {
  const [hour, minute] = time.split(':').map(Number);
  let date = shiftDays(zonedParts(now), -1);
  for (let step = 0; step < 9; step += 1, date = shiftDays(date, 1)) {
    const instant = zonedInstant(date, hour, minute);
    const slot = slotAt(instant);
    if (slot && instant.getTime() >= now.getTime() && isDueAt(frequency, slot)) return slot;
  }
  throw new Error(`No ${frequency} slot at ${time} in the week after ${now.toISOString()}.`);
}
