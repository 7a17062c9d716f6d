import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { Source } from '../article/article.enums.js';
import type { ArticleJson } from '../article/article.rest.js';
import { NoticeKind } from './article-status.enums.js';

const ARTICLE_STATUS = graphql(`
  query ArticleStatus($id: ID!) {
    article(id: $id) {
      databaseId
      status
      statusChangedAt
      notices {
        kind
        date
        pmid
        doi
        url
        reference
      }
      publishedVersion {
        doi
        journal
        url
      }
      statusNotice {
        kind
        url
      }
    }
  }
`);

const FEED_STATUS = graphql(`
  query FeedStatus($filter: ArticleFilter) {
    articles(first: 100, filter: $filter) {
      totalCount
      nodes {
        databaseId
        status
        notices {
          kind
        }
        publishedVersion {
          journal
        }
      }
    }
  }
`);

let db: TestDatabase;
let api: TestServer;
const ids = { retracted: 0, preprint: 0, journalVersion: 0, plain: 0 };

beforeAll(async () => {
  db = await createTestDatabase();
  api = await startTestServer(db);
  const drafts = [
    await draftFrom(0, {
      pmid: '90001',
      publishedDate: daysAgo(3),
      notices: [
        {
          kind: NoticeKind.RETRACTION,
          paper: { pmid: '90001', doi: null },
          notice: { pmid: '90002', doi: null },
          reference: 'Sleep Med. 2026 Mar;12:34',
          date: '2026-03-01T00:00:00.000Z',
        },
      ],
    }),
    await draftFrom(1, {
      source: Source.MEDRXIV,
      isPreprint: true,
      doi: '10.1101/2026.01.01.2600001',
      publishedVersion: { doi: '10.1000/jv.1' },
      publishedDate: daysAgo(2),
    }),
    await draftFrom(2, { doi: '10.1000/jv.1', journal: 'The Lancet', publishedDate: daysAgo(1) }),
    await draftFrom(3, { publishedDate: daysAgo(1) }),
  ];
  [ids.retracted, ids.preprint, ids.journalVersion, ids.plain] = await insertDrafts(db.orm.em, drafts);
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe("an article's status in GraphQL", () => {
  it('gives a retracted paper its status, the notice and its link', async () => {
    const { data, errors } = await api.graphql(ARTICLE_STATUS, { id: String(ids.retracted) });
    expect(errors).toBeUndefined();
    expect(data?.article).toMatchObject({
      status: 'RETRACTED',
      notices: [
        {
          kind: 'RETRACTION',
          date: '2026-03-01T00:00:00.000Z',
          pmid: '90002',
          doi: null,
          url: 'https://pubmed.ncbi.nlm.nih.gov/90002/',
          reference: 'Sleep Med. 2026 Mar;12:34',
        },
      ],
      publishedVersion: null,
      statusNotice: { kind: 'RETRACTION', url: 'https://pubmed.ncbi.nlm.nih.gov/90002/' },
    });
    expect(Date.parse(data?.article?.statusChangedAt ?? '')).not.toBeNaN();
  });

  it("names a preprint's journal version, with the journal when Paperlight holds that version", async () => {
    const { data } = await api.graphql(ARTICLE_STATUS, { id: String(ids.preprint) });
    expect(data?.article).toMatchObject({
      status: 'ACTIVE',
      statusChangedAt: null,
      notices: [],
      publishedVersion: { doi: '10.1000/jv.1', journal: 'The Lancet', url: 'https://doi.org/10.1000/jv.1' },
    });
  });

  it('leaves an active paper without notices or a journal version', async () => {
    const { data } = await api.graphql(ARTICLE_STATUS, { id: String(ids.plain) });
    expect(data?.article).toMatchObject({ status: 'ACTIVE', notices: [], publishedVersion: null, statusNotice: null });
  });

  it('shows each status in the feed', async () => {
    const { data, errors } = await api.graphql(FEED_STATUS, { filter: { includeRetracted: true } });
    expect(errors).toBeUndefined();
    const byId = new Map(data?.articles.nodes.map((node) => [node.databaseId, node]));
    expect(byId.get(ids.retracted)).toMatchObject({ status: 'RETRACTED', notices: [{ kind: 'RETRACTION' }] });
    expect(byId.get(ids.preprint)).toMatchObject({ status: 'ACTIVE', publishedVersion: { journal: 'The Lancet' } });
  });
});

describe("an article's status in REST", () => {
  it('answers the status, notices and journal version on the article and in the list', async () => {
    const one = await api.request<ArticleJson>(`/api/articles/${ids.retracted}`);
    expect(one.body).toMatchObject({
      status: 'retracted',
      notices: [{ kind: 'retraction', pmid: '90002', url: 'https://pubmed.ncbi.nlm.nih.gov/90002/', date: '2026-03-01T00:00:00.000Z' }],
      publishedVersion: null,
    });
    const list = await api.request<ArticleJson[]>('/api/articles?limit=100&includeRetracted=true');
    const preprint = list.body.find((article) => article.id === ids.preprint);
    expect(preprint).toMatchObject({
      status: 'active',
      statusChangedAt: null,
      notices: [],
      publishedVersion: { doi: '10.1000/jv.1', journal: 'The Lancet', url: 'https://doi.org/10.1000/jv.1' },
    });
    expect(list.body.find((article) => article.id === ids.retracted)?.status).toBe('retracted');
  });
});

describe('retracted papers in the feed (docs/product/feed.md#retracted-papers-in-the-feed)', () => {
  const listed = async (filter: Record<string, unknown> | null) => {
    const { data, errors } = await api.graphql(FEED_STATUS, { filter });
    expect(errors).toBeUndefined();
    return { ids: data?.articles.nodes.map((node) => node.databaseId) ?? [], total: data?.articles.totalCount };
  };

  it('hides retracted papers from the feed by default, totals included', async () => {
    const feed = await listed(null);
    expect(feed.ids).not.toContain(ids.retracted);
    expect(feed.ids).toEqual(expect.arrayContaining([ids.preprint, ids.journalVersion, ids.plain]));
    expect(feed.total).toBe(feed.ids.length);
  });

  it('shows them when asked, when searching, and lists one status alone', async () => {
    expect((await listed({ includeRetracted: true })).ids).toContain(ids.retracted);
    expect((await listed({ statuses: ['RETRACTED'] })).ids).toEqual([ids.retracted]);
    expect((await listed({ statuses: ['ACTIVE'] })).ids).not.toContain(ids.retracted);
    const { data } = await api.graphql(ARTICLE_STATUS, { id: String(ids.retracted) });
    expect(data?.article?.databaseId).toBe(ids.retracted);
    const title = (await api.request<ArticleJson>(`/api/articles/${ids.retracted}`)).body.title;
    const word = title.split(/\W+/).find((part) => part.length > 6) ?? title;
    expect((await listed({ search: word })).ids).toContain(ids.retracted);
    expect((await listed({ search: word, includeRetracted: false })).ids).not.toContain(ids.retracted);
  });

  it('reads the same filter from REST, and refuses an unknown status with a sentence', async () => {
    const retracted = await api.request<ArticleJson[]>('/api/articles?status=retracted');
    expect(retracted.body.map((article) => article.id)).toEqual([ids.retracted]);
    const feed = await api.request<ArticleJson[]>('/api/articles?limit=100');
    expect(feed.body.map((article) => article.id)).not.toContain(ids.retracted);
    const bad = await api.request<{ message: string }>('/api/articles?status=gone');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unknown status "gone". Statuses are active, corrected, expression-of-concern, retracted, withdrawn.');
  });
});
