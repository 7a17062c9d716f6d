import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.js';
import { launchBrowser, NARROW, openPage, WIDE } from './support/browser.js';

let app: TestApp;
let browser: Browser;

/** A title that would run script if it were written into the page as markup. */
const HOSTILE_TITLE = '</script><img src=x onerror="window.__firstPaintRan = true"><b>Bold</b> salt';

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ extraDrafts: [{ title: HOSTILE_TITLE }] }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const POLL = { timeout: 20_000, interval: 100 };

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Holds the app's JavaScript back until `release` is called, so the page shows only what the server sent. */
async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

interface Paints {
  /** Each layout shift's moved elements: where each was before. */
  shifts: { top: number; bottom: number; left: number; right: number }[];
  /** Each largest-paint candidate: when, and the start of its element's text. */
  largest: { time: number; text: string }[];
}

/** Records the page's layout shifts and largest-paint candidates from its start. */
function watchPaints(): void {
  const record: Paints = { shifts: [], largest: [] };
  Object.assign(window, { __paints: record });
  type Shift = PerformanceEntry & { sources: { previousRect: DOMRectReadOnly }[] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      for (const { previousRect } of entry.sources)
        record.shifts.push({ top: previousRect.top, bottom: previousRect.bottom, left: previousRect.left, right: previousRect.right });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  type Largest = PerformanceEntry & { element: Element | null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Largest[]) {
      record.largest.push({ time: entry.startTime, text: (entry.element?.textContent ?? '').slice(0, 40) });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

function paints(page: Page): Promise<Paints> {
  return page.evaluate(() => (window as unknown as { __paints: Paints }).__paints);
}

async function box(page: Page, selector: string): Promise<Box> {
  const rect = await page.locator(selector).first().boundingBox();
  if (!rect) throw new Error(`${selector} is not shown`);
  return { top: rect.y, left: rect.x, width: rect.width, height: rect.height };
}

function expectSameBox(actual: Box, expected: Box, tolerance = 1, what = ''): void {
  for (const key of ['top', 'left', 'width', 'height'] as const) {
    expect(Math.abs(actual[key] - expected[key]), `${what} ${key}: ${JSON.stringify({ actual, expected })}`).toBeLessThan(tolerance);
  }
}

/** The app's feed cards (ArticleCard) and the article page's summary box (SummaryBox), once the app has rendered. */
const APP_CARD = 'section[aria-label="Articles"] article';
const APP_SUMMARY = '#main-content article section:has(h2:has-text("AI Summary"))';

/** Each first-painted card's title, in order. */
function paintedTitles(page: Page): Promise<string[]> {
  return page.locator('.fp-card-title').allTextContents();
}

/**
 * Opens `path` with the app held back, checks the server's first paint is on screen (`first`, before any app code
 * ran), then lets the app run and checks its `rendered` element sits exactly where the first paint's was, with no
 * layout shift and no later, larger paint candidate.
 */
async function expectFirstPaint(path: string, first: string, rendered: string, viewport: { width: number; height: number }) {
  const { context, page, errors } = await openPage(browser, app.baseUrl, { viewport });
  await context.addInitScript(watchPaints);
  const release = await holdApp(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator(first).waitFor({ state: 'visible', timeout: POLL.timeout });
  expect(await page.locator('.fp').count()).toBe(1);
  const before = await box(page, first);
  const releasedAt = await page.evaluate(() => performance.now());
  release();
  await page.locator(rendered).waitFor({ state: 'visible', timeout: POLL.timeout });
  await expect.poll(() => page.locator('.fp').count(), POLL).toBe(0);
  expectSameBox(await box(page, rendered), before);
  const recorded = await paints(page);
  // Nothing at or above the first paint moved (the feed's list below may still settle as it loads)...
  expect(recorded.shifts.filter((shift) => shift.top < before.top + before.height)).toEqual([]);
  // ...and the app's copy of the painted text is not a new, later candidate for the largest paint.
  const text = ((await page.locator(rendered).first().textContent()) ?? '').slice(0, 40);
  expect(recorded.largest.filter((entry) => entry.time > releasedAt && entry.text === text)).toEqual([]);
  expect(recorded.largest.some((entry) => entry.time <= releasedAt)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
}

describe('the first paint', () => {
  it("shows an article's title before the app's JavaScript runs, where the app then renders it", async () => {
    for (const viewport of [NARROW, WIDE]) await expectFirstPaint(`/article/${app.recentIds[0]}`, '.fp-title', '#article-title', viewport);
  });

  it("shows the feed's heading and lead before the app's JavaScript runs, where the app then renders them", async () => {
    for (const viewport of [NARROW, WIDE])
      await expectFirstPaint('/', '.fp-lead', 'main p:has-text("Plain-language AI summaries")', viewport);
  });

  it("paints the first cards of a feed URL's filters, the app's own first cards in its order, where the app draws them", async () => {
    for (const viewport of [NARROW, WIDE]) {
      const { context, page, errors } = await openPage(browser, app.baseUrl, { viewport });
      await context.addInitScript(watchPaints);
      const release = await holdApp(page);
      await page.goto('/?range=lastyear', { waitUntil: 'commit' });
      await page.locator('.fp-feed-card').first().waitFor({ state: 'visible', timeout: POLL.timeout });
      const titles = await paintedTitles(page);
      expect(titles.length).toBeGreaterThanOrEqual(2);
      const card = await box(page, '.fp-feed-card');
      const summary = await box(page, '.fp-feed-card .fp-summary-text');
      // The card's summary fills most of a phone's first screen: the page's largest paint, before any app code runs.
      expect(card.top + summary.height / 2).toBeLessThan(viewport.height);
      release();
      await page.locator(APP_CARD).first().waitFor({ state: 'visible', timeout: POLL.timeout });
      await expect.poll(() => page.locator('.fp').count(), POLL).toBe(0);
      const appTitles = await page.locator(`${APP_CARD} h2`).allTextContents();
      expect(appTitles.slice(0, titles.length)).toEqual(titles);
      expectSameBox(await box(page, APP_CARD), card, 2, `first card at ${viewport.width}px`);
      // Nothing above the card or beside it in its column moved (the wide screen's filter sidebar settles on its own).
      const recorded = await paints(page);
      const inColumn = (shift: Paints['shifts'][number]) => shift.right > card.left && shift.left < card.left + card.width;
      expect(recorded.shifts.filter((shift) => shift.top < card.top + card.height && inColumn(shift))).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("keeps the article's summary box where the first paint drew it, under the date, badges and authors", async () => {
    for (const viewport of [NARROW, WIDE]) {
      const { context, page, errors } = await openPage(browser, app.baseUrl, { viewport });
      await context.addInitScript(watchPaints);
      const release = await holdApp(page);
      await page.goto(`/article/${app.recentIds[1]}`, { waitUntil: 'commit' });
      await page.locator('.fp-summary').waitFor({ state: 'visible', timeout: POLL.timeout });
      expect(await page.locator('.fp-meta').textContent()).toMatch(/\d{4}/);
      const before = await box(page, '.fp-summary');
      release();
      await page.locator(APP_SUMMARY).waitFor({ state: 'visible', timeout: POLL.timeout });
      await expect.poll(() => page.locator('.fp').count(), POLL).toBe(0);
      expectSameBox(await box(page, APP_SUMMARY), before, 2, `summary box at ${viewport.width}px`);
      const recorded = await paints(page);
      expect(recorded.shifts.filter((shift) => shift.top < before.top + before.height)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("draws the first paint before the app's entry module is added to the page", async () => {
    const { context, page, errors } = await openPage(browser, app.baseUrl, { viewport: NARROW });
    // The first animation frame drawn with the first paint in the page, and when the entry module's script was added.
    await context.addInitScript(() => {
      const seen = { framedAt: -1, entryAddedAt: -1 };
      Object.assign(window, { __entry: seen });
      const frame = () => {
        if (document.querySelector('.fp')) seen.framedAt = performance.now();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      new MutationObserver(() => {
        if (seen.entryAddedAt < 0 && document.querySelector('script[type="module"][src*="/assets/index-"]')) {
          seen.entryAddedAt = performance.now();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of [`/article/${app.recentIds[0]}`, `/article/${app.recentIds[0]}`, '/']) {
      await page.goto(path);
      await page.locator('#root > :not(.fp)').first().waitFor({ timeout: POLL.timeout });
      const seen = await page.evaluate(() => (window as unknown as { __entry: { framedAt: number; entryAddedAt: number } }).__entry);
      expect(seen.framedAt, path).toBeGreaterThan(0);
      expect(seen.entryAddedAt, path).toBeGreaterThan(seen.framedAt);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('writes a title with markup in it as text: nothing in it runs or renders as markup', async () => {
    const hostileId = app.recentIds[app.recentIds.length - 1];
    const { page, context, errors } = await openPage(browser, app.baseUrl, { viewport: NARROW });
    const release = await holdApp(page);
    await page.goto(`/article/${hostileId}`, { waitUntil: 'commit' });
    await page.locator('.fp-title').waitFor({ state: 'visible', timeout: POLL.timeout });
    // The shown title, or the original under a simplified one.
    expect(await page.locator('.fp-article-header').textContent()).toContain(HOSTILE_TITLE);
    expect(await page.locator('#root img, #root b').count()).toBe(0);
    release();
    await page.locator('#article-title').waitFor({ state: 'visible', timeout: POLL.timeout });
    expect(await page.evaluate(() => (window as unknown as { __firstPaintRan?: boolean }).__firstPaintRan ?? null)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("writes a feed card's title with markup in it as text", async () => {
    const { page, context, errors } = await openPage(browser, app.baseUrl, { viewport: NARROW });
    const release = await holdApp(page);
    // The paper with the hostile title is the newest, so the feed's first card.
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('.fp-feed-card').first().waitFor({ state: 'visible', timeout: POLL.timeout });
    expect(await page.locator('.fp-feed-card').first().textContent()).toContain(HOSTILE_TITLE);
    expect(await page.locator('#root img, #root b').count()).toBe(0);
    release();
    await page.locator(APP_CARD).first().waitFor({ state: 'visible', timeout: POLL.timeout });
    expect(await page.evaluate(() => (window as unknown as { __firstPaintRan?: boolean }).__firstPaintRan ?? null)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("paints in the reader's colour scheme", async () => {
    const { page, context } = await openPage(browser, app.baseUrl, { viewport: NARROW, colorScheme: 'dark' });
    const release = await holdApp(page);
    await page.goto(`/article/${app.recentIds[0]}`, { waitUntil: 'commit' });
    await page.locator('.fp-title').waitFor({ state: 'visible', timeout: POLL.timeout });
    const colours = await page.evaluate(() => ({
      text: getComputedStyle(document.querySelector('.fp-title') as Element).color,
      card: getComputedStyle(document.querySelector('.fp-card') as Element).backgroundColor,
    }));
    expect(colours).toEqual({ text: 'rgb(241, 245, 249)', card: 'rgb(30, 41, 59)' });
    release();
    await context.close();
  });
});
