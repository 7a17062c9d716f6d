import { createHash } from 'node:crypto';
import type { Browser, Page, Request } from 'playwright-core';
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
  method: string;
  /** The address of a GET (where the server and the browser cache its answer). */
  url: string | null;
  operationName: string;
  /** The whole document, when the request carries it. */
  query: string;
  /** The automatic persisted query hash, when the request names one. */
  hash: string | null;
  variables: unknown;
}

function sentOperation(request: Request): SentOperation | null {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return null;
  const json = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));
  const body =
    request.method() === 'POST'
      ? ((request.postDataJSON() as Record<string, unknown> | null) ?? {})
      : request.method() === 'GET'
        ? {
            operationName: url.searchParams.get('operationName'),
            query: url.searchParams.get('query'),
            variables: json(url.searchParams.get('variables')),
            extensions: json(url.searchParams.get('extensions')),
          }
        : null;
  if (!body) return null;
  const extensions = body.extensions as { persistedQuery?: { sha256Hash?: string } } | null | undefined;
  return {
    method: request.method(),
    url: request.method() === 'GET' ? url.pathname + url.search : null,
    operationName: typeof body.operationName === 'string' ? body.operationName : '',
    query: typeof body.query === 'string' ? body.query : '',
    hash: extensions?.persistedQuery?.sha256Hash ?? null,
    variables: body.variables,
  };
}

/**
 * Records every GraphQL request the page sends, and holds the app's JavaScript back until the given operations have
 * been sent: they can then only have come from the boot script. `heldUntilSent` tells whether they arrived in time.
 * `named` lists an operation's requests that name a persisted query hash, or carry no hash (mutations): not the
 * POST that registers a hash the server did not know yet.
 */
async function watchFirstLoad(page: Page, bootOperations: readonly string[]) {
  const sent: SentOperation[] = [];
  let bootSent = () => {};
  const allBootSent = new Promise<void>((resolve) => (bootSent = resolve));
  page.on('request', (request) => {
    const operation = sentOperation(request);
    if (!operation) return;
    sent.push(operation);
    if (bootOperations.every((name) => sent.some((item) => item.operationName === name))) bootSent();
  });
  const state = { heldUntilSent: null as boolean | null };
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), HOLD_LIMIT_MS)));
    state.heldUntilSent = await Promise.race([allBootSent.then(() => true), limit]);
    clearTimeout(timer);
    await route.continue();
  });
  const named = (name: string) =>
    sent.filter((operation) => operation.operationName === name && (operation.method === 'GET' || !operation.hash));
  return { sent, state, named };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Queries go by GET naming their document's SHA-256, and by POST with the whole document only to register a hash the
 * server did not know (with that same hash); mutations go whole by POST.
 */
function expectPersistedQueries(sent: readonly SentOperation[]): void {
  expect(sent.length).toBeGreaterThan(0);
  for (const operation of sent) {
    if (operation.method === 'GET') {
      expect(operation.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(operation.query).toBe('');
    } else {
      expect(operation.query).toMatch(new RegExp(`\\b(query|mutation) ${operation.operationName}\\b`));
      const isMutation = new RegExp(`\\bmutation ${operation.operationName}\\b`).test(operation.query);
      expect(operation.hash).toBe(isMutation ? null : sha256(operation.query));
    }
  }
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
    expectPersistedQueries(feedLoad.sent);

    const article = await openPage(browser, app.baseUrl);
    const articleLoad = await watchFirstLoad(article.page, ['Viewer', 'ArticlePage']);
    await article.page.goto(new URL(feed.page.url()).pathname);
    await article.page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => articleLoad.named('RecordView').length, POLL).toBe(1);
    expect(articleLoad.state.heldUntilSent).toBe(true);
    expect(articleLoad.named('Viewer')).toHaveLength(1);
    expect(articleLoad.named('ArticlePage')).toEqual([fromApollo]);
    expectPersistedQueries(articleLoad.sent);

    expect([...feed.errors, ...article.errors]).toEqual([]);
    await feed.context.close();
    await article.context.close();
  });
});
