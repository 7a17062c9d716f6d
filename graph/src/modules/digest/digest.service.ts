import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInputError, NotFoundError } from '../../lib/errors.js';
import { Article } from '../article/article.entity.js';
import { SOURCE_NAMES, type SourceName } from '../article/article-sources.types.js';
import { assertPremiumAccess, getSubscriptionStatus } from '../membership/membership.service.js';
import { buildFilterClause } from '../article/article-feed.queries.js';
import { listSavedSearches } from '../saved-search/saved-search.service.js';
import { User } from '../user/user.entity.js';
import { DELIVERY_TIMES, DIGEST_ARTICLE_LIMIT, DIGEST_PREMIUM_REFUSAL, isDeliveryTime } from './digest.rules.js';
import { dateKey, digestWindow, isoWeekKey, nextSlotFor, periodKeyOf, slotAt, zonedParts, type DigestSlot } from './digest-period.rules.js';
import {
  isDigestSettled,
  selectDigestArticles,
  selectDueReaders,
  selectPreviousDigestEnd,
  type DigestArticleRow,
} from './digest.queries.js';
import type { DigestPreview } from './digest.types.js';
import type { DigestFrequency, EmailPreferences } from './email-preferences.entity.js';
import { readEmailPreferences, type EmailPreferencesContext } from './email-preferences.service.js';

/** One part of a digest: the papers of one saved search, or (savedSearchId null) those matching none of them. */
export interface DigestSelectionSection {
  savedSearchId: number | null;
  name: string | null;
  rows: DigestArticleRow[];
  totalCount: number;
}

/** What one digest holds: its sections in order, every listed article in that order, and its period. */
export interface DigestSelection {
  sections: DigestSelectionSection[];
  rows: DigestArticleRow[];
  totalCount: number;
  periodStart: Date;
  periodEnd: Date;
}

/** The period a digest belongs to: its key, the slot that closes it, and where it ends (now, for one sent early). */
export interface DigestPeriod {
  periodKey: string;
  slotInstant: Date;
  periodEnd: Date;
}

/** The sources a reader has switched on, in the usual order. */
export function chosenSources(preferences: Pick<EmailPreferences, 'sources'>): SourceName[] {
  return SOURCE_NAMES.filter((source) => preferences.sources[source] !== false);
}

/**
 * The period a digest sent at `now` belongs to: the one closed by the reader's first delivery slot at or after `now`,
 * ending at `now`. With `skipSettled`, a period whose digest is already settled (sent early by an operator) gives way
 * to the next one, which is what would go out next. Reads only.
 */
export async function currentDigestPeriod(
  em: EntityManager,
  reader: { userId: number; preferences: Pick<EmailPreferences, 'frequency' | 'deliveryTime'> },
  now: Date,
  options: { skipSettled: boolean },
): Promise<DigestPeriod> {
  const { frequency } = reader.preferences;
  const time = isDeliveryTime(reader.preferences.deliveryTime) ? reader.preferences.deliveryTime : '09:00';
  let slot = nextSlotFor(frequency, time, now);
  if (options.skipSettled && (await isDigestSettled(em, reader.userId, periodKeyOf(frequency, slot)))) {
    slot = nextSlotFor(frequency, time, new Date(slot.instant.getTime() + 60_000));
  }
  return { periodKey: periodKeyOf(frequency, slot), slotInstant: slot.instant, periodEnd: now };
}

/**
 * Where a period's digest starts: where the reader's previous digest ended, when that lies within one period before the
 * period's usual start (so papers after a digest sent early reach the next one), else the usual start, the same
 * Eastern wall-clock time a day or a week before the slot.
 */
async function periodStart(em: EntityManager, userId: number, frequency: DigestFrequency, period: DigestPeriod): Promise<Date> {
  const usual = digestWindow(frequency, period.slotInstant).start;
  const floor = digestWindow(frequency, usual).start;
  const previous = await selectPreviousDigestEnd(em, { userId, periodKey: period.periodKey, periodEnd: period.slotInstant });
  return previous && previous >= floor && previous < usual ? previous : usual;
}

/**
 * What a reader's digest for a period holds (docs/product/digest.md#what-a-digest-holds): the papers from the chosen
 * sources that arrived in Paperlight in the period and were never listed to this reader before, each once, under the
 * first of the reader's saved searches it matches (in the order they were saved), the rest after them; per section
 * the newest publications first, at most ten, with its total. The preview, `digest send` and the scheduled send all
 * call this. Reads only.
 */
export async function selectDigest(
  em: EntityManager,
  reader: { userId: number; preferences: Pick<EmailPreferences, 'sources' | 'frequency'> },
  period: DigestPeriod,
): Promise<DigestSelection> {
  const { frequency } = reader.preferences;
  const start = await periodStart(em, reader.userId, frequency, period);
  // Only Premium readers get a digest, so each search runs with its whole filter.
  const searches = await listSavedSearches({ em }, em.getReference(User, reader.userId));
  const { rows, totals } = await selectDigestArticles(em, {
    userId: reader.userId,
    sources: chosenSources(reader.preferences),
    start,
    end: period.periodEnd,
    limit: DIGEST_ARTICLE_LIMIT,
    sections: searches.map((search) => {
      const clause = buildFilterClause(search.filter, period.periodEnd);
      return { sql: clause.sql.replace(/^where /, ''), params: clause.params };
    }),
  });
  const parts: { savedSearchId: number | null; name: string | null; index: number | null }[] = [
    ...searches.map((search, index) => ({ savedSearchId: search.id, name: search.name, index })),
    { savedSearchId: null, name: null, index: null },
  ];
  const sections = parts
    .map(({ savedSearchId, name, index }) => ({
      savedSearchId,
      name,
      rows: rows.filter((row) => row.section === index).map(({ section: _section, ...row }) => row),
      totalCount: totals.get(index) ?? 0,
    }))
    .filter((section) => section.totalCount > 0);
  return {
    sections,
    rows: sections.flatMap((section) => section.rows),
    totalCount: sections.reduce((sum, section) => sum + section.totalCount, 0),
    periodStart: start,
    periodEnd: period.periodEnd,
  };
}

