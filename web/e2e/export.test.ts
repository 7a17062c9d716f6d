import { readFile } from 'node:fs/promises';
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import { parse } from 'csv-parse/sync';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.js';
import { ARTIFACTS_DIR, launchBrowser, NARROW, openPage, screenshot } from './support/browser.js';
import { registerInContext } from './support/graphql.js';
import { expectAxeCleanAtBothWidths, grantPremiumTo, toast } from './support/premium.js';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

interface ArticleJson {
  id: number;
  title: string;
  sourceUrl: string;
}

/** Chooses a format in the page's Export menu and waits for the file the browser downloads. */
async function exportAs(page: Page, menuName: string, format: string): Promise<{ download: Download; text: string }> {
  await page.getByRole('button', { name: menuName }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: format }).click()]);
  const path = await download.path();
  return { download, text: await readFile(path, 'utf8') };
}

const today = () => new Date().toISOString().slice(0, 10);

describe('export in a real browser', () => {
  it("downloads the filtered feed's results and the bookmarks for a Premium reader, and each file parses", async () => {
    const { page, context, errors } = await openPage(browser, app.baseUrl);
    await registerInContext(context, app.baseUrl, 'exporter');
    await grantPremiumTo(app, 'exporter');

    await page.goto('/?source=PLOS');
    await page.locator('main ol > li > article').first().waitFor();
    const feed = (await (await context.request.get('/api/articles?source=PLOS&dateRange=last7days&limit=100')).json()) as ArticleJson[];
    expect(feed.length).toBeGreaterThan(5);

    const bib = await exportAs(page, 'Export results', 'BibTeX (.bib)');
    expect(bib.download.suggestedFilename()).toBe(`paperlight-feed-${today()}.bib`);
    const entries = new Cite(bib.text).data;
    expect(entries.map((entry) => entry.URL)).toEqual(feed.map((article) => article.sourceUrl));
    expect(entries.map((entry) => entry.title)).toEqual(feed.map((article) => article.title));
    await toast(page, 'Export ready').waitFor();

    const ris = await exportAs(page, 'Export results', 'RIS (.ris)');
    expect(ris.download.suggestedFilename()).toBe(`paperlight-feed-${today()}.ris`);
    expect(new Cite(ris.text).data.map((entry) => entry.URL)).toEqual(feed.map((article) => article.sourceUrl));

    for (const article of feed.slice(0, 2)) {
      const saved = await context.request.post('/api/user/bookmarks', { data: { articleId: article.id } });
      expect(saved.status()).toBe(201);
    }
    await page.goto('/bookmarks');
    await page.getByRole('heading', { level: 1, name: 'My Bookmarks' }).waitFor();
    await page.getByRole('button', { name: 'Export bookmarks' }).click();
    await page.getByRole('menuitem', { name: 'CSV (.csv)' }).waitFor();
    await expectAxeCleanAtBothWidths(page);
    await screenshot(page, 'bookmarks-export-menu-1280');
    await page.keyboard.press('Escape');
    const csv = await exportAs(page, 'Export bookmarks', 'CSV (.csv)');
    expect(csv.download.suggestedFilename()).toBe(`paperlight-bookmarks-${today()}.csv`);
    const rows = parse(csv.text, { bom: true, columns: true }) as Record<string, string>[];
    // Newest bookmark first.
    expect(rows.map((row) => row.URL)).toEqual([feed[1].sourceUrl, feed[0].sourceUrl]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a reader without Premium the upgrade hint in the menu, which leads to the plans', async () => {
    const { page, context, errors } = await openPage(browser, app.baseUrl);
    await registerInContext(context, app.baseUrl, 'nonexporter');
    await page.goto('/');
    await page.locator('main ol > li > article').first().waitFor();
    await page.getByRole('button', { name: 'Export results' }).press('Enter');
    await page.getByText('Export to BibTeX, RIS or CSV comes with Paperlight Premium.').waitFor();
    await expect(page.getByRole('menuitem').allInnerTexts()).resolves.toEqual(['Upgrade to Premium']);
    await expectAxeCleanAtBothWidths(page);
    await page.setViewportSize(NARROW);
    await page.getByRole('button', { name: 'Export results' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS_DIR}feed-export-menu-375.png` });
    await page.getByRole('menuitem', { name: 'Upgrade to Premium' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.baseUrl}/subscription`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
