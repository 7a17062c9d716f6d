import type { Browser } from 'playwright-core';
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

describe('offline reading', () => {
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
