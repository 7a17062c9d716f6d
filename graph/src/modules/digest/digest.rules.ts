import { SOURCE_NAMES, type SourceName } from '../article/article-sources.types.js';
import type { DigestFrequency } from './email-preferences.entity.js';

/** Digest times are wall-clock times here, all year: 09:00 stays 09:00 across daylight saving changes. */
export const DIGEST_TIME_ZONE = 'America/New_York';

/** The delivery times a reader may choose, in Eastern time; each is one schedule slot. */
export const DELIVERY_TIMES = ['08:00', '09:00', '10:00', '12:00', '18:00'] as const;
export type DeliveryTime = (typeof DELIVERY_TIMES)[number];

export const DIGEST_FREQUENCIES: readonly DigestFrequency[] = ['weekly', 'daily'];

/** Every source on: the default, and the map a reader's saved choices are merged over. */
export const ALL_SOURCES_ON: Readonly<Record<SourceName, boolean>> = Object.freeze(
  Object.fromEntries(SOURCE_NAMES.map((source) => [source, true])) as Record<SourceName, boolean>,
);

/** Articles listed in one digest (and its preview); the rest are counted and linked. */
export const DIGEST_ARTICLE_LIMIT = 10;

/** Weekly digests go out on this day (ISO weekday: Monday 1 … Sunday 7). */
export const WEEKLY_DELIVERY_WEEKDAY = 7;

/** The refusal readers without Premium see. */
export const DIGEST_PREMIUM_REFUSAL = 'Email digests are available with Paperlight Premium. Upgrade to access this feature';

export function isDeliveryTime(value: string): value is DeliveryTime {
  return (DELIVERY_TIMES as readonly string[]).includes(value);
}
