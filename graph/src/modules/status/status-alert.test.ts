import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { draftFrom, insertDrafts } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import { TestBrowser } from '../../../test/http-client.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import type { ArticleDraft, NoticeDraft } from '../ingestion/article-draft.types.js';
import { upsertArticles } from '../ingestion/ingestion.service.js';
import { NoticeKind } from './article-status.enums.js';

const ALERTS = graphql(`
  query StatusAlerts {
    statusAlerts {
      unreadCount
      alerts {
        status
        readAt
        article {
          databaseId
          status
        }
      }
    }
  }
`);

const MARK_READ = graphql(`
  mutation MarkStatusAlertsRead {
    markStatusAlertsRead
  }
`);

let db: TestDatabase;
let api: TestServer;
const readers: Record<'alice' | 'bob' | 'carol', TestBrowser> = {} as Record<'alice' | 'bob' | 'carol', TestBrowser>;
const ids = { watched: 0, other: 0 };

const notice = (kind: NoticeKind, paperPmid: string, noticePmid: string): NoticeDraft => ({
  kind,
  paper: { pmid: paperPmid, doi: null },
  notice: { pmid: noticePmid, doi: null },
  reference: null,
  date: '2026-06-01T00:00:00.000Z',
});

/** A notice's own record, as PubMed would deliver it: a new paper naming the paper it is about. */
const noticeRecord = async (index: number, pmid: string, notices: NoticeDraft[]): Promise<ArticleDraft> =>
  draftFrom(index, { pmid, notices });
const ingest = (drafts: ArticleDraft[]) => upsertArticles({ em: db.orm.em.fork() }, drafts);

async function alertCount(): Promise<number> {
  const [{ count }] = await db.orm.em
    .fork()
    .getConnection()
    .execute<{ count: number }[]>('select count(*)::int as count from status_alerts');
  return count;
}

beforeAll(async () => {
  db = await createTestDatabase();
  api = await startTestServer(db);
  [ids.watched, ids.other] = await insertDrafts(db.orm.em, [await draftFrom(0, { pmid: '92001' }), await draftFrom(1, { pmid: '92011' })]);
  for (const name of ['alice', 'bob', 'carol'] as const) {
    readers[name] = new TestBrowser(api.baseUrl);
    await readers[name].register(`${name}alerts${process.pid}`);
  }
  for (const name of ['alice', 'bob'] as const) {
    expect((await readers[name].request('/api/user/bookmarks', { method: 'POST', json: { articleId: ids.watched } })).status).toBe(201);
  }
  await readers.alice.request('/api/user/bookmarks', { method: 'POST', json: { articleId: ids.other } });
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('bookmarkers are alerted once per change of status', () => {
  it('alerts each reader who bookmarked a retracted paper, once, however often the notice is read again', async () => {
    const retraction = await noticeRecord(2, '92002', [notice(NoticeKind.RETRACTION, '92001', '92002')]);
    await ingest([retraction]);
    await ingest([retraction]);
    await ingest([{ ...retraction }]);
    const alice = await readers.alice.graphql(ALERTS);
    expect(alice.data?.statusAlerts).toEqual({
      unreadCount: 1,
      alerts: [{ status: 'RETRACTED', readAt: null, article: { databaseId: ids.watched, status: 'RETRACTED' } }],
    });
    expect((await readers.bob.graphql(ALERTS)).data?.statusAlerts.unreadCount).toBe(1);
    expect((await readers.carol.graphql(ALERTS)).data?.statusAlerts).toEqual({ unreadCount: 0, alerts: [] });
    expect(await alertCount()).toBe(2);
  });

  it('alerts nobody when a weaker notice leaves the status as it was, and again for a new status of another paper', async () => {
    await ingest([await noticeRecord(3, '92003', [notice(NoticeKind.CORRECTION, '92001', '92003')])]);
    expect(await alertCount()).toBe(2);
    await ingest([await noticeRecord(4, '92012', [notice(NoticeKind.CORRECTION, '92011', '92012')])]);
    const alice = await readers.alice.graphql(ALERTS);
    expect(alice.data?.statusAlerts.alerts.map((alert) => [alert.article.databaseId, alert.status])).toEqual([
      [ids.other, 'CORRECTED'],
      [ids.watched, 'RETRACTED'],
    ]);
    await ingest([await noticeRecord(5, '92013', [notice(NoticeKind.EXPRESSION_OF_CONCERN, '92011', '92013')])]);
    expect((await readers.alice.graphql(ALERTS)).data?.statusAlerts.unreadCount).toBe(3);
    expect(await alertCount()).toBe(4);
  });

  it("marks a reader's own alerts read, and refuses anonymous callers", async () => {
    expect((await readers.bob.graphql(MARK_READ)).data?.markStatusAlertsRead).toBe(1);
    expect((await readers.bob.graphql(MARK_READ)).data?.markStatusAlertsRead).toBe(0);
    expect((await readers.bob.graphql(ALERTS)).data?.statusAlerts.unreadCount).toBe(0);
    expect((await readers.alice.graphql(ALERTS)).data?.statusAlerts.unreadCount).toBe(3);
    const anonymous = await new TestBrowser(api.baseUrl).graphql(ALERTS);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
