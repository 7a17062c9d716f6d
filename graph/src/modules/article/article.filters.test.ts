import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { daysAgo, demoDrafts, insertDrafts } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import type { ArticleFilter, StudyDesign as GqlStudyDesign } from '../../../test/gql/graphql.js';
import type { TestBrowser } from '../../../test/http-client.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { freeReader, premiumReader } from '../ai/test/readers.js';
import { StudyDesign } from './article.enums.js';
import { databaseIdOf } from '../../../test/global-ids.js';
import type { ArticleJson } from './article.rest.js';

const FILTERED_FEED = graphql(`
  query FilteredFeed($filter: ArticleFilter, $first: Int) {
    articles(filter: $filter, first: $first) {
      totalCount
      nodes {
        id
        title
        authors
        journal
        isPreprint
        peerReviewed
        isOpenAccess
        studyDesign
        studyDesignRule
        sampleSize
      }
    }
  }
`);

const DESIGN_COUNTS = graphql(`
  query DesignCounts($filter: ArticleFilter) {
    studyDesignCounts(filter: $filter) {
      design
      count
    }
  }
`);

const FILTER_COUNTS = graphql(`
  query FilterCounts($filter: ArticleFilter) {
    filterCounts(filter: $filter) {
      sources {
        source
        count
      }
      categories {
        name
        count
      }
    }
  }
`);

let db: TestDatabase;
let api: TestServer;
let premium: TestBrowser;
let free: TestBrowser;

// GraphQL names of the designs, by REST value.
const GQL_DESIGN = Object.fromEntries(Object.entries(StudyDesign).map(([name, value]) => [value, name])) as Record<
  StudyDesign,
  GqlStudyDesign
>;

