import { SourceParseError } from './errors.js';

/** A JSON object, narrowed from `unknown`. */
export type JsonObject = Record<string, unknown>;

/** True for a JSON object (not null, not an array). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses a JSON document whose top level must be an object; anything else is a SourceParseError. */
export function parseJsonObject(source: string, json: string): JsonObject {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new SourceParseError(source, `response is not valid JSON (${(error as Error).message})`, { cause: error });
  }
  if (!isObject(value)) throw new SourceParseError(source, 'response is not a JSON object');
  return value;
}

/** A string field, or '' when absent; numbers are turned into their decimal text. */
export function stringField(object: unknown, key: string): string {
  if (!isObject(object)) return '';
  const value = object[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The strings in an array field (or a single string field), skipping anything else. */
export function stringList(object: unknown, key: string): string[] {
  if (!isObject(object)) return [];
  const value = object[key];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The objects in an array field, skipping anything else. */
export function objectList(object: unknown, key: string): JsonObject[] {
  if (!isObject(object)) return [];
  const value = object[key];
  return Array.isArray(value) ? value.filter(isObject) : [];
}

/**
 * An integer field that sources send either as a number or as a numeric string (medRxiv does both).
 * Returns `fallback` when the field is absent or not a whole number.
 */
export function integerField(object: unknown, key: string, fallback = 0): number {
  const text = stringField(object, key).trim();
  return /^-?\d+$/.test(text) ? Number(text) : fallback;
}

/** The instant at midnight UTC, or with hour and minute, as an ISO string; null for an impossible date. */
export function utcIso(year: number, month = 1, day = 1, hour = 0, minute = 0): string | null {
  const valid =
    Number.isInteger(year) &&
    year >= 1000 &&
    year <= 9999 &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12 &&
    Number.isInteger(day) &&
    day >= 1 &&
    day <= 31 &&
    Number.isInteger(hour) &&
    hour >= 0 &&
    hour <= 23 &&
    Number.isInteger(minute) &&
    minute >= 0 &&
    minute <= 59;
  if (!valid) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return date.getUTCDate() === day ? date.toISOString() : null;
}

/** Normalises an ISO date or date-time (`2026-08-01`, `2019-12-10T00:00:00Z`) to an ISO instant; null if unreadable. */
export function isoInstant(value: string): string | null {
  const text = value.trim();
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (dateOnly) return utcIso(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]));
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Trimmed, non-empty values with case-insensitive duplicates removed, first spelling kept. */
export function uniqueTerms(values: Iterable<string>): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const value of values) {
    const term = value.trim();
    const key = term.toLowerCase();
    if (!term || seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
  }
  return terms;
}
