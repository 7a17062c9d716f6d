import type { Browser, Page, WebSocket as PageSocket } from 'playwright-core';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordsOnDay } from '../../workflows/test/fixture-records.js';
import { startTestApp, type TestApp } from './support/app.js';
import { launchBrowser, openPage } from './support/browser.js';
import { contextGraphql } from './support/graphql.js';
import { startIngestion, type IngestionStack } from './support/ingestion.js';

let app: TestApp;
let browser: Browser;
let ingestion: IngestionStack;

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  ingestion = await startIngestion(app);
});

afterAll(async () => {
  await browser?.close();
  await ingestion?.close();
  await app?.close();
});

/** Waits on a busy machine: lists render progressively, and a paper crosses Temporal, the AI stand-in and the database. */
const WAIT = { timeout: 30_000 };
const POLL = { timeout: 30_000, interval: 200 };

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });

/** Two recorded PLOS documents: the reader follows a word of the first; the second never contains it. */
const MATCHING_DOI = '10.1371/journal.pone.0218147';
const OTHER_DOI = '10.1371/journal.pone.0134480';
const MATCHING_TERM = 'Burkholderia';
const OTHER_TERM = 'insomnia';

// rss-parser reads each Atom entry's id; its item type declares it here.
const feedParser = new Parser<Record<string, never>, { id?: string }>();

/** Answers whether the page has subscribed to new papers (`articleAdded`) on a socket that is still open. */
function watchNewPaperSubscription(page: Page): () => boolean {
  const subscribed = new Set<PageSocket>();
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const text = String(payload);
      if (text.includes('"subscribe"') && text.includes('NewPaperAdded')) subscribed.add(socket);
    });
    socket.on('close', () => subscribed.delete(socket));
  });
  return () => subscribed.size > 0;
}

/** Searches from the header and saves the search under a name, as a reader does. */
async function saveSearch(page: Page, term: string, name: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(term);
  await page.waitForURL((url) => url.searchParams.get('search') === term, WAIT);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Saved searches' })
    .getByRole('button', { name: `${name}: no new papers` })
    .waitFor(WAIT);
}

interface StoredPaper {
  id: number;
  external_id: string;
  simplified_title: string | null;
}

/** The stored PLOS paper of each external id, in the order given; a missing one fails the test. */
async function storedPapers(externalIds: string[]): Promise<StoredPaper[]> {
  const rows = await app.db.orm.em
    .fork()
    .getConnection()
    .execute<StoredPaper[]>(
      `select id, external_id, simplified_title from articles where source = 'PLOS' and external_id in (${externalIds.map(() => '?').join(', ')})`,
      externalIds,
    );
  return externalIds.map((externalId) => {
    const row = rows.find((candidate) => candidate.external_id === externalId);
    if (!row) throw new Error(`No PLOS paper ${externalId} was stored.`);
    return row;
  });
}

describe('following the research in a real browser', () => {
  it('a paper ingested by the hourly workflow reaches its saved search on the bell, live, and in its Atom feed; another does not', async () => {
    const { page, context, errors } = await openPage(browser, app.baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    const liveSubscription = watchNewPaperSubscription(page);

    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Username').fill('follower');
    await page.getByLabel('Email', { exact: true }).fill('follower@example.com');
    await page.getByLabel('Password').fill('correct-horse-9');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${app.baseUrl}/`, WAIT);

    await saveSearch(page, MATCHING_TERM, 'Burkholderia');
    // A second search that the other paper matches: it shows that paper did reach the bell, just not under the first.
    await saveSearch(page, OTHER_TERM, 'Insomnia');
    await page.getByRole('button', { name: 'Notifications', exact: true, expanded: false }).waitFor(WAIT);
    await expect.poll(liveSubscription, POLL).toBe(true);

    // What the stand-in serves next: the two recorded documents dated today, under new DOIs, since the demo library
    // already holds the originals.
    const today = new Date().toISOString().slice(0, 10);
    const copies = recordsOnDay(ingestion.harness.recorded, today, 1, 1).PLOS;
    const served = [MATCHING_DOI, OTHER_DOI].map((doi) => copies.find((record) => record.json.id === `${doi}.c1`));
    expect(served.every(Boolean)).toBe(true);
    ingestion.harness.sources.pools = { PubMed: [], medRxiv: [], PLOS: served.flatMap((record) => record ?? []), DOAJ: [] };

    const run = await ingestion.runSchedule('PLOS');
    expect(run).toMatchObject({ source: 'PLOS', fetched: 2, inserted: 2, summariesStarted: 2 });
    expect(ingestion.harness.sources.requests.some((request) => request.source === 'plos' && request.path === '/search')).toBe(true);
    const externalIds = [`${MATCHING_DOI}.c1`, `${OTHER_DOI}.c1`];
    expect(await ingestion.summaries((await storedPapers(externalIds)).map((paper) => paper.id))).toMatchObject([
      { status: 'summarised', provider: 'openai' },
      { status: 'summarised', provider: 'openai' },
    ]);
    const [matching, other] = await storedPapers(externalIds);

    // Nothing reloads the page: the bell hears of both papers over graphql-ws (its poll is 5 minutes away).
    await page.getByRole('button', { name: 'Notifications: 2 new papers in your saved searches' }).waitFor(WAIT);
    const { me } = await contextGraphql<{ me: { savedSearches: { name: string; newCount: number; feedUrl: string }[] } }>(
      context,
      app.baseUrl,
      'query { me { savedSearches { name newCount feedUrl } } }',
    );
    expect(me.savedSearches.map(({ name, newCount }) => [name, newCount]).sort()).toEqual([
      ['Burkholderia', 1],
      ['Insomnia', 1],
    ]);
    await page.getByRole('button', { name: 'Notifications: 2 new papers in your saved searches' }).click();
    await page.getByRole('menuitem', { name: 'Burkholderia: 1 new paper' }).waitFor(WAIT);
    await page.getByRole('menuitem', { name: 'Insomnia: 1 new paper' }).waitFor(WAIT);
    await page.keyboard.press('Escape');

    // The private feed's address, as the reader copies it from the search's menu.
    await page.getByRole('button', { name: 'Options for Burkholderia' }).click();
    await page.getByRole('menuitem', { name: 'Copy private feed address' }).click();
    await toast(page, 'Feed address copied').waitFor(WAIT);
    const feedUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(feedUrl).toBe(me.savedSearches.find((search) => search.name === 'Burkholderia')?.feedUrl);
    const response = await fetch(feedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/atom+xml');
    const feed = await feedParser.parseString(await response.text());
    const entryIds = feed.items.map((item) => item.id);
    expect(entryIds).toContain(`${app.baseUrl}/article/${matching.id}`);
    expect(entryIds).not.toContain(`${app.baseUrl}/article/${other.id}`);
    // The entry carries the summary's simplified title, which the summarise workflow wrote.
    expect(matching.simplified_title).toEqual(expect.any(String));
    expect(feed.items[entryIds.indexOf(`${app.baseUrl}/article/${matching.id}`)].title).toBe(matching.simplified_title);

    // Opening the search from the bell starts its count again; the other search keeps its paper.
    await page.getByRole('button', { name: 'Notifications: 2 new papers in your saved searches' }).click();
    await page.getByRole('menuitem', { name: 'Burkholderia: 1 new paper' }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === MATCHING_TERM, WAIT);
    await page.getByRole('button', { name: 'Notifications: 1 new paper in your saved searches' }).waitFor(WAIT);
    expect(errors).toEqual([]);
    await context.close();
  });
});
