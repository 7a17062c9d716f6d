import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { daysAgo, draftFrom, grantPremium, insertDrafts } from '../../../test/factories.js';
import { TestBrowser } from '../../../test/http-client.js';
import { startTestServer, type TestServer } from '../../../test/server.js';

const SAVE = `mutation Save($input: SaveSearchInput!) {
  saveSearch(input: $input) { id name newCount feedUrl filter { search sources categories designs openAccessOnly } }
}`;
const MINE = `query Mine { me { savedSearchAllowance savedSearches { id name newCount filter { search categories } } } }`;
const UPDATE = `mutation Update($id: ID!, $input: UpdateSavedSearchInput!) { updateSavedSearch(id: $id, input: $input) { id name filter { search } } }`;
const DELETE = `mutation Delete($id: ID!) { deleteSavedSearch(id: $id) }`;
const OPEN = `mutation Open($id: ID!) { openSavedSearch(id: $id) { id newCount } }`;

interface SavedSearchData {
  id: string;
  name: string;
  newCount: number;
  feedUrl: string;
  filter: { search: string | null; sources: string[]; categories: string[]; designs: string[]; openAccessOnly: boolean };
}

let db: TestDatabase;
let api: TestServer;
let titles: string[];

async function savedCount(userId: string): Promise<number> {
  const rows = await db.orm.em
    .getConnection()
    .execute<{ count: string }[]>('select count(*) from saved_searches where user_id = ?', [Number(userId)]);
  return Number(rows[0].count);
}

async function save(reader: TestBrowser, name: string, filter: Record<string, unknown>) {
  return reader.graphql(SAVE, { input: { name, filter } });
}

