import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInputError, NotFoundError } from '../../lib/errors.js';
import { Article } from '../article/article.entity.js';
import { SOURCE_NAMES, type SourceName } from '../article/article-sources.types.js';
import { assertPremiumAccess, getSubscriptionStatus } from '../membership/membership.service.js';
import { User } from '../user/user.entity.js';
import { DELIVERY_TIMES, DIGEST_ARTICLE_LIMIT, DIGEST_PREMIUM_REFUSAL, isDeliveryTime } from './digest.rules.js';
import {
  dateKey,
  digestWindow,
  isoWeekKey,
  latestSlotFor,
  periodKeyOf,
  slotAt,
  zonedParts,
  type DigestSlot,
} from './digest-period.rules.js';
import { selectDigestArticles, selectDueReaders, type DigestArticleRow } from './digest.queries.js';
import type { DigestPreview } from './digest.types.js';
import type { DigestFrequency, EmailPreferences } from './email-preferences.entity.js';
import { readEmailPreferences, type EmailPreferencesContext } from './email-preferences.service.js';

/** The articles one digest lists, and how many arrived in its period in all. */
export interface DigestSelection {
  rows: DigestArticleRow[];
  totalCount: number;
  periodStart: Date;
  periodEnd: Date;
}

/** The sources a reader has switched on, in the usual order. */
export function chosenSources(preferences: Pick<EmailPreferences, 'sources'>): SourceName[] {
  return SOURCE_NAMES.filter((source) => preferences.sources[source] !== false);
}

/**
 * What a digest ending at `periodEnd` holds for these preferences: the articles from the chosen sources that arrived in
 * Paperlight during the period (a day or a week, by Eastern wall-clock time), newest publication first, at most ten,
 * with the total. The preview and the sender both call this, so a preview shows exactly what would be sent. Reads only.
 */
export async function selectDigest(
  em: EntityManager,
  preferences: Pick<EmailPreferences, 'sources' | 'frequency'>,
  periodEnd: Date,
): Promise<DigestSelection> {
  const window = digestWindow(preferences.frequency, periodEnd);
  const selection = await selectDigestArticles(em, { sources: chosenSources(preferences), ...window, limit: DIGEST_ARTICLE_LIMIT });
  return { ...selection, periodStart: window.start, periodEnd: window.end };
}

/**
 * The viewer's digest as it would go out now, from their saved (or default) preferences over the past week, or day
 * for daily readers. Throws UNAUTHENTICATED for anonymous callers and FORBIDDEN without Premium. Reads only.
 */
export async function previewDigest(ctx: EmailPreferencesContext): Promise<DigestPreview> {
  const viewer = await assertPremiumAccess(ctx, DIGEST_PREMIUM_REFUSAL);
  const preferences = await readEmailPreferences(ctx.em, viewer.id);
  const selection = await selectDigest(ctx.em, preferences, ctx.now());
  const articles = selection.rows.length ? await ctx.em.find(Article, { id: { $in: selection.rows.map((row) => row.id) } }) : [];
  const byId = new Map(articles.map((article) => [article.id, article]));
  return {
    articles: selection.rows.flatMap((row) => byId.get(row.id) ?? []),
    totalCount: selection.totalCount,
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

/** The digest an operator can send a reader now: their latest slot, its period key and when it ended. */
export interface ReaderDigestPlan {
  userId: number;
  username: string;
  email: string;
  frequency: DigestFrequency;
  periodKey: string;
  periodEnd: Date;
}

/**
 * Plans "send this reader's digest now": the period of their most recent delivery slot at or before `now`, the same
 * period (and so the same workflow id and email) the schedule sends. Throws NotFoundError for an unknown username and
 * BadInputError when the reader has the digest off or has no Premium access. Reads only.
 */
export async function planReaderDigest(ctx: { em: EntityManager; now: () => Date }, username: string): Promise<ReaderDigestPlan> {
  const user = await ctx.em.findOne(User, { username: { $ilike: username.replace(/[\\%_]/g, '\\$&') } });
  if (!user) throw new NotFoundError(`There is no reader with the username "${username}".`);
  const preferences = await readEmailPreferences(ctx.em, user.id);
  if (!preferences.emailDigest) throw new BadInputError(`${user.username} has the email digest turned off, so nothing was sent.`);
  if (!(await getSubscriptionStatus(ctx, user)).hasAccess)
    throw new BadInputError(`${user.username} has no Premium access, which the email digest needs, so nothing was sent.`);
  const time = isDeliveryTime(preferences.deliveryTime) ? preferences.deliveryTime : '09:00';
  const slot = latestSlotFor(preferences.frequency, time, ctx.now());
  return {
    userId: user.id,
    username: user.username,
    email: user.email,
    frequency: preferences.frequency,
    periodKey: periodKeyOf(preferences.frequency, slot),
    periodEnd: slot.instant,
  };
}
