import type { EntityManager } from '@mikro-orm/postgresql';
import { placeholders, runStatement, selectRows, type SqlStatement } from '../../lib/sql.js';
import type { ArticleStatus } from '../article/article.enums.js';
import { NOTICE_KINDS, type NoticeKind } from './article-status.enums.js';
import { STATUS_STRENGTH, statusOfKind } from './article-status.rules.js';

/** A notice as it is written: the draft's identifiers with the keys it is kept under. */
export interface NoticeRow {
  kind: NoticeKind;
  paperKey: string;
  paperPmid: string | null;
  paperDoi: string | null;
  noticeKey: string;
  noticePmid: string | null;
  noticeDoi: string | null;
  reference: string | null;
  date: Date | null;
}

const NOTICE_COLUMNS = ['kind', 'paper_key', 'paper_pmid', 'paper_doi', 'notice_key', 'notice_pmid', 'notice_doi', 'reference', 'date'];
// What a later record may add to a notice already kept: identifiers and a citation it lacked, a date it tells better.
const MERGED = ['paper_pmid', 'paper_doi', 'notice_pmid', 'notice_doi', 'reference', 'date'];

/**
 * Inserts notices keyed by (kind, paper key, notice key), or fills in what a stored one lacked; a notice that adds
 * nothing is not written. Returns the ids of the notices written.
 */
export function buildUpsertNoticesQuery(rows: readonly NoticeRow[]): SqlStatement {
  const merged = MERGED.map((column) => `coalesce(excluded.${column}, article_notices.${column})`);
  return {
    sql:
      `insert into article_notices (${NOTICE_COLUMNS.join(', ')}) values ${rows.map(() => `(${placeholders(NOTICE_COLUMNS)})`).join(', ')} ` +
      `on conflict (kind, paper_key, notice_key) do update set ${MERGED.map((column, index) => `${column} = ${merged[index]}`).join(', ')} ` +
      `where (${MERGED.map((column) => `article_notices.${column}`).join(', ')}) is distinct from (${merged.join(', ')}) ` +
      'returning id',
    params: rows.flatMap((row) => [
      row.kind,
      row.paperKey,
      row.paperPmid,
      row.paperDoi,
      row.noticeKey,
      row.noticePmid,
      row.noticeDoi,
      row.reference,
      row.date,
    ]),
  };
}

/** Runs `buildUpsertNoticesQuery`; the ids of the notices written. */
export async function upsertNotices(em: EntityManager, rows: readonly NoticeRow[]): Promise<number[]> {
  if (!rows.length) return [];
  const written = await selectRows<{ id: number }>(em, buildUpsertNoticesQuery(rows));
  return written.map((row) => row.id);
}

/** Drops the unnamed notice a paper's own type implied, for papers whose notice of that kind is now known by name. */
export async function deleteNamedPlaceholders(em: EntityManager, paperKeys: readonly string[]): Promise<void> {
  if (!paperKeys.length) return;
  await runStatement(em, {
    sql:
      `delete from article_notices p where p.notice_key = '' and p.paper_key in (${placeholders(paperKeys)}) ` +
      "and exists (select 1 from article_notices n where n.kind = p.kind and n.paper_key = p.paper_key and n.notice_key <> '')",
    params: [...paperKeys],
  });
}

/** The (kind, paper key) pairs among these papers whose notice is known by name. */
export async function selectNamedNotices(
  em: EntityManager,
  paperKeys: readonly string[],
): Promise<{ kind: NoticeKind; paper_key: string }[]> {
  if (!paperKeys.length) return [];
  return selectRows(em, {
    sql: `select distinct kind, paper_key from article_notices where notice_key <> '' and paper_key in (${placeholders(paperKeys)})`,
    params: [...paperKeys],
  });
}

type Side = 'paper' | 'notice';
const LINK_COLUMN: Record<Side, string> = { paper: 'article_id', notice: 'notice_article_id' };

/**
 * Links the notices naming one of these PMIDs or DOIs on one side (the paper, or the notice itself) to the stored article
 * holding it, where they are not linked yet. Returns the ids of the papers whose notices changed.
 */
export async function linkNotices(em: EntityManager, side: Side, pmids: readonly string[], dois: readonly string[]): Promise<number[]> {
  const column = LINK_COLUMN[side];
  const linked: number[] = [];
  for (const [id, values] of [
    ['pmid', pmids],
    ['doi', dois],
  ] as const) {
    if (!values.length) continue;
    const rows = await selectRows<{ article_id: number | null }>(em, {
      sql:
        `update article_notices n set ${column} = a.id from articles a ` +
        `where n.${side}_${id} in (${placeholders(values)}) and a.${id} = n.${side}_${id} and n.${column} is distinct from a.id ` +
        'returning n.article_id',
      params: [...values],
    });
    linked.push(...rows.flatMap((row) => (row.article_id === null ? [] : [row.article_id])));
  }
  return linked;
}

