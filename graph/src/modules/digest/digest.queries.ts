import type { EntityManager } from '@mikro-orm/postgresql';
import type { SourceName } from '../ingestion/article-draft.types.js';
import { placeholders, runStatement, selectRows, type SqlStatement } from '../../lib/sql.js';
import { premiumAccessCondition } from '../membership/membership.queries.js';
import type { DigestDeliverySection, DigestDeliveryStatus } from './digest-delivery.entity.js';
import type { DigestFrequency } from './email-preferences.entity.js';

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

/** An article the digest selection lists, with the section it falls in: a saved search's position, or null for none. */
export interface DigestSelectionRow extends DigestArticleRow {
  section: number | null;
}

/**
 * The digest selection: articles from `sources` that arrived in Paperlight in [start, end) and were never listed to
 * the reader in an earlier digest, each in the first of `sections` (SQL conditions over `a`) it meets, or in none. Per
 * section the newest publications first, at most `limit` of them, with how many the section holds in all. One
 * statement, served by the created_at index.
 */
export async function selectDigestArticles(
  em: EntityManager,
  filter: { userId: number; sources: readonly SourceName[]; start: Date; end: Date; limit: number; sections: readonly SqlStatement[] },
): Promise<{ rows: DigestSelectionRow[]; totals: Map<number | null, number> }> {
  if (filter.sources.length === 0) return { rows: [], totals: new Map() };
  const section = filter.sections.length
    ? `case ${filter.sections.map((condition, index) => `when (${condition.sql || 'true'}) then ${index}`).join(' ')} end`
    : 'null::int';
  const rows = await selectRows<DigestSelectionRow & { total: number }>(em, {
    sql: `select ${ARTICLE_COLUMNS}, section, total from (
        select matched.*, count(*) over (partition by section)::int as total,
          row_number() over (partition by section order by published_date desc, id desc) as position
        from (
          select a.id, a.title, a.simplified_title, a.ai_summary, a.source, a.published_date, ${section} as section
          from articles a
          where a.source in (${placeholders(filter.sources)}) and a.created_at >= ? and a.created_at < ?
            and not exists (select 1 from digest_sent_articles s where s.user_id = ? and s.article_id = a.id)
        ) as matched
      ) as ranked
      where position <= ?
      order by section asc nulls last, position`,
    params: [
      ...filter.sections.flatMap((condition) => condition.params),
      ...filter.sources,
      filter.start,
      filter.end,
      filter.userId,
      filter.limit,
    ],
  });
  const totals = new Map<number | null, number>();
  for (const row of rows) totals.set(row.section, row.total);
  return { rows: rows.map(({ total: _total, ...row }) => row), totals };
}

/**
 * When the reader's latest digest before this period ended: the latest end of a delivery of another period that ended
 * by `periodEnd` and was not left pending or cancelled (those sent nothing); null when there is none.
 */
export async function selectPreviousDigestEnd(
  em: EntityManager,
  input: { userId: number; periodKey: string; periodEnd: Date },
): Promise<Date | null> {
  const [row] = await selectRows<{ period_end: Date | null }>(em, {
    sql: `select max(period_end) as period_end from digest_deliveries
      where user_id = ? and period_key <> ? and period_end <= ? and status not in ('pending', 'cancelled')`,
    params: [input.userId, input.periodKey, input.periodEnd],
  });
  return row?.period_end ? new Date(row.period_end) : null;
}

/** Whether the reader's digest for a period is settled (sent, empty or otherwise finished), so it never goes out again. */
export async function isDigestSettled(em: EntityManager, userId: number, periodKey: string): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(em, {
    sql: "select id from digest_deliveries where user_id = ? and period_key = ? and status <> 'pending'",
    params: [userId, periodKey],
  });
  return rows.length > 0;
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
  sections: DigestDeliverySection[];
  totalCount: number;
  sentAt: Date | null;
}

/** Records a delivery under its (user, period) key; null when one is already there, which is then left alone. */
export async function insertDelivery(em: EntityManager, row: NewDelivery): Promise<number | null> {
  const inserted = await selectRows<{ id: number }>(em, {
    sql: `insert into digest_deliveries
       (user_id, period_key, frequency, status, message_id, period_start, period_end, article_ids, sections, total_count, sent_at)
     values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?)
     on conflict (user_id, period_key) do nothing returning id`,
    params: [
      row.userId,
      row.periodKey,
      row.frequency,
      row.status,
      row.messageId,
      row.periodStart,
      row.periodEnd,
      JSON.stringify(row.articleIds),
      JSON.stringify(row.sections),
      row.totalCount,
      row.sentAt,
    ],
  });
  return inserted[0]?.id ?? null;
}

/** Records that a delivery lists these articles to its reader, so no later digest lists them again. */
export async function insertSentArticles(
  em: EntityManager,
  input: { userId: number; deliveryId: number; articleIds: readonly number[] },
): Promise<void> {
  if (input.articleIds.length === 0) return;
  await runStatement(em, {
    sql: `insert into digest_sent_articles (user_id, article_id, delivery_id)
     values ${input.articleIds.map(() => '(?, ?, ?)').join(', ')}
     on conflict (user_id, article_id) do nothing`,
    params: input.articleIds.flatMap((articleId) => [input.userId, articleId, input.deliveryId]),
  });
}

/** Forgets the articles of a delivery the mail server rejected for good: they never reached the reader. */
export async function deleteSentArticles(em: EntityManager, deliveryId: number): Promise<void> {
  await runStatement(em, { sql: 'delete from digest_sent_articles where delivery_id = ?', params: [deliveryId] });
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
