import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoticeKind } from '#graph/modules/status/article-status.enums.js';
import { startTestApp, type TestApp } from './support/app.js';
import { runAxe } from './support/axe.js';
import { launchBrowser, openPage, screenshot } from './support/browser.js';

const RETRACTED_TITLE = 'Quokkaflux supplements and sleep in adults';
const PREPRINT_TITLE = 'Wallabyrest preprint on sleep in adults';

let app: TestApp;
let browser: Browser;
let retractedId: number;
let preprintId: number;

beforeAll(async () => {
  [app, browser] = await Promise.all([
    startTestApp({
      extraDrafts: [
        {
          title: RETRACTED_TITLE,
          pmid: '93001',
          notices: [
            {
              kind: NoticeKind.RETRACTION,
              paper: { pmid: '93001', doi: null },
              notice: { pmid: '93002', doi: null },
              reference: 'Sleep Med. 2026 Mar;12:34',
              date: '2026-03-01T00:00:00.000Z',
            },
          ],
        },
        { title: PREPRINT_TITLE, source: 'medRxiv', isPreprint: true, publishedVersion: { doi: '10.1000/jv.93' } },
        { title: 'The journal version of the wallaby preprint', doi: '10.1000/jv.93', journal: 'The Lancet' },
      ],
    }),
    launchBrowser(),
  ]);
  const ids = app.recentIds.slice(-3);
  [retractedId, preprintId] = ids;
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const POLL = { timeout: 15_000, interval: 100 };

/** The feed card of an article, found by its Read More link (cards show the simplified title). */
const cardOf = (page: Page, id: number) => page.locator(`main article:has(a[href="/article/${id}"])`);

describe("a paper's status after publication in the browser", () => {
  it('leaves the retracted paper out of the feed and labels it, with its notice, where a search finds it', async () => {
    const { page, errors } = await openPage(browser, app.baseUrl);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Latest Research' }).waitFor();
    await cardOf(page, preprintId).waitFor(POLL);
    await expect(cardOf(page, retractedId).count()).resolves.toBe(0);

    await page.goto('/?search=quokkaflux');
    const card = cardOf(page, retractedId);
    await card.waitFor(POLL);
    const label = card.getByRole('note', { name: 'Status: Retracted' });
    await expect(label.isVisible()).resolves.toBe(true);
    await expect(label.getByRole('link', { name: 'Retraction notice (opens in a new tab)' }).getAttribute('href')).resolves.toBe(
      'https://pubmed.ncbi.nlm.nih.gov/93002/',
    );
    await screenshot(page, 'feed-retracted-card');
    expect(await runAxe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("puts the retraction banner over the retracted paper's page", async () => {
    const { page, errors } = await openPage(browser, app.baseUrl);
    await page.goto(`/article/${retractedId}`);
    const banner = page.getByRole('alert').filter({ hasText: 'This paper was retracted' });
    await banner.waitFor(POLL);
    await expect(banner.innerText()).resolves.toContain('This paper was retracted on March 1, 2026; its findings should not be relied on.');
    await expect(banner.getByRole('link', { name: 'Retraction notice: Sleep Med. 2026 Mar;12:34' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'article-retracted');
    expect(await runAxe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("links a preprint's page to its journal version", async () => {
    const { page, errors } = await openPage(browser, app.baseUrl);
    await page.goto(`/article/${preprintId}`);
    const link = page.getByRole('link', { name: 'Now published in The Lancet' });
    await link.waitFor(POLL);
    await expect(link.getAttribute('href')).resolves.toBe('https://doi.org/10.1000/jv.93');
    await expect(page.getByRole('alert').filter({ hasText: 'retracted' }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
