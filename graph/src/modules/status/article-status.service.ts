import type { EntityManager } from '@mikro-orm/postgresql';
import type { ArticleDraft, NoticeDraft } from '../ingestion/article-draft.types.js';
import {
  deleteNamedPlaceholders,
  insertStatusAlerts,
  linkNotices,
  refreshStatuses,
  selectNamedNotices,
  selectNoticePapers,
  upsertNotices,
  type NoticeRow,
  type StatusChange,
} from './article-status.queries.js';
import { identifierKey, statusOfKind } from './article-status.rules.js';
import type { Article } from '../article/article.entity.js';
import { listArticleNotices, type StatusReadContext } from '../article/article.service.js';
import type { ArticleNotice } from './article-notice.entity.js';

function toRow(draft: NoticeDraft): NoticeRow | null {
  const paperKey = identifierKey(draft.paper);
  if (!paperKey) return null;
  return {
    kind: draft.kind,
    paperKey,
    paperPmid: draft.paper.pmid,
    paperDoi: draft.paper.doi,
    noticeKey: identifierKey(draft.notice),
    noticePmid: draft.notice.pmid,
    noticeDoi: draft.notice.doi,
    reference: draft.reference,
    date: draft.date ? new Date(draft.date) : null,
  };
}

// One row per notice: two records of a batch naming the same notice (the paper's and the notice's) fill each other in.
function noticeRows(drafts: readonly ArticleDraft[]): NoticeRow[] {
  const byKey = new Map<string, NoticeRow>();
  for (const row of drafts.flatMap((draft) => draft.notices ?? []).map(toRow)) {
    if (!row) continue;
    const key = `${row.kind}\u0000${row.paperKey}\u0000${row.noticeKey}`;
    const seen = byKey.get(key);
    byKey.set(
      key,
      seen
        ? {
            ...seen,
            paperPmid: seen.paperPmid ?? row.paperPmid,
            paperDoi: seen.paperDoi ?? row.paperDoi,
            noticePmid: seen.noticePmid ?? row.noticePmid,
            noticeDoi: seen.noticeDoi ?? row.noticeDoi,
            reference: seen.reference ?? row.reference,
            date: seen.date ?? row.date,
          }
        : row,
    );
  }
  return [...byKey.values()];
}

// A paper's own type implies an unnamed notice only until a record names that notice.
async function withoutNamedPlaceholders(em: EntityManager, rows: NoticeRow[]): Promise<NoticeRow[]> {
  const placeholders = rows.filter((row) => row.noticeKey === '');
  if (!placeholders.length) return rows;
  const named = new Set(
    [
      ...rows.filter((row) => row.noticeKey !== ''),
      ...(await selectNamedNotices(em, present(placeholders.map((row) => row.paperKey)))),
    ].map((row) => `${row.kind}\u0000${'paperKey' in row ? row.paperKey : row.paper_key}`),
  );
  return rows.filter((row) => row.noticeKey !== '' || !named.has(`${row.kind}\u0000${row.paperKey}`));
}

function present(values: (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}

/**
 * Records the notices a batch of source records carries and brings the status of every paper they touch up to date, in
 * the caller's transaction: each notice is kept once whichever record named it, linked to the stored paper it names and
 * to its own stored record as soon as either is stored (a notice arriving before its paper is linked when the paper
 * arrives, and the other way round), and each touched paper takes the strongest status its notices give; the readers
 * who bookmarked a paper whose status changed are alerted once per change. Repeating a batch writes nothing. Returns
 * the papers whose status changed.
 */
export async function recordNotices(em: EntityManager, drafts: readonly ArticleDraft[]): Promise<StatusChange[]> {
  const rows = await withoutNamedPlaceholders(em, noticeRows(drafts));
  const written = await upsertNotices(em, rows);
  await deleteNamedPlaceholders(em, present(rows.filter((row) => row.noticeKey !== '').map((row) => row.paperKey)));
  const draftPmids = drafts.map((draft) => draft.pmid);
  const draftDois = drafts.map((draft) => draft.doi);
  const papers = await linkNotices(
    em,
    'paper',
    present([...draftPmids, ...rows.map((row) => row.paperPmid)]),
    present([...draftDois, ...rows.map((row) => row.paperDoi)]),
  );
  await linkNotices(
    em,
    'notice',
    present([...draftPmids, ...rows.map((row) => row.noticePmid)]),
    present([...draftDois, ...rows.map((row) => row.noticeDoi)]),
  );
  const touched = new Set([...papers, ...(await selectNoticePapers(em, written))]);
  const changes = await refreshStatuses(em, [...touched]);
  await insertStatusAlerts(
    em,
    changes.map((change) => change.id),
  );
  return changes;
}

/**
 * The notice behind an article's status: the latest dated one of the kind that gives the status the article has (an
 * undated one when none is dated), or null for an `ACTIVE` paper. Reads the article's notices in the request's batch.
 */
export async function findStatusNotice(ctx: StatusReadContext, article: Pick<Article, 'id' | 'status'>): Promise<ArticleNotice | null> {
  const notices = await listArticleNotices(ctx, article);
  const behind = notices.filter((notice) => statusOfKind(notice.kind) === article.status);
  // The loader lists notices oldest first with the undated ones last.
  return behind.filter((notice) => notice.date !== null).at(-1) ?? behind.at(-1) ?? null;
}
