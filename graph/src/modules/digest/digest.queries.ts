import type { EntityManager } from '@mikro-orm/postgresql';
import type { SourceName } from '../ingestion/article-draft.types.js';
import { premiumAccessCondition } from '../membership/membership.queries.js';
import type { DigestDeliveryStatus } from './digest-delivery.entity.js';
import type { DigestFrequency } from './email-preferences.entity.js';

function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}

/** The columns a digest shows of an article. */
export interface DigestArticleRow {
  id: number;
  title: string;
  simplified_title: string | null;
  ai_summary: string | null;
  source: SourceName;
  published_date: Date;
}

const ARTICLE_COLUMNS = 'id, title, simplified_title, ai_summary, source, published_date';

/**
 * The digest selection: articles from `sources` that arrived in Paperlight in [start, end), newest publication first,
 * at most `limit` of them, with how many there are in all. Served by the created_at index.
 */
export async function selectDigestArticles(
  em: EntityManager,
  filter: { sources: readonly SourceName[]; start: Date; end: Date; limit: number },
): Promise<{ rows: DigestArticleRow[]; totalCount: number }> {
  if (filter.sources.length === 0) return { rows: [], totalCount: 0 };
  const rows = await em.getConnection().execute<(DigestArticleRow & { total: number })[]>(
    `select ${ARTICLE_COLUMNS}, count(*) over ()::int as total from articles
       where source in (${placeholders(filter.sources)}) and created_at >= ? and created_at < ?
       order by published_date desc, id desc limit ?`,
    [...filter.sources, filter.start, filter.end, filter.limit],
  );
  return { rows: rows.map(({ total: _total, ...row }) => row), totalCount: rows[0]?.total ?? 0 };
}

/** Articles by id, in the order given; ids that no longer exist are left out. */
export async function selectArticlesById(em: EntityManager, ids: readonly number[]): Promise<DigestArticleRow[]> {
  if (ids.length === 0) return [];
  const rows = await em
    .getConnection()
    .execute<DigestArticleRow[]>(`select ${ARTICLE_COLUMNS} from articles where id in (${placeholders(ids)})`, [...ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One reader due at a slot. */
export interface DueReaderRow {
  user_id: number;
  frequency: DigestFrequency;
}

/**
 * Readers due at a slot, in user id order after `afterUserId`: digest on, this delivery time, daily (or weekly on a
 * Sunday), Premium access at `now`, and no settled delivery for the period yet (a `pending` one still needs sending).
 */
export async function selectDueReaders(
  em: EntityManager,
  slot: { time: string; sunday: boolean; dayKey: string; weekKey: string; now: Date; afterUserId: number; limit: number },
): Promise<DueReaderRow[]> {
  return em.getConnection().execute<DueReaderRow[]>(
    `select p.user_id, p.frequency from email_preferences p
     join memberships m on m.user_id = p.user_id
     where p.email_digest and p.delivery_time = ? and (p.frequency = 'daily' or ?::boolean)
       and ${premiumAccessCondition('m')}
       and p.user_id > ?
       and not exists (
         select 1 from digest_deliveries d
         where d.user_id = p.user_id and d.status <> 'pending'
           and d.period_key = case when p.frequency = 'daily' then ? else ? end)
     order by p.user_id limit ?`,
    [slot.time, slot.sunday, slot.now, slot.afterUserId, slot.dayKey, slot.weekKey, slot.limit],
  );
}

/** What a new delivery row records. */
export interface NewDelivery {
  userId: number;
  periodKey: string;
  frequency: DigestFrequency;
  status: 'sending' | 'empty';
  messageId: string;
  periodStart: Date;
  periodEnd: Date;
  articleIds: number[];
  totalCount: number;
  sentAt: Date | null;
}

/** Records a delivery under its (user, period) key; false when one is already there, which is then left alone. */
export async function insertDelivery(em: EntityManager, row: NewDelivery): Promise<boolean> {
  const inserted = await em.getConnection().execute<{ id: number }[]>(
    `insert into digest_deliveries
       (user_id, period_key, frequency, status, message_id, period_start, period_end, article_ids, total_count, sent_at)
     values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)
     on conflict (user_id, period_key) do nothing returning id`,
    [
      row.userId,
      row.periodKey,
      row.frequency,
      row.status,
      row.messageId,
      row.periodStart,
      row.periodEnd,
      JSON.stringify(row.articleIds),
      row.totalCount,
      row.sentAt,
    ],
  );
  return inserted.length === 1;
}

/**
 * Moves a delivery from one of `from` to `to` (compare-and-set: false when another try moved it first), recording
 * the error or the sent time, and counting a new try when it enters `sending`.
 */
export async function moveDelivery(
  em: EntityManager,
  id: number,
  from: readonly DigestDeliveryStatus[],
  to: DigestDeliveryStatus,
  details: { error?: string | null; sentAt?: Date | null } = {},
): Promise<boolean> {
  const result = await em.getConnection().execute<{ affectedRows: number }>(
    `update digest_deliveries set status = ?, attempts = attempts + ?, last_error = coalesce(?, last_error),
       sent_at = coalesce(?, sent_at), updated_at = now()
     where id = ? and status in (${placeholders(from)})`,
    [to, to === 'sending' ? 1 : 0, details.error ?? null, details.sentAt ?? null, id, ...from],
    'run',
  );
  return result.affectedRows === 1;
}

/** Makes sure a reader has a preferences row (with the defaults) before it is changed; concurrent calls are safe. */
export async function ensurePreferencesRow(em: EntityManager, userId: number, defaultSources: Record<SourceName, boolean>): Promise<void> {
  await em
    .getConnection()
    .execute(
      'insert into email_preferences (user_id, sources) values (?, ?::jsonb) on conflict (user_id) do nothing',
      [userId, JSON.stringify(defaultSources)],
      'run',
    );
}

/** Turns a reader's digest off; true when it was on. */
export async function turnDigestOff(em: EntityManager, userId: number): Promise<boolean> {
  const result = await em
    .getConnection()
    .execute<{ affectedRows: number }>(
      'update email_preferences set email_digest = false, updated_at = now() where user_id = ? and email_digest',
      [userId],
      'run',
    );
  return result.affectedRows === 1;
}
