import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, draftFrom, insertDrafts } from '#graph-test/factories.js';
import { LocalSummariser } from '#graph/modules/summary/local-summariser.service.js';
import { summariseArticles } from '#graph/modules/summary/summary.service.js';
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
  await app?.close();
});

/** Waits on a busy machine: lists render progressively and live events cross the database. */
const WAIT = { timeout: 20_000 };

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });

const PAPER_TITLE = 'Axolotl limb regeneration in adult salamanders';

/** Ingests one paper as the ingestion and summarise workflows store it: upserted from a source record, then summarised. */
async function ingestPaper(title: string): Promise<number> {
  const [id] = await insertDrafts(app.db.orm.em, [await draftFrom(4, { title, source: 'PLOS', publishedDate: daysAgo(120) })]);
  await summariseArticles({ em: app.db.orm.em.fork() }, new LocalSummariser(), [id]);
  return id;
}

describe('following the research in a real browser', () => {
  it('a saved search counts a newly ingested paper on the bell, live, and its Atom feed lists it', async () => {
    const { page, context, errors } = await openPage(browser, app.baseUrl);
    await registerInContext(context, app.baseUrl, 'follower');
    await page.goto('/?search=axolotl&range=all');
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByLabel('Name').fill('Axolotls');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Search saved').waitFor(WAIT);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await page.getByRole('button', { name: 'Notifications', exact: true, expanded: false }).waitFor(WAIT);

    const id = await ingestPaper(PAPER_TITLE);

    // Nothing reloads the page: the bell hears of the paper over graphql-ws (its poll is 5 minutes away).
    await page.getByRole('button', { name: 'Notifications: 1 new paper in your saved searches' }).waitFor(WAIT);
    await bell.click();
    await page.getByRole('menuitem', { name: 'Axolotls: 1 new paper' }).waitFor(WAIT);

    const { me } = await contextGraphql<{ me: { savedSearches: { feedUrl: string }[] } }>(
      context,
      app.baseUrl,
      'query { me { savedSearches { feedUrl } } }',
    );
    const feedUrl = me.savedSearches[0].feedUrl;
    expect(feedUrl.startsWith(`${app.baseUrl}/api/saved-searches/`)).toBe(true);
    const feed = await fetch(feedUrl);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('application/atom+xml');
    const entries = (await feed.text()).split('<entry>').slice(1);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toContain(`${app.baseUrl}/article/${id}`);

    await page.getByRole('menuitem', { name: 'Axolotls: 1 new paper' }).click();
    await page.waitForURL(/[?&]search=axolotl/, WAIT);
    await page.getByRole('button', { name: 'Notifications', exact: true, expanded: false }).waitFor(WAIT);
    expect(errors).toEqual([]);
    await context.close();
  });
});
