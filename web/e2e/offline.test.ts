import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.js';
import { launchBrowser, openPage } from './support/browser.js';
import { contextGraphql, registerInContext } from './support/graphql.js';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  // The test stops the server itself; closing it again is harmless.
  await app?.close().catch(() => undefined);
});

const POLL = { timeout: 20_000, interval: 200 };

/** The requests the worker holds for bookmarked articles, each as `operation variables`. */
const keptForBookmarks = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has('paperlight-data-bookmarks-v1'))) return [];
    const cache = await caches.open('paperlight-data-bookmarks-v1');
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return `${url.searchParams.get('operation')} ${url.searchParams.get('variables')}`;
    });
  });

describe('offline reading', () => {
  it('keeps a bookmarked article the reader never opened, and forgets it at logout', async () => {
    const { context, page, errors } = await openPage(browser, app.baseUrl, { serviceWorkers: true });
    await registerInContext(context, app.baseUrl, 'bookmark-keeper');
    const id = app.recentIds[1];
    const { article } = await contextGraphql<{ article: { id: string; title: string; simplifiedTitle: string | null; aiSummary: string } }>(
      context,
      app.baseUrl,
      'query ($id: ID!) { article(id: $id) { id title simplifiedTitle aiSummary } }',
      { id: String(id) },
    );
    const title = article.simplifiedTitle || article.title;

    await page.goto('/');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), POLL).toBe(true);
    // The reader's pages now load through the worker; with no bookmarks yet, nothing is kept for them.
    await page.reload();
    expect(await keptForBookmarks(page)).toEqual([]);
    const card = page.locator('main ol > li > article').filter({ has: page.locator(`a[href="/article/${id}"]`) });
    await card.getByRole('button', { name: 'Bookmark article' }).click();
    await card.getByRole('button', { name: 'Remove bookmark' }).waitFor();
    // The worker keeps the two requests the article page makes: the article and its comments.
    await expect
      .poll(() => keptForBookmarks(page), POLL)
      .toEqual(expect.arrayContaining([`ArticlePage {"id":"${id}"}`, `ArticleComments {"articleId":${JSON.stringify(article.id)}}`]));

    await context.setOffline(true);
    // The kept feed page stands in as the shell, without the feed's first paint (its heading would show on the article).
    const shell = await page.goto(`/article/${id}`);
    expect(await shell?.text()).not.toContain('Latest Research');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('heading', { name: /AI Summary/ }).waitFor();
    await page.getByText(article.aiSummary.slice(0, 80)).first().waitFor();
    await page.getByText('No comments yet. Be the first to comment!').waitFor();

    // Online again, the reader logs out: the kept answers go, and the article no longer opens offline.
    await context.setOffline(false);
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu for bookmark-keeper' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await keptForBookmarks(page)).toEqual([]);
    await context.setOffline(true);
    await page.goto(`/article/${id}`);
    await page.getByRole('alert').filter({ hasText: 'Failed to fetch article' }).waitFor();
    await expect(page.getByRole('heading', { level: 1, name: title }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("drops a removed bookmark's article unless the reader opened it", async () => {
    const { context, page, errors } = await openPage(browser, app.baseUrl, { serviceWorkers: true });
    await registerInContext(context, app.baseUrl, 'bookmark-remover');
    const [opened, unopened] = [app.recentIds[2], app.recentIds[3]];
    const articlePage = (id: number) => `ArticlePage {"id":"${id}"}`;
    const card = (id: number) => page.locator('main ol > li > article').filter({ has: page.locator(`a[href="/article/${id}"]`) });

    await page.goto('/');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), POLL).toBe(true);
    await page.reload();
    for (const id of [opened, unopened]) {
      await card(id).getByRole('button', { name: 'Bookmark article' }).click();
      await card(id).getByRole('button', { name: 'Remove bookmark' }).waitFor();
    }
    await expect.poll(() => keptForBookmarks(page), POLL).toEqual(expect.arrayContaining([articlePage(opened), articlePage(unopened)]));

    // One is opened online, then both bookmarks are removed: the worker drops what it kept for them.
    await card(opened)
      .getByRole('link', { name: /^Read more/ })
      .click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Remove bookmark' }).click();
    await page.getByRole('button', { name: 'Bookmark article' }).waitFor();
    await page.getByRole('link', { name: 'Back to feed' }).click();
    await card(unopened).getByRole('button', { name: 'Remove bookmark' }).click();
    await card(unopened).getByRole('button', { name: 'Bookmark article' }).waitFor();
    await expect.poll(() => keptForBookmarks(page), POLL).toEqual([]);

    // Offline, the opened one still opens from what the reader read; the other does not.
    await context.setOffline(true);
    await page.goto(`/article/${opened}`);
    await page.getByRole('heading', { name: /AI Summary/ }).waitFor();
    await page.goto(`/article/${unopened}`);
    await page.getByRole('alert').filter({ hasText: 'Failed to fetch article' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('installs, and opens a bookmarked article read before with no network at all', async () => {
    const { context, page, errors } = await openPage(browser, app.baseUrl, { serviceWorkers: true });
    await registerInContext(context, app.baseUrl, 'offline-reader');
    const id = app.recentIds[0];
    await contextGraphql(context, app.baseUrl, 'mutation ($id: ID!) { addBookmark(articleId: $id) { id } }', { id: String(id) });

    await page.goto('/');
    await page.locator('main ol > li > article').first().waitFor();
    // The worker is registered after load and takes over this page.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), POLL).toBe(true);
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? ((await (await fetch(link.href)).json()) as { name: string; display: string; start_url: string }) : null;
    });
    expect(manifest).toMatchObject({ name: 'Paperlight', display: 'standalone', start_url: '/' });

    // Read it once from My Bookmarks, online.
    await page.goto('/bookmarks');
    const card = page.locator('main article').first();
    await card.waitFor();
    await card.getByRole('link', { name: /^Read more/ }).click();
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    await page.getByRole('heading', { name: /AI Summary/ }).waitFor();

    // No network: the browser is offline and the server is gone.
    await context.setOffline(true);
    await app.server.close();
    await page.goto(`/article/${id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('heading', { name: /AI Summary/ }).waitFor();
    await page.getByRole('heading', { name: 'Original Abstract' }).waitFor();
    await page.goto('/bookmarks');
    await page.locator('main article').getByRole('heading', { name: title }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
