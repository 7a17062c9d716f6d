import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.js';
import { launchBrowser, openPage } from './support/browser.js';
import { registerInContext } from './support/graphql.js';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const POLL = { timeout: 15_000, interval: 100 };
const PUBLIC = 'public, max-age=1, must-revalidate';

const cards = (page: Page) => page.locator('main ol > li > article');

const isFeedGet = (response: Response) => {
  const url = new URL(response.url());
  return response.request().method() === 'GET' && url.pathname === '/graphql' && url.searchParams.get('operationName') === 'FeedArticles';
};

/** Loads the feed and returns the answer to its (persisted query) GET. */
async function loadFeed(page: Page): Promise<Response> {
  const [response] = await Promise.all([page.waitForResponse(isFeedGet), page.goto('/')]);
  await expect.poll(() => cards(page).count(), POLL).toBe(20);
  return response;
}

function stats() {
  const cache = app.server.server.readCache;
  if (!cache) throw new Error('The test server runs without the anonymous read cache.');
  return { ...cache.stats };
}

describe('cached anonymous reads in the browser', () => {
  it("serve a guest's feed query by GET with public caching, from memory and by 304, never a signed-in reader's", async () => {
    const guest = await openPage(browser, app.baseUrl);

    // A fresh server knows no persisted query: the GET is refused and the whole document registered by POST.
    const posts: string[] = [];
    guest.page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') {
        posts.push(String((request.postDataJSON() as { operationName?: string } | null)?.operationName));
      }
    });
    const first = await loadFeed(guest.page);
    expect(((await first.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code).toBe(
      'PERSISTED_QUERY_NOT_FOUND',
    );
    expect(first.headers()['cache-control'] ?? '').not.toContain('public');
    expect(posts).toContain('FeedArticles');

    // Known now: the GET answers with an ETag and public caching, and is kept.
    const before = stats();
    const second = await loadFeed(guest.page);
    expect(second.status()).toBe(200);
    const etag = second.headers().etag;
    expect(etag).toBeTruthy();
    expect(second.headers()['cache-control']).toBe(PUBLIC);
    expect(second.headers().vary).toMatch(/\bCookie\b/);
    const body = (await second.json()) as { data?: { articles?: { nodes?: unknown[] } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.articles?.nodes).toHaveLength(20);
    expect(stats().stored).toBeGreaterThan(before.stored);

    // Past max-age the browser revalidates with the ETag and the server answers 304 without computing the feed.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const revalidating = stats();
    const third = await loadFeed(guest.page);
    expect((await third.request().allHeaders())['if-none-match']).toBe(etag);
    expect(stats().notModified).toBeGreaterThan(revalidating.notModified);

    // Another guest (an empty browser cache) is answered from the server's memory, with the same ETag.
    const other = await openPage(browser, app.baseUrl);
    const beforeOther = stats();
    const fromMemory = await loadFeed(other.page);
    expect(fromMemory.status()).toBe(200);
    expect(fromMemory.headers().etag).toBe(etag);
    expect(fromMemory.headers()['cache-control']).toBe(PUBLIC);
    expect(stats().hits).toBeGreaterThan(beforeOther.hits);

    // A signed-in reader's queries are GETs too, but carry no public caching and never touch the cache.
    const reader = await openPage(browser, app.baseUrl);
    await registerInContext(reader.context, app.baseUrl, 'cachedreader');
    const beforeReader = stats();
    const signedIn = await loadFeed(reader.page);
    expect(signedIn.status()).toBe(200);
    expect(signedIn.headers()['cache-control']).toBe('no-store');
    const after = stats();
    expect([after.hits, after.notModified, after.stored]).toEqual([beforeReader.hits, beforeReader.notModified, beforeReader.stored]);

    expect([...guest.errors, ...other.errors, ...reader.errors]).toEqual([]);
    await Promise.all([guest.context.close(), other.context.close(), reader.context.close()]);
  });
});