/** The papers the given notices are linked to. */
export async function selectNoticePapers(em: EntityManager, noticeIds: readonly number[]): Promise<number[]> {
  if (!noticeIds.length) return [];
  const rows = await selectRows<{ article_id: number }>(em, {
    sql: `select distinct article_id from article_notices where id in (${placeholders(noticeIds)}) and article_id is not null`,
    params: [...noticeIds],
  });
  return rows.map((row) => row.article_id);
}

/** A paper whose status changed. */
export interface StatusChange {
  id: number;
  previous: ArticleStatus;
  status: ArticleStatus;
}

// The strongest status among a paper's notices, in SQL: each kind's strength, and the status of each strength.
const STRENGTH_OF_KIND = `case n.kind ${NOTICE_KINDS.map((kind) => `when '${kind}' then ${STATUS_STRENGTH.indexOf(statusOfKind(kind))}`).join(' ')} end`;
const STATUS_OF_STRENGTH = `case max(${STRENGTH_OF_KIND}) ${STATUS_STRENGTH.map((status, strength) => `when ${strength} then '${status}'`).join(' ')} end`;

/**
 * Sets each of these papers' status to the strongest its linked notices give (`active` under none), stamping when it
 * changed; a paper whose status stands is not written. Returns the papers that changed.
 */
export function buildRefreshStatusesQuery(articleIds: readonly number[]): SqlStatement {
  return {
    sql:
      'with computed as (' +
      `select a.id, a.status as previous, coalesce((select ${STATUS_OF_STRENGTH} from article_notices n where n.article_id = a.id), 'active') as status ` +
      `from articles a where a.id in (${placeholders(articleIds)})) ` +
      'update articles a set status = computed.status, status_changed_at = now() from computed ' +
      'where a.id = computed.id and a.status <> computed.status ' +
      'returning a.id, computed.previous, computed.status',
    params: [...articleIds],
  };
}

/** Runs `buildRefreshStatusesQuery`. */
export async function refreshStatuses(em: EntityManager, articleIds: readonly number[]): Promise<StatusChange[]> {
  if (!articleIds.length) return [];
  return selectRows(em, buildRefreshStatusesQuery(articleIds));
}

/** The journal of each stored article holding one of these DOIs (compared as stored: lower-case). */
export function selectJournalsByDoi(em: EntityManager, dois: readonly string[]): Promise<{ doi: string; journal: string }[]> {
  if (!dois.length) return Promise.resolve([]);
  return selectRows(em, {
    sql: `select doi, journal from articles where doi in (${placeholders(dois)})`,
    params: [...dois],
  });
}

/**
 * Alerts every reader who bookmarked one of these papers to the status it has now, once per reader, paper and status
 * (an alert already given is not given again); papers back to `active` alert no one. Returns how many were written.
 */
export async function insertStatusAlerts(em: EntityManager, articleIds: readonly number[]): Promise<number> {
  if (!articleIds.length) return 0;
  const rows = await selectRows<{ id: number }>(em, {
    sql:
      'insert into status_alerts (user_id, article_id, status) ' +
      'select b.user_id, b.article_id, a.status from bookmarks b join articles a on a.id = b.article_id ' +
      `where b.article_id in (${placeholders(articleIds)}) and a.status <> 'active' ` +
      'on conflict (user_id, article_id, status) do nothing returning id',
    params: [...articleIds],
  });
  return rows.length;
}

/** A stored paper whose status the refresh re-reads at its source. */
export interface RecheckRow {
  id: number;
  source: 'PubMed' | 'medRxiv';
  pmid: string | null;
  doi: string | null;
}

// PubMed papers by PMID (their records carry retractions, errata and concerns), medRxiv preprints by DOI (their
// records name the journal version), optionally only those that became public since a day.
function recheckWhere(since: Date | null): SqlStatement {
  return {
    sql:
      "where ((a.source = 'PubMed' and a.pmid is not null) or (a.source = 'medRxiv' and a.doi is not null))" +
      (since ? ' and a.published_date >= ?' : ''),
    params: since ? [since] : [],
  };
}

/** The next papers to re-check after an id, in id order. */
export function selectRecheckBatch(
  em: EntityManager,
  input: { since: Date | null; afterId: number; limit: number },
): Promise<RecheckRow[]> {
  const where = recheckWhere(input.since);
  return selectRows(em, {
    sql: `select a.id, a.source, a.pmid, a.doi from articles a ${where.sql} and a.id > ? order by a.id limit ?`,
    params: [...where.params, input.afterId, input.limit],
  });
}

/** How many papers a refresh re-checks. */
export async function countRecheckable(em: EntityManager, since: Date | null): Promise<number> {
  const where = recheckWhere(since);
  const [row] = await selectRows<{ count: number }>(em, {
    sql: `select count(*)::int as count from articles a ${where.sql}`,
    params: where.params,
  });
  return row?.count ?? 0;
}