beforeAll(async () => {
  db = await createTestDatabase();
  const drafts = (await demoDrafts()).map((draft, index) => ({ ...draft, publishedDate: daysAgo(index * 0.25) }));
  await insertDrafts(db.orm.em, drafts);
  api = await startTestServer(db);
  premium = (await premiumReader(db, api.baseUrl)).browser;
  free = (await freeReader(api.baseUrl)).browser;
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function feed(browser: TestBrowser, filter: ArticleFilter) {
  const response = await browser.graphql(FILTERED_FEED, { filter, first: 100 });
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return response.data!.articles;
}

// Each advanced filter, in GraphQL and REST form, with what every article it keeps must satisfy.
const ADVANCED: {
  name: string;
  graphql: ArticleFilter;
  rest: string;
  refusal: RegExp;
  keeps: (article: ArticleJson) => boolean;
}[] = [
  {
    name: 'study design',
    graphql: { designs: ['CROSS_SECTIONAL', 'COHORT'] },
    rest: 'design=cross-sectional&design=cohort',
    refusal: /^Filtering by study design is available with Paperlight Premium\./,
    keeps: (article) => article.studyDesign === StudyDesign.CROSS_SECTIONAL || article.studyDesign === StudyDesign.COHORT,
  },
  {
    name: 'preprints only',
    graphql: { peerReview: 'PREPRINT' },
    rest: 'peerReview=preprint',
    refusal: /^Filtering by peer review is available/,
    keeps: (article) => article.isPreprint && !article.peerReviewed,
  },
  {
    name: 'peer reviewed only',
    graphql: { peerReview: 'PEER_REVIEWED' },
    rest: 'peerReview=peer-reviewed',
    refusal: /^Filtering by peer review is available/,
    keeps: (article) => article.peerReviewed,
  },
  {
    name: 'open access only',
    graphql: { openAccessOnly: true },
    rest: 'openAccess=true',
    refusal: /^Filtering to open access papers is available/,
    keeps: (article) => article.isOpenAccess,
  },
  {
    name: 'journal',
    graphql: { journals: ['plos one'] },
    rest: 'journal=PLOS%20ONE',
    refusal: /^Filtering by journal is available/,
    keeps: (article) => article.journal.toLowerCase() === 'plos one',
  },
  {
    name: 'search in titles',
    graphql: { search: 'alcohol', searchScope: 'TITLE' },
    rest: 'search=alcohol&searchIn=title',
    refusal: /^Searching titles or authors only is available/,
    keeps: (article) => /alcohol/i.test(article.title) || /alcohol/i.test(article.simplifiedTitle ?? ''),
  },
  {
    name: 'search in authors',
    graphql: { search: 'Chen', searchScope: 'AUTHORS' },
    rest: 'search=Chen&searchIn=authors',
    refusal: /^Searching titles or authors only is available/,
    keeps: (article) => /\bchen\b/i.test(article.authors),
  },
];

describe('advanced feed filters', () => {
  it('exposes the design, sample size and peer review of every article over GraphQL and REST', async () => {
    const page = await feed(free, { search: 'cohort' });
    expect(page.nodes.length).toBeGreaterThan(0);
    for (const node of page.nodes) {
      expect(Object.values(GQL_DESIGN)).toContain(node.studyDesign);
      expect(node.peerReviewed).toBe(!node.isPreprint);
      expect(node.studyDesignRule).not.toBe('not classified yet');
    }
    expect(page.nodes.some((node) => node.sampleSize !== null)).toBe(true);
    const { body } = await free.request<ArticleJson[]>('/api/articles?limit=100');
    expect(body[0]).toMatchObject({ studyDesign: expect.any(String), peerReviewed: expect.any(Boolean) });
    expect(body.some((article) => typeof article.sampleSize === 'number')).toBe(true);
  });

  it.each(ADVANCED)(
    '$name: refused without access over REST and GraphQL, applied with it',
    async ({ graphql: filter, rest, refusal, keeps }) => {
      expect((await api.request(`/api/articles?${rest}`)).status).toBe(401);
      const refused = await free.request<{ message: string }>(`/api/articles?${rest}`);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(refusal);
      const graphRefused = await free.graphql(FILTERED_FEED, { filter, first: 5 });
      expect(graphRefused.data).toBeNull();
      expect(graphRefused.errors?.[0]).toMatchObject({ message: expect.stringMatching(refusal), extensions: { code: 'FORBIDDEN' } });

      const allowed = await premium.request<ArticleJson[]>(`/api/articles?limit=100&${rest}`);
      expect(allowed.status).toBe(200);
      expect(allowed.body.length).toBeGreaterThan(0);
      expect(allowed.body.every(keeps)).toBe(true);
      const page = await feed(premium, filter);
      expect(page.nodes.map((node) => databaseIdOf(node.id))).toEqual(allowed.body.map((article) => article.id));
      const everything = await feed(premium, {});
      expect(page.totalCount).toBeLessThan(everything.totalCount);
    },
  );

  it('keeps the free filters free', async () => {
    expect((await api.request('/api/articles?source=PubMed&search=sleep&dateRange=lastyear&searchIn=all')).status).toBe(200);
    expect(
      (await free.graphql(FILTERED_FEED, { filter: { sources: ['PUBMED'], searchScope: 'ALL', designs: [], journals: [] } })).errors,
    ).toBeUndefined();
  });

  it('refuses unknown values with a sentence', async () => {
    const bad = await premium.request<{ message: string }>('/api/articles?design=anecdote');
    expect(bad).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^Unknown study design "anecdote"\. Designs are systematic-review, rct,/) },
    });
    expect((await premium.request<{ message: string }>('/api/articles?peerReview=maybe')).status).toBe(400);
    expect((await premium.request<{ message: string }>('/api/articles?openAccess=yes')).status).toBe(400);
  });
});

