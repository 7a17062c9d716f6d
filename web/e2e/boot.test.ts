import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.js';
import { launchBrowser, openPage } from './support/browser.js';

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
/** How long the app's JavaScript is held back at most while the boot script's queries are awaited. */
const HOLD_LIMIT_MS = 15_000;

interface SentOperation {
  operationName: string;
  query: string;
  variables: unknown;
}

/**
 * Records every GraphQL request the page sends, and holds the app's JavaScript back until the given operations have
 * been sent: they can then only have come from the boot script. `heldUntilSent` tells whether they arrived in time.
 */
async function watchFirstLoad(page: Page, bootOperations: readonly string[]) {
  const sent: SentOperation[] = [];
  let bootSent = () => {};
  const allBootSent = new Promise<void>((resolve) => (bootSent = resolve));
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return;
    const body = request.postDataJSON() as Partial<SentOperation> | null;
    sent.push({ operationName: body?.operationName ?? '', query: body?.query ?? '', variables: body?.variables });
    if (bootOperations.every((name) => sent.some((operation) => operation.operationName === name))) bootSent();
  });
  const state = { heldUntilSent: null as boolean | null };
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), HOLD_LIMIT_MS)));
    state.heldUntilSent = await Promise.race([allBootSent.then(() => true), limit]);
    clearTimeout(timer);
    await route.continue();
  });
  const named = (name: string) => sent.filter((operation) => operation.operationName === name);
  return { sent, state, named };
}

/** Each request carries the whole document of its operation (the server keeps no persisted queries). */
function expectFullQueries(sent: readonly SentOperation[]): void {
  expect(sent.length).toBeGreaterThan(0);
  for (const operation of sent) expect(operation.query).toMatch(new RegExp(`\\b(query|mutation) ${operation.operationName}\\b`));
}

describe('the boot fetch', () => {
  it("sends a first load's queries before the app's JavaScript has loaded, each once, exactly as Apollo sends them", async () => {
    const feed = await openPage(browser, app.baseUrl);
    const feedLoad = await watchFirstLoad(feed.page, ['Viewer', 'FeedArticles']);
    await feed.page.goto('/');
    await expect.poll(() => feed.page.locator('main ol > li > article').count(), POLL).toBe(20);
    await expect.poll(() => feedLoad.named('FeedFilterOptions').length, POLL).toBe(1);
    expect(feedLoad.state.heldUntilSent).toBe(true);
    expect(feedLoad.named('Viewer')).toHaveLength(1);
    expect(feedLoad.named('FeedArticles')).toHaveLength(1);

    // A client-side move to an article: Apollo itself sends the article page's query.
    await feed.page
      .getByRole('link', { name: /^Read more:/ })
      .first()
      .click();
    await feed.page.waitForURL(/\/article\/\d+$/);
    await feed.page.getByRole('heading', { level: 1 }).waitFor();
    const [fromApollo] = feedLoad.named('ArticlePage');
    expectFullQueries(feedLoad.sent);

    const article = await openPage(browser, app.baseUrl);
    const articleLoad = await watchFirstLoad(article.page, ['Viewer', 'ArticlePage']);
    await article.page.goto(new URL(feed.page.url()).pathname);
    await article.page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => articleLoad.named('RecordView').length, POLL).toBe(1);
    expect(articleLoad.state.heldUntilSent).toBe(true);
    expect(articleLoad.named('Viewer')).toHaveLength(1);
    expect(articleLoad.named('ArticlePage')).toEqual([fromApollo]);
    expectFullQueries(articleLoad.sent);

    expect([...feed.errors, ...article.errors]).toEqual([]);
    await feed.context.close();
    await article.context.close();
  });
});