/**
 * The viewer's next digest as it would go out now, from their saved (or default) preferences: the current period
 * (see `currentDigestPeriod`) up to now, made by `selectDigest` as the sender makes it. Throws UNAUTHENTICATED for
 * anonymous callers and FORBIDDEN without Premium. Reads only.
 */
export async function previewDigest(ctx: EmailPreferencesContext): Promise<DigestPreview> {
  const viewer = await assertPremiumAccess(ctx, DIGEST_PREMIUM_REFUSAL);
  const preferences = await readEmailPreferences(ctx.em, viewer.id);
  const reader = { userId: viewer.id, preferences };
  const period = await currentDigestPeriod(ctx.em, reader, ctx.now(), { skipSettled: true });
  const selection = await selectDigest(ctx.em, reader, period);
  const articles = selection.rows.length ? await ctx.em.find(Article, { id: { $in: selection.rows.map((row) => row.id) } }) : [];
  const byId = new Map(articles.map((article) => [article.id, article]));
  const searches = new Map((await listSavedSearches(ctx, viewer)).map((search) => [search.id, search]));
  const sections = selection.sections.map((section) => ({
    savedSearch: section.savedSearchId === null ? null : (searches.get(section.savedSearchId) ?? null),
    articles: section.rows.flatMap((row) => byId.get(row.id) ?? []),
    totalCount: section.totalCount,
  }));
  return {
    sections,
    articles: sections.flatMap((section) => section.articles),
    totalCount: selection.totalCount,
    periodKey: period.periodKey,
    periodStart: selection.periodStart,
    periodEnd: selection.periodEnd,
  };
}

/** A reader due at a slot, with the key of the period their digest covers. */
export interface DueDigest {
  userId: number;
  frequency: DigestFrequency;
  periodKey: string;
}

/** The slot a tick at `at` serves; throws BadInputError with a sentence when `at` is not a delivery time in Eastern time. */
export function requireSlot(at: Date): DigestSlot {
  const slot = slotAt(at);
  if (slot) return slot;
  const local = zonedParts(at);
  const clock = `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
  throw new BadInputError(
    `${at.toISOString()} is ${clock} in New York, which is not a delivery time; digests go out at ${DELIVERY_TIMES.join(', ')} Eastern time.`,
  );
}

/**
 * One page of the readers due at the slot of `at` (see `selectDueReaders`), after `afterUserId`, with each reader's
 * period key. `at` must be a delivery time (BadInputError otherwise). Reads only.
 */
export async function listDueDigests(
  ctx: { em: EntityManager; now: () => Date },
  input: { at: Date; afterUserId: number; limit: number },
): Promise<DueDigest[]> {
  const slot = requireSlot(input.at);
  const [year, month, day] = slot.localDate.split('-').map(Number);
  const rows = await selectDueReaders(ctx.em, {
    time: slot.time,
    sunday: slot.weekday === 7,
    dayKey: dateKey({ year, month, day }),
    weekKey: isoWeekKey({ year, month, day }),
    now: ctx.now(),
    afterUserId: input.afterUserId,
    limit: input.limit,
  });
  return rows.map((row) => ({ userId: row.user_id, frequency: row.frequency, periodKey: periodKeyOf(row.frequency, slot) }));
}

/** The digest an operator can send a reader now: the current period, its key, the slot that closes it, and its papers. */
export interface ReaderDigestPlan {
  userId: number;
  username: string;
  email: string;
  frequency: DigestFrequency;
  periodKey: string;
  /** The slot that closes the period, when the scheduled send would have sent it. */
  slotInstant: Date;
  /** Now: the digest covers the period so far. */
  periodEnd: Date;
  /** Whether the period's digest is already settled (sent, or found empty), so sending now sends nothing. */
  settled: boolean;
  /** What it would hold, as `selectDigest` makes it. */
  selection: DigestSelection;
}

/**
 * Plans "send this reader's digest now": the current period (closed by their next delivery slot, so the same key,
 * workflow id and email as the scheduled send of that period) up to `now`, and what it holds. Throws NotFoundError for
 * an unknown username and BadInputError when the reader has the digest off or has no Premium access. Reads only.
 */
export async function planReaderDigest(ctx: { em: EntityManager; now: () => Date }, username: string): Promise<ReaderDigestPlan> {
  const user = await ctx.em.findOne(User, { username: { $ilike: username.replace(/[\\%_]/g, '\\$&') } });
  if (!user) throw new NotFoundError(`There is no reader with the username "${username}".`);
  const preferences = await readEmailPreferences(ctx.em, user.id);
  if (!preferences.emailDigest) throw new BadInputError(`${user.username} has the email digest turned off, so nothing was sent.`);
  if (!(await getSubscriptionStatus(ctx, user)).hasAccess)
    throw new BadInputError(`${user.username} has no Premium access, which the email digest needs, so nothing was sent.`);
  const reader = { userId: user.id, preferences };
  const period = await currentDigestPeriod(ctx.em, reader, ctx.now(), { skipSettled: false });
  return {
    userId: user.id,
    username: user.username,
    email: user.email,
    frequency: preferences.frequency,
    ...period,
    settled: await isDigestSettled(ctx.em, user.id, period.periodKey),
    selection: await selectDigest(ctx.em, reader, period),
  };
}