describe('the filter panel’s counts', () => {
  const FILTERS: ArticleFilter[] = [
    { dateRange: 'LAST_30_DAYS' },
    { sources: ['DOAJ', 'PLOS'], dateRange: 'LAST_7_DAYS' },
    { search: 'patients', sources: ['PUBMED'] },
  ];

  it.each(FILTERS)('equal the totals of the list with each source or category ticked, for %j', async (filter) => {
    const response = await api.graphql(FILTER_COUNTS, { filter });
    expect(response.errors).toBeUndefined();
    const { sources, categories } = response.data!.filterCounts;
    expect(sources.map((row) => row.source).sort()).toEqual(['DOAJ', 'MEDRXIV', 'PLOS', 'PUBMED']);
    for (const row of sources) {
      expect((await feed(free, { ...filter, sources: [row.source] })).totalCount, row.source).toBe(row.count);
    }
    const everySource = (await feed(free, { ...filter, sources: null })).totalCount;
    expect(sources.reduce((sum, row) => sum + row.count, 0)).toBe(everySource);
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.map((row) => row.count)).toEqual([...categories.map((row) => row.count)].sort((a, b) => b - a));
    for (const row of categories) {
      expect(row.count).toBeGreaterThan(0);
      expect((await feed(free, { ...filter, categories: [row.name] })).totalCount, row.name).toBe(row.count);
    }
  });

  it('move with the filters: a narrower window never counts more, and an empty one counts nothing', async () => {
    const count = async (filter: ArticleFilter) => (await api.graphql(FILTER_COUNTS, { filter })).data!.filterCounts;
    const month = await count({ dateRange: 'LAST_30_DAYS' });
    const week = await count({ dateRange: 'LAST_7_DAYS' });
    const total = (rows: { count: number }[]) => rows.reduce((sum, row) => sum + row.count, 0);
    expect(total(week.sources)).toBeLessThan(total(month.sources));
    const nothing = await count({ search: 'zzzqqqxxnotaword' });
    expect(total(nothing.sources)).toBe(0);
    expect(nothing.categories).toEqual([]);
  });

  it('keep the advanced filters Premium', async () => {
    const refused = await free.graphql(FILTER_COUNTS, { filter: { openAccessOnly: true } });
    expect(refused.errors?.[0]?.message).toMatch(/Premium/);
    expect((await premium.graphql(FILTER_COUNTS, { filter: { openAccessOnly: true } })).errors).toBeUndefined();
  });
});

describe('counts by study design', () => {
  it('equal the totals of the feed filtered to each design, for the current filters', async () => {
    for (const filter of [{}, { sources: ['DOAJ'] }, { peerReview: 'PEER_REVIEWED', search: 'COVID' }] as ArticleFilter[]) {
      const counts = await premium.graphql(DESIGN_COUNTS, { filter: { ...filter, designs: ['QUALITATIVE'] } });
      expect(counts.errors).toBeUndefined();
      const rows = counts.data!.studyDesignCounts;
      expect(rows.map((row) => row.design)).toEqual(Object.values(GQL_DESIGN));
      expect(rows.filter((row) => row.count > 0).length).toBeGreaterThan(1);
      for (const row of rows) {
        expect((await feed(premium, { ...filter, designs: [row.design] })).totalCount, row.design).toBe(row.count);
      }
      expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe((await feed(premium, filter)).totalCount);
    }
    const rest = await premium.request<Record<string, number>>('/api/articles/design-counts?source=DOAJ');
    const graph = await premium.graphql(DESIGN_COUNTS, { filter: { sources: ['DOAJ'] } });
    expect(rest.body).toEqual(Object.fromEntries(graph.data!.studyDesignCounts.map((row) => [StudyDesign[row.design], row.count])));
  });

  it('are Premium', async () => {
    expect((await api.request('/api/articles/design-counts')).status).toBe(401);
    expect((await free.request('/api/articles/design-counts')).status).toBe(403);
    const refused = await free.graphql(DESIGN_COUNTS, {});
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Counts by study design are available with Paperlight Premium/),
    });
  });
});
