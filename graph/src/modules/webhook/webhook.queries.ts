import type { EntityManager } from '@mikro-orm/postgresql';
import { runStatement, selectRows } from '../../lib/sql.js';
import { buildFilterClause } from '../article/article-feed.queries.js';
import type { SavedFilter } from '../saved-search/saved-search.entity.js';

/** Takes a transaction-scoped lock on one reader's endpoints, so two registrations at once cannot both pass the limit. */
export async function lockReaderWebhooks(em: EntityManager, userId: number): Promise<void> {
  await selectRows(em, { sql: `select pg_advisory_xact_lock(hashtext('webhooks'), ?)`, params: [userId] });
}

/** Whether the article matches the filter and was added to the library at or after `addedFrom`. One statement. */
export async function articleMatchesFilter(
  em: EntityManager,
  filter: SavedFilter,
  articleId: number,
  addedFrom: Date,
  now: Date,
): Promise<boolean> {
  const where = buildFilterClause(filter, now);
  const condition = `${where.sql ? `${where.sql} and` : 'where'} a.id = ? and a.created_at >= ?`;
  const rows = await selectRows<{ one: number }>(em, {
    sql: `select 1 as one from articles a ${condition}`,
    params: [...where.params, articleId, addedFrom],
  });
  return rows.length > 0;
}

/** Records that the article is to be delivered to the endpoint; a second call for the same pair writes nothing. */
export async function insertDelivery(em: EntityManager, webhookId: number, articleId: number, event: string, at: Date): Promise<void> {
  await runStatement(em, {
    sql: `insert into webhook_deliveries (webhook_id, article_id, event, created_at) values (?, ?, ?, ?)
            on conflict (webhook_id, article_id) do nothing`,
    params: [webhookId, articleId, event, at],
  });
}

/** The deliveries of an article that were never tried nor asked for again: the ones whose first workflow is due. */
export async function untriedDeliveryIds(em: EntityManager, articleId: number): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(em, {
    sql: `select id from webhook_deliveries where article_id = ? and status = 'pending' and attempts = 0 and redeliveries = 0 order by id`,
    params: [articleId],
  });
  return rows.map((row) => row.id);
}

/** Disables an endpoint unless it is already; true only for the one call that disabled it. */
export async function disableWebhook(em: EntityManager, webhookId: number, at: Date): Promise<boolean> {
  const changed = await runStatement(em, {
    sql: 'update webhooks set disabled_at = ? where id = ? and disabled_at is null',
    params: [at, webhookId],
  });
  return changed > 0;
}

/** An endpoint that failed its latest tries, as operators list them. */
export interface FailingWebhookRow {
  id: number;
  username: string;
  url: string;
  failingSince: Date | null;
  disabledAt: Date | null;
  failed: number;
  pending: number;
  lastError: string | null;
}

/** Endpoints failing now or disabled, longest failing first. One statement. */
export async function selectFailingWebhooks(em: EntityManager): Promise<FailingWebhookRow[]> {
  const rows = await selectRows<{
    id: number;
    username: string;
    url: string;
    failing_since: Date | string | null;
    disabled_at: Date | string | null;
    failed: string;
    pending: string;
    last_error: string | null;
  }>(em, {
    sql: `select w.id, u.username, w.url, w.failing_since, w.disabled_at,
                 count(*) filter (where d.status = 'failed') as failed,
                 count(*) filter (where d.status = 'pending') as pending,
                 (select d2.last_error from webhook_deliveries d2 where d2.webhook_id = w.id and d2.last_error is not null
                   order by d2.last_attempt_at desc nulls last limit 1) as last_error
            from webhooks w join users u on u.id = w.user_id left join webhook_deliveries d on d.webhook_id = w.id
           where w.failing_since is not null or w.disabled_at is not null
           group by w.id, u.username
           order by coalesce(w.failing_since, w.disabled_at), w.id`,
    params: [],
  });
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    url: row.url,
    failingSince: row.failing_since === null ? null : new Date(row.failing_since),
    disabledAt: row.disabled_at === null ? null : new Date(row.disabled_at),
    failed: Number(row.failed),
    pending: Number(row.pending),
    lastError: row.last_error,
  }));
}
