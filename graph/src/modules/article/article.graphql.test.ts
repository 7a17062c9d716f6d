import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import type { ArticleOrder, DateRange, FeedQuery, FeedQueryVariables } from '../../../test/gql/graphql.js';
import { TestBrowser } from '../../../test/http-client.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { Source } from './article.enums.js';

const FEED = graphql(`
  query Feed($filter: ArticleFilter, $orderBy: ArticleOrder, $first: Int, $after: String, $offset: Int) {
    articles(filter: $filter, orderBy: $orderBy, first: $first, after: $after, offset: $offset) {
      totalCount
      edges {
        cursor
        node {
          id
          title
          simplifiedTitle
          source
          publishedDate
          viewCount
          categories
        }
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
    }
  }
`);

const TITLES = graphql(`
  query FeedTitles($first: Int) {
    articles(first: $first) {
      edges {
        node {
          title
        }
      }
    }
  }
`);

graphql(`
  fragment FeedCard on Article {
    id
    publishedDate
    peerReviewed
    ... on Article {
      summary {
        provider
        generatedAt
      }
      categories
    }
  }
`);

const FEED_THROUGH_FRAGMENTS = graphql(`
  query FeedThroughFragments {
    articles(first: 100) {
      nodes {
        ...FeedCard
        viewerHasBookmarked
      }
    }
  }
`);

const ARTICLE_CARD = graphql(`
  query ArticleCard($id: ID!) {
    article(id: $id) {
      id
      publishedDate
      peerReviewed
      summary {
        provider
        generatedAt
      }
      categories
      viewerHasBookmarked
    }
  }
`);

const RECORD_VIEW = graphql(`
  mutation RecordView($id: ID!) {
    recordView(articleId: $id) {
      id
      viewCount
    }
  }
`);

const CATEGORIES = graphql(`
  query Categories {
    categories {
      id
      name
      slug
      count
    }
  }
`);

const AUTHORS_AND_JOURNALS = graphql(`
  query AuthorsAndJournals {
    articles(first: 100) {
      edges {
        node {
          id
          authorList
          journal
        }
      }
    }
  }
`);

const ARTICLE = graphql(`
  query ArticleById($id: ID!) {
    article(id: $id) {
      id
      title
      categories
    }
  }
`);

const SOURCE_COUNTS = graphql(`
  query SourceCounts {
    sourceCounts {
      source
      count
    }
  }
`);

type Feed = FeedQuery['articles'];

let db: TestDatabase;
let api: TestServer;
const ages = [0.02, 0.5, 3, 6, 12, 25, 45, 80, 150, 300, 500, 800];
const sources = [Source.PUBMED, Source.MEDRXIV, Source.PLOS, Source.DOAJ];

