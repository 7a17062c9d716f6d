import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.js';
import { launchBrowser, NARROW, openPage, WIDE } from './support/browser.js';
import { contextGraphql, registerInContext } from './support/graphql.js';
import { layoutDefects } from './support/layout.js';

let app: TestApp;
let browser: Browser;
/** Where this run's screenshots go: a fresh folder under the system's temporary directory. */
const SHOTS = mkdtempSync(path.join(tmpdir(), 'paperlight-layout-'));

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  // A preprint trial with a long evidence badge, so the cards and the article show the widest badges beside their dates.
  await app.db.orm.em
    .getConnection()
    .execute("update articles set is_preprint = true, study_design = 'rct', sample_size = 1234 where id = ?", [app.recentIds[0]]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const POLL = { timeout: 15_000, interval: 100 };

/** Waits until the page's own loading states are gone: its heading is shown and no 'Loading…' status remains. */
async function settled(page: Page, heading: RegExp | string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
  await expect.poll(() => page.getByText(/^Loading/).count(), POLL).toBe(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

const PAGES: Array<{ name: string; path: (app: TestApp) => string; heading: RegExp | string; signedIn: boolean }> = [
  { name: 'feed', path: () => '/', heading: 'Latest Research', signedIn: false },
  { name: 'article', path: (test) => `/article/${test.recentIds[0]}`, heading: /./, signedIn: false },
  { name: 'sign-in', path: () => '/auth', heading: /./, signedIn: false },
  { name: 'profile', path: () => '/profile', heading: 'Profile settings', signedIn: true },
  { name: 'account', path: () => '/profile?tab=account', heading: 'Profile settings', signedIn: true },
  { name: 'bookmarks', path: () => '/bookmarks', heading: 'My Bookmarks', signedIn: true },
  { name: 'subscription', path: () => '/subscription', heading: /./, signedIn: true },
  { name: 'email-settings', path: () => '/email-settings', heading: 'Email Digest Settings', signedIn: true },
];

describe('layout at 375 and 1280 px', () => {
  for (const viewport of [NARROW, WIDE]) {
    it(`draws the feed, an article and the account pages at ${viewport.width} px with no overlapping text and no word broken across lines`, async () => {
      const guest = await openPage(browser, app.baseUrl, { viewport });
      const reader = await openPage(browser, app.baseUrl, { viewport });
      await registerInContext(reader.context, app.baseUrl, `layout${viewport.width}`);
      for (const id of app.recentIds.slice(0, 2)) {
        await contextGraphql(reader.context, app.baseUrl, 'mutation ($id: ID!) { addBookmark(articleId: $id) { id } }', { id: String(id) });
      }
      const found: Record<string, string[]> = {};
      for (const entry of PAGES) {
        const { page } = entry.signedIn ? reader : guest;
        await page.goto(entry.path(app));
        await settled(page, entry.heading);
        if (entry.name === 'feed' || entry.name === 'bookmarks') await page.locator('main article').first().waitFor();
        await page.screenshot({ path: path.join(SHOTS, `${entry.name}-${viewport.width}.png`), fullPage: true });
        found[entry.name] = await layoutDefects(page);
      }
      // Every page is listed, so a page with defects is named in the failure beside what is wrong with it.
      expect(found).toEqual(Object.fromEntries(PAGES.map((entry) => [entry.name, []])));
      expect([...guest.errors, ...reader.errors]).toEqual([]);
      await Promise.all([guest.context.close(), reader.context.close()]);
    });
  }
});