beforeAll(async () => {
  db = await createTestDatabase();
  const drafts = await Promise.all(Array.from({ length: 12 }, (_, index) => draftFrom(index, { publishedDate: daysAgo(index * 30) })));
  titles = drafts.map((draft) => draft.title);
  await insertDrafts(db.orm.em, drafts);
  api = await startTestServer(db);
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

/** A word of an inserted paper's title that makes a search finding that paper. */
function wordOf(title: string): string {
  return title.split(/\W+/).filter((word) => word.length > 6)[0] ?? title.split(/\W+/)[0];
}

describe('saved searches over GraphQL', () => {
  it('saves the filter without its date window, lists it under me, renames, opens and deletes', async () => {
    const reader = new TestBrowser(api.baseUrl);
    await reader.register('follower');
    const saved = await save(reader, '  Sleep   research ', {
      search: 'sleep',
      dateRange: 'LAST_7_DAYS',
      categories: ['Neurology', 'Neurology'],
    });
    expect(saved.errors).toBeUndefined();
    const search = saved.data?.saveSearch as SavedSearchData;
    expect(search.name).toBe('Sleep research');
    expect(search.filter).toEqual({ search: 'sleep', sources: [], categories: ['Neurology'], designs: [], openAccessOnly: false });
    expect(search.newCount).toBe(0);
    expect(search.feedUrl).toMatch(new RegExp(`/api/saved-searches/${search.id}/feed\\.atom\\?token=[\\w-]{32}$`));

    const mine = await reader.graphql(MINE);
    expect(mine.data).toEqual({
      me: {
        savedSearchAllowance: 3,
        savedSearches: [{ id: search.id, name: 'Sleep research', newCount: 0, filter: { search: 'sleep', categories: ['Neurology'] } }],
      },
    });

    const renamed = await reader.graphql(UPDATE, { id: search.id, input: { name: 'Sleep', filter: { search: 'insomnia' } } });
    expect(renamed.data?.updateSavedSearch).toEqual({ id: search.id, name: 'Sleep', filter: { search: 'insomnia' } });
    expect((await reader.graphql(OPEN, { id: search.id })).data?.openSavedSearch).toEqual({ id: search.id, newCount: 0 });
    expect((await reader.graphql(DELETE, { id: search.id })).data?.deleteSavedSearch).toBe(true);
    expect((await reader.graphql(DELETE, { id: search.id })).data?.deleteSavedSearch).toBe(false);
    expect((await reader.graphql(MINE)).data).toEqual({ me: { savedSearchAllowance: 3, savedSearches: [] } });
  });

  it('refuses bad input with a sentence and writes nothing', async () => {
    const reader = new TestBrowser(api.baseUrl);
    const userId = await reader.register('carefulreader');
    const cases: [string, Record<string, unknown>, string][] = [
      ['', { search: 'sleep' }, 'Give the search a name.'],
      ['x'.repeat(81), { search: 'sleep' }, "A saved search's name is at most 80 characters."],
      [
        'Everything',
        { dateRange: 'LAST_30_DAYS' },
        'Choose a search text, a source or a category to save; a search without them is the whole feed.',
      ],
    ];
    for (const [name, filter, message] of cases) {
      const answer = await save(reader, name, filter);
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const premiumOnly = await save(reader, 'Trials', { search: 'sleep', openAccessOnly: true });
    expect(premiumOnly.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(premiumOnly.errors?.[0]?.message).toMatch(/Premium/);
    await save(reader, 'Sleep', { search: 'sleep' });
    const duplicate = await save(reader, 'SLEEP', { search: 'insomnia' });
    expect(duplicate.errors?.[0]).toMatchObject({
      message: 'You already have a saved search called "SLEEP". Choose another name.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await savedCount(userId)).toBe(1);
  });

  it('keeps 3 for a free reader and 50 with Premium, even when saves race', async () => {
    const reader = new TestBrowser(api.baseUrl);
    const userId = await reader.register('collector');
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => save(reader, `Search ${n}`, { search: `topic${n}` })));
    expect(answers.filter((answer) => answer.data?.saveSearch)).toHaveLength(3);
    const refusals = answers.filter((answer) => answer.errors);
    expect(refusals).toHaveLength(2);
    expect(refusals[0].errors?.[0]).toMatchObject({
      message: 'Free accounts keep up to 3 saved searches. Delete one, or upgrade to Premium to keep up to 50.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await savedCount(userId)).toBe(3);

    await grantPremium(db.orm.em, userId);
    for (let n = 1; n <= 47; n += 1) expect((await save(reader, `Extra ${n}`, { search: `extra${n}` })).errors).toBeUndefined();
    const full = await save(reader, 'One too many', { search: 'more' });
    expect(full.errors?.[0]?.message).toBe('You have 50 saved searches, the most Paperlight keeps. Delete one to save another.');
    expect(await savedCount(userId)).toBe(50);
    expect((await reader.graphql(MINE)).data?.me).toMatchObject({ savedSearchAllowance: 50 });
  });

  it('counts papers added since the search was last opened, and only those that match', async () => {
    const reader = new TestBrowser(api.baseUrl);
    await reader.register('newsreader');
    const word = wordOf(titles[0]);
    const search = (await save(reader, 'Mine', { search: word })).data?.saveSearch as SavedSearchData;
    const other = (await save(reader, 'Other', { search: 'zzqxnomatchword' })).data?.saveSearch as SavedSearchData;
    await insertDrafts(db.orm.em, [await draftFrom(0, { title: titles[0] }), await draftFrom(0, { title: titles[0] }), await draftFrom(5)]);
    const counts = async () =>
      Object.fromEntries(
        ((await reader.graphql(MINE)).data?.me as { savedSearches: SavedSearchData[] }).savedSearches.map((saved) => [
          saved.name,
          saved.newCount,
        ]),
      );
    expect(await counts()).toEqual({ Mine: 2, Other: 0 });
    await reader.graphql(OPEN, { id: search.id });
    expect(await counts()).toEqual({ Mine: 0, Other: 0 });
    expect(other.newCount).toBe(0);
  });

  it("never shows or changes another reader's searches", async () => {
    const owner = new TestBrowser(api.baseUrl);
    await owner.register('owner1');
    const search = (await save(owner, 'Private', { search: 'sleep' })).data?.saveSearch as SavedSearchData;
    const other = new TestBrowser(api.baseUrl);
    await other.register('nosy1');
    for (const [operation, variables] of [
      [UPDATE, { id: search.id, input: { name: 'Mine now' } }],
      [OPEN, { id: search.id }],
    ] as const) {
      expect((await other.graphql(operation, variables)).errors?.[0]).toMatchObject({
        message: 'Saved search not found.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect((await other.graphql(DELETE, { id: search.id })).data?.deleteSavedSearch).toBe(false);
    expect((await owner.graphql(MINE)).data?.me).toMatchObject({ savedSearches: [{ name: 'Private' }] });
    const anonymous = new TestBrowser(api.baseUrl);
    expect((await anonymous.graphql(SAVE, { input: { name: 'x', filter: { search: 'sleep' } } })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('saved searches over REST', () => {
  it('creates, lists, updates, opens and deletes with the feed query parameters as the filter', async () => {
    const reader = new TestBrowser(api.baseUrl);
    await reader.register('restfollower');
    const created = await reader.request<{ id: number; filter: unknown; feedUrl: string }>('/api/user/saved-searches', {
      method: 'POST',
      json: { name: 'Heart', filter: { search: 'heart', source: ['PubMed'], dateRange: 'last7days' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.filter).toEqual({ search: 'heart', source: ['PubMed'] });
    const id = created.body.id;
    expect((await reader.request('/api/user/saved-searches')).body).toMatchObject([{ id, name: 'Heart', newCount: 0 }]);
    expect((await reader.request(`/api/user/saved-searches/${id}`, { method: 'PATCH', json: { name: 'Hearts' } })).body).toMatchObject({
      id,
      name: 'Hearts',
      filter: { search: 'heart', source: ['PubMed'] },
    });
    const bad = await reader.request(`/api/user/saved-searches/${id}`, { method: 'PATCH', json: { filter: { source: 'Nowhere' } } });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Unknown source "Nowhere". Sources are PubMed, medRxiv, PLOS, DOAJ.' } });
    expect((await reader.request(`/api/user/saved-searches/${id}/open`, { method: 'POST' })).status).toBe(200);
    const reset = await reader.request<{ feedUrl: string }>(`/api/user/saved-searches/${id}/reset-feed`, { method: 'POST' });
    expect(reset.body.feedUrl).not.toBe(created.body.feedUrl);
    expect(await reader.request(`/api/user/saved-searches/${id}`, { method: 'DELETE' })).toMatchObject({
      status: 200,
      body: { id, deleted: true },
    });
    expect((await reader.request('/api/user/saved-searches')).body).toEqual([]);
    expect((await new TestBrowser(api.baseUrl).request('/api/user/saved-searches')).status).toBe(401);
  });
});