beforeAll(async () => {
  db = await createTestDatabase();
  const drafts = await Promise.all(
    ages.map((age, index) => draftFrom(index * 7, { publishedDate: daysAgo(age), source: sources[index % 4] })),
  );
  await insertDrafts(db.orm.em, drafts);
  api = await startTestServer(db);
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function feed(variables: FeedQueryVariables): Promise<Feed> {
  const response = await api.graphql(FEED, variables);
  expect(response.errors).toBeUndefined();
  return response.data!.articles;
}

describe('articles: orders', () => {
  it('lists newest first by default, with a total count', async () => {
    const page = await feed({ first: 100 });
    expect(page.totalCount).toBe(ages.length);
    const dates = page.edges.map((edge) => Date.parse(edge.node.publishedDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('lists oldest first', async () => {
    const page = await feed({ first: 100, orderBy: 'OLDEST' });
    const dates = page.edges.map((edge) => Date.parse(edge.node.publishedDate));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });

  it('orders by the title shown (the simplified one when there is one) both ways, ignoring case', async () => {
    const shown = (page: Feed) => page.edges.map((edge) => (edge.node.simplifiedTitle || edge.node.title).toLowerCase());
    const ascending = shown(await feed({ first: 100, orderBy: 'TITLE_ASC' }));
    const descending = shown(await feed({ first: 100, orderBy: 'TITLE_DESC' }));
    expect(ascending).toEqual([...ascending].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(descending).toEqual([...ascending].reverse());
  });

  it('orders by views after views are recorded', async () => {
    const all = await feed({ first: 100 });
    const target = all.edges[5].node.id;
    for (let i = 0; i < 3; i++) {
      // Three readers (three addresses): one reader's repeated views count once.
      const response = await new TestBrowser(api.baseUrl).graphql(RECORD_VIEW, { id: target });
      expect(response.data?.recordView.viewCount).toBe(i + 1);
    }
    const mostViewed = await feed({ first: 3, orderBy: 'MOST_VIEWED' });
    expect(mostViewed.edges[0].node).toMatchObject({ id: target, viewCount: 3 });
  });

  it('orders by relevance when there is search text, and by newest without it', async () => {
    const newest = await feed({ first: 100 });
    const relevanceWithoutSearch = await feed({ first: 100, orderBy: 'RELEVANCE' });
    expect(relevanceWithoutSearch.edges.map((edge) => edge.node.id)).toEqual(newest.edges.map((edge) => edge.node.id));
    const word = newest.edges[0].node.title.split(/\s+/).find((token) => /^[a-z]{6,}$/i.test(token))!;
    const relevant = await feed({ first: 100, orderBy: 'RELEVANCE', filter: { search: word } });
    expect(relevant.totalCount).toBeGreaterThan(0);
    expect(relevant.edges.length).toBe(relevant.totalCount);
  });
});

describe('articles: filters', () => {
  it('filters by sources', async () => {
    const page = await feed({ first: 100, filter: { sources: ['PUBMED', 'PLOS'] } });
    expect(page.totalCount).toBe(6);
    expect(new Set(page.edges.map((edge) => edge.node.source))).toEqual(new Set(['PUBMED', 'PLOS']));
  });

  it('filters by categories (any of them), by name or slug', async () => {
    const categories = await api.graphql(CATEGORIES);
    const [first, second] = categories.data!.categories.filter((category) => category.count > 0);
    const byName = await feed({ first: 100, filter: { categories: [first.name, second.name] } });
    for (const edge of byName.edges) expect(edge.node.categories.some((name) => name === first.name || name === second.name)).toBe(true);
    const bySlug = await feed({ first: 100, filter: { categories: [first.slug] } });
    expect(bySlug.totalCount).toBe(first.count);
  });

  it.each<[DateRange, number]>([
    ['LAST_24_HOURS', 2],
    ['LAST_7_DAYS', 4],
    ['LAST_30_DAYS', 6],
    ['LAST_3_MONTHS', 8],
    ['LAST_YEAR', 10],
  ])('filters by date range %s', async (dateRange, expected) => {
    const page = await feed({ first: 100, filter: { dateRange } });
    expect(page.totalCount).toBe(expected);
  });

  it('has no date filter without a range', async () => {
    expect((await feed({ first: 100, filter: { dateRange: null } })).totalCount).toBe(ages.length);
  });

  it('combines filters with AND', async () => {
    const page = await feed({ first: 100, filter: { sources: ['PUBMED'], dateRange: 'LAST_30_DAYS' } });
    expect(page.edges.every((edge) => edge.node.source === 'PUBMED')).toBe(true);
    expect(page.totalCount).toBe(2);
  });

  it('searches the full text', async () => {
    const all = await feed({ first: 100 });
    const title = all.edges[3].node.title;
    const page = await feed({ first: 100, filter: { search: `"${title.split(/\s+/).slice(0, 3).join(' ')}"` } });
    expect(page.edges.map((edge) => edge.node.id)).toContain(all.edges[3].node.id);
  });

  it("finds articles by an author's surname and by journal", async () => {
    const response = await api.graphql(AUTHORS_AND_JOURNALS);
    const withAuthor = response.data!.articles.edges.find((edge) =>
      edge.node.authorList.some((name) => /^[A-Za-z]+ [A-Z][a-z]{4,}$/.test(name)),
    )!.node;
    const surname = withAuthor.authorList.find((name) => /^[A-Za-z]+ [A-Z][a-z]{4,}$/.test(name))!.split(' ')[1];
    const byAuthor = await feed({ first: 100, filter: { search: surname } });
    expect(byAuthor.edges.map((edge) => edge.node.id)).toContain(withAuthor.id);
  });

  it.each([
    ['quotes', '"unterminated quote'],
    ['operators', '&|!:* <-> ( ) \\'],
    ['emoji', '🧬🫀 heart 💊'],
    ['a 10 kB string', 'cardio '.repeat(1500)],
    // NUL is refused before anything reads it (graph/src/server/odd-input.test.ts); other control characters are searched around.
    ['control characters', 'heart\u0007\u001fattack'],
    ['SQL-looking text', "'; drop table articles; --"],
    ['only punctuation', '!!!'],
  ])('never errors on odd search input: %s', async (_name, search) => {
    const response = await api.graphql(FEED, { first: 20, filter: { search } });
    expect(response.errors).toBeUndefined();
    expect(Array.isArray(response.data?.articles.edges)).toBe(true);
  });
});

describe('articles: paging', () => {
  it('walks every page with cursors and ends with hasNextPage false', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page: Feed = await feed({ first: 5, after });
      seen.push(...page.edges.map((edge) => edge.node.id));
      pages += 1;
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(ages.length);
    const all = await feed({ first: 100 });
    expect(seen).toEqual(all.edges.map((edge) => edge.node.id));
  });

  it.each<ArticleOrder>(['OLDEST', 'TITLE_ASC', 'TITLE_DESC', 'MOST_VIEWED'])('pages exactly with cursors in %s order', async (orderBy) => {
    const all = (await feed({ first: 100, orderBy })).edges.map((edge) => edge.node.id);
    const first = await feed({ first: 7, orderBy });
    const rest = await feed({ first: 100, orderBy, after: first.pageInfo.endCursor });
    expect([...first.edges, ...rest.edges].map((edge) => edge.node.id)).toEqual(all);
    expect(rest.pageInfo.hasPreviousPage).toBe(true);
  });

  it('pages exactly with cursors in RELEVANCE order, grouped by day and best match first', async () => {
    const titles = (await feed({ first: 100 })).edges.map((edge) => edge.node.title);
    const words = titles.map((title) => title.split(/\s+/).find((token) => /^[a-z]{6,}$/i.test(token))).filter(Boolean);
    const filter = { search: words.join(' or ') };
    const all = (await feed({ first: 100, orderBy: 'RELEVANCE', filter })).edges.map((edge) => edge.node);
    expect(all.length).toBeGreaterThan(5);
    const days = all.map((node) => Math.floor(Date.parse(node.publishedDate) / 86_400_000));
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(new Set(days).size).toBeGreaterThan(1);
    const pages: string[] = [];
    let after: string | null = null;
    do {
      const page: Feed = await feed({ first: 2, orderBy: 'RELEVANCE', filter, after });
      pages.push(...page.edges.map((edge) => edge.node.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(pages).toEqual(all.map((node) => node.id));
  });

  it('pages exactly with cursors through a newest-first search that reaches past its recent stretch', async () => {
    const unfiltered = (await feed({ first: 100 })).edges.map((edge) => edge.node);
    const words = unfiltered.map((node) => node.title.split(/\s+/).find((token) => /^[a-z]{6,}$/i.test(token))).filter(Boolean);
    const filter = { search: words.join(' or ') };
    const all = await feed({ first: 100, filter });
    const ids = new Set(all.edges.map((edge) => edge.node.id));
    const ages = all.edges.map((edge) => (Date.now() - Date.parse(edge.node.publishedDate)) / 86_400_000);
    expect(ages.some((age) => age < 30) && ages.some((age) => age > 30)).toBe(true);
    expect(all.edges.map((edge) => edge.node.id)).toEqual(unfiltered.filter((node) => ids.has(node.id)).map((node) => node.id));
    for (const first of [1, 2, 3]) {
      const pages: string[] = [];
      let after: string | null = null;
      do {
        const page: Feed = await feed({ first, filter, after });
        pages.push(...page.edges.map((edge) => edge.node.id));
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      expect(pages).toEqual(all.edges.map((edge) => edge.node.id));
    }
  });

  it('pages with offset for load-more lists', async () => {
    const all = (await feed({ first: 100 })).edges.map((edge) => edge.node.id);
    const second = await feed({ first: 5, offset: 5 });
    expect(second.edges.map((edge) => edge.node.id)).toEqual(all.slice(5, 10));
    const last = await feed({ first: 5, offset: 10 });
    expect(last.edges).toHaveLength(2);
    expect(last.pageInfo.hasNextPage).toBe(false);
  });

  it('answers an empty page past the end and for filters that match nothing', async () => {
    const past = await feed({ first: 20, offset: 50 });
    expect(past.edges).toEqual([]);
    expect(past.pageInfo).toMatchObject({ hasNextPage: false, startCursor: null, endCursor: null });
    const none = await feed({ first: 20, filter: { search: 'zzyzx qwxv' } });
    expect(none).toMatchObject({ totalCount: 0, edges: [] });
  });

  it('returns the whole remainder when first runs past the end', async () => {
    const page = await feed({ first: 100, offset: 8 });
    expect(page.edges).toHaveLength(4);
    expect(page.pageInfo.hasNextPage).toBe(false);
  });

  it('returns no edges for first: 0 but still counts', async () => {
    const page = await feed({ first: 0 });
    expect(page.edges).toEqual([]);
    expect(page.totalCount).toBe(ages.length);
  });

  it.each<[FeedQueryVariables, string]>([
    [{ first: 101 }, 'exceeds the maximum page size of 100'],
    [{ first: -1 }, 'first must be a whole number from 0 to 100.'],
    [{ offset: -5 }, 'offset must be a whole number from 0 to 10000.'],
    [{ after: 'not-a-cursor' }, 'The cursor is not valid.'],
  ])('refuses bad paging arguments %o', async (variables, message) => {
    const response = await api.graphql(FEED, variables);
    expect(response.errors?.[0].message).toContain(message);
    expect(response.data?.articles ?? null).toBeNull();
  });

  it('refuses after and offset together, and a cursor from another order', async () => {
    const page = await feed({ first: 2 });
    const both = await api.graphql(FEED, { first: 2, after: page.pageInfo.endCursor, offset: 4 });
    expect(both.errors?.[0]).toMatchObject({
      message: 'Use either after or offset to page, not both.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const other = await api.graphql(FEED, { first: 2, after: page.pageInfo.endCursor, orderBy: 'TITLE_ASC' });
    expect(other.errors?.[0].message).toBe('The cursor belongs to a different order. Start again from the first page.');
  });
});

describe('article, recordView, categories and sourceCounts', () => {
  it('finds one article, answers null for a missing one, and refuses a non-numeric id', async () => {
    const all = await feed({ first: 1 });
    const found = await api.graphql(ARTICLE, { id: all.edges[0].node.id });
    expect(found.data?.article?.id).toBe(all.edges[0].node.id);
    const missing = await api.graphql(ARTICLE, { id: '999999' });
    expect(missing.errors).toBeUndefined();
    expect(missing.data?.article).toBeNull();
    const bad = await api.graphql(ARTICLE, { id: 'abc' });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'id must be the id of an article (or its databaseId).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses to record a view of a missing article and writes nothing', async () => {
    const before = await db.orm.em.fork().getConnection().execute<{ sum: number }[]>('select sum(view_count)::int as sum from articles');
    const response = await api.graphql(RECORD_VIEW, { id: '999999' });
    expect(response.errors?.[0]).toMatchObject({ message: 'Article not found.', extensions: { code: 'NOT_FOUND' } });
    const after = await db.orm.em.fork().getConnection().execute<{ sum: number }[]>('select sum(view_count)::int as sum from articles');
    expect(after[0].sum).toBe(before[0].sum);
  });

  it('counts articles per source, listing every source', async () => {
    const response = await api.graphql(SOURCE_COUNTS);
    expect(response.data?.sourceCounts).toEqual([
      { source: 'PUBMED', count: 3 },
      { source: 'MEDRXIV', count: 3 },
      { source: 'PLOS', count: 3 },
      { source: 'DOAJ', count: 3 },
    ]);
  });

  it('lists categories with counts that match the feed', async () => {
    const response = await api.graphql(CATEGORIES);
    const categories = response.data!.categories;
    expect(categories.length).toBeGreaterThanOrEqual(15);
    const counts = categories.map((category) => category.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const busiest = categories[0];
    expect((await feed({ first: 0, filter: { categories: [busiest.name] } })).totalCount).toBe(busiest.count);
  });
});

describe('statements per feed page (no N+1)', () => {
  it('reads a page, its categories and its total in one statement, for 10, 20 and 50 articles', async () => {
    const counts: number[] = [];
    for (const first of [10, 20, 50]) {
      db.queries.reset();
      const page = await feed({ first, filter: { sources: ['PUBMED', 'MEDRXIV', 'PLOS', 'DOAJ'], dateRange: 'LAST_YEAR' } });
      expect(page.edges.length).toBeGreaterThan(0);
      expect(page.edges.every((edge) => Array.isArray(edge.node.categories))).toBe(true);
      counts.push(db.queries.count);
    }
    expect(counts).toEqual([1, 1, 1]);
  });

  it('reads a newest-first search page in one statement, whether its recent stretch fills it or not', async () => {
    const unfiltered = (await feed({ first: 100 })).edges.map((edge) => edge.node);
    const words = unfiltered.map((node) => node.title.split(/\s+/).find((token) => /^[a-z]{6,}$/i.test(token))).filter(Boolean);
    const filter = { search: words.join(' or ') };
    for (const first of [1, 100]) {
      db.queries.reset();
      const page = await feed({ first, filter });
      const ages = page.edges.map((edge) => (Date.now() - Date.parse(edge.node.publishedDate)) / 86_400_000);
      // One article from the last 30 days fills the first page; the whole list reaches past them.
      expect(ages.some((age) => age > 30)).toBe(first > 1);
      expect(db.queries.count).toBe(1);
    }
  });

  it('reads a search whose recent stretch fell short as one statement over the whole range, with the same rows', async () => {
    const unfiltered = (await feed({ first: 100 })).edges.map((edge) => edge.node);
    const words = unfiltered.map((node) => node.title.split(/\s+/).find((token) => /^[a-z]{5,}$/i.test(token))).filter(Boolean);
    // A filter no other test reads, so this process has no memory of its stretch yet.
    const filter = { search: words.reverse().join(' or '), dateRange: 'LAST_YEAR' as const };
    const reads: { statement: string; ids: string[] }[] = [];
    for (let read = 0; read < 3; read += 1) {
      db.queries.reset();
      const page = await feed({ first: 100, filter });
      expect(db.queries.count).toBe(1);
      reads.push({ statement: db.queries.statements[0], ids: page.edges.map((edge) => edge.node.id) });
    }
    expect(reads[0].ids.length).toBeGreaterThan(1);
    expect(reads.map((read) => /recent as materialized/.test(read.statement))).toEqual([true, false, false]);
    expect(reads[1].ids).toEqual(reads[0].ids);
    expect(reads[2].ids).toEqual(reads[0].ids);
    // A page of one is filled by the stretch: it keeps the split.
    for (let read = 0; read < 2; read += 1) {
      db.queries.reset();
      await feed({ first: 1, filter });
      expect(db.queries.statements[0]).toMatch(/recent as materialized/);
    }
  });

  it('answers fields selected through fragments, computed ones included, as the single article query does', async () => {
    db.queries.reset();
    const response = await api.graphql(FEED_THROUGH_FRAGMENTS, {});
    expect(response.errors).toBeUndefined();
    expect(db.queries.count).toBe(1);
    const nodes = response.data!.articles.nodes;
    expect(nodes).toHaveLength(ages.length);
    for (const node of nodes) {
      const single = await api.graphql(ARTICLE_CARD, { id: (node as { id: string }).id });
      expect(node).toEqual(single.data!.article);
    }
  });

  it('reads only the columns the query asks for: a page of titles reads no abstract, summary or count', async () => {
    db.queries.reset();
    const response = await api.graphql(TITLES, { first: 5 });
    expect(response.errors).toBeUndefined();
    expect(response.data!.articles.edges.map((edge) => edge.node.title).every(Boolean)).toBe(true);
    expect(db.queries.count).toBe(1);
    const [sql] = db.queries.statements;
    expect(sql).toMatch(/a\.title as "title"/);
    for (const column of ['abstract', 'ai_summary', 'authors', 'journal', 'categories', 'count(']) expect(sql).not.toContain(`${column}`);
  });
});
