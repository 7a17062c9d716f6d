import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeReadingLevel, readingLevelOf } from '#graph/text/reading-level.js';
import { startTestApp, RECENT_ARTICLE_COUNT, type TestApp } from './support/app.js';
import { runAxe } from './support/axe.js';
import { launchBrowser, NARROW, openPage, screenshot, WIDE } from './support/browser.js';
import { layoutDefects } from './support/layout.js';

const XSS_TITLE = 'Markup probe <img src=x onerror="window.__xss=1"> in a paper title';
const XSS_SIMPLE_TITLE = 'Markup probe <b onmouseover="window.__xss=5">bold</b> simplified';
const XSS_SUMMARY = '<img src=x onerror="window.__xss=6"> A summary with <a href="javascript:window.__xss=7">a link</a>.';
const XSS_ABSTRACT =
  'BACKGROUND: A probe <script>window.__xss=2</script> checks that markup in abstracts renders as text.\n\n' +
  'RESULTS: The probe <img src=x onerror="window.__xss=3"> shows as plain text on every screen.';
const TOTAL_RECENT = RECENT_ARTICLE_COUNT + 1;

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ extraDrafts: [{ source: 'DOAJ' }] }), launchBrowser()]);
  // Ingestion strips markup, so the probe goes straight into the row: the client must render it inert anyway.
  await app.db.orm.em
    .getConnection()
    .execute(
      'update articles set title = ?, simplified_title = ?, abstract = ?, abstract_sections = ?, ai_summary = ?, source_url = ? where id = ?',
      [XSS_TITLE, XSS_SIMPLE_TITLE, XSS_ABSTRACT, '[]', XSS_SUMMARY, 'javascript:window.__xss=4', app.recentIds[app.recentIds.length - 1]],
    );
  // The newest paper is a preprint trial, so its card carries the longest evidence badge beside its date.
  await app.db.orm.em
    .getConnection()
    .execute("update articles set is_preprint = true, study_design = 'rct', sample_size = 1234 where id = ?", [app.recentIds[0]]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** Lists render progressively, a few cards a frame: give polls room on a busy machine. */
const POLL = { timeout: 15_000, interval: 100 };

const cards = (page: Page) => page.locator('main ol > li > article');
const cardTitles = (page: Page) => page.locator('main ol > li > article h2').allInnerTexts();

const ORDER_KEYS = {
  title: "lower(coalesce(nullif(simplified_title, ''), title))",
  published: 'published_date',
  views: 'view_count',
} as const;

/** The titles cards show for the first `limit` articles of the library in an order, read from the database itself. */
async function libraryTitles(key: keyof typeof ORDER_KEYS, direction: 'asc' | 'desc', limit: number, range: 'last7days' | 'all') {
  const rows = await app.db.orm.em
    .getConnection()
    .execute<{ shown: string }[]>(
      `select coalesce(nullif(simplified_title, ''), title) as shown from articles ` +
        `${range === 'all' ? '' : "where published_date >= now() - interval '7 days' "}` +
        `order by ${ORDER_KEYS[key]} ${direction}, id ${direction} limit ?`,
      [limit],
    );
  return rows.map((row) => row.shown);
}

describe('the feed for a guest', () => {
  it('opens on the last 7 days with 0 active filters, pages with Load More, and passes axe at 1280 px', async () => {
    const { page, errors } = await openPage(browser, app.baseUrl);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("object-src 'none'");
    await page.getByRole('heading', { level: 1, name: 'Latest Research' }).waitFor();
    await expect.poll(() => cards(page).count(), POLL).toBe(20);
    await expect(page.getByText('0 active').isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('Date range').inputValue()).resolves.toBe('last7days');
    await page.getByText(`Showing 20 of ${TOTAL_RECENT} articles`).waitFor();

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => cards(page).count(), POLL).toBe(TOTAL_RECENT);
    await expect(page.getByRole('button', { name: 'Load More' }).count()).resolves.toBe(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'feed-1280');
    expect(await runAxe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('filters by source, offers to widen an empty date range, and clears', async () => {
    const { page } = await openPage(browser, app.baseUrl);
    await page.goto('/');
    await expect.poll(() => cards(page).count(), POLL).toBe(20);
    const sidebar = page.getByRole('complementary', { name: 'Filters' });

    await sidebar.getByRole('checkbox', { name: /^PLOS/ }).check();
    await page.getByText('1 active').waitFor();
    await expect
      .poll(
        async () =>
          new Set(
            await page
              .locator('main ol > li > article')
              .evaluateAll((nodes) => nodes.map((node) => node.querySelector('span')?.textContent)),
          ),
        POLL,
      )
      .toEqual(new Set(['PLOS']));
    expect(page.url()).toContain('source=PLOS');

    await sidebar.getByRole('checkbox', { name: /^PLOS/ }).uncheck();
    await sidebar.getByRole('checkbox', { name: /^PubMed/ }).check();
    await page.getByRole('heading', { name: 'No Articles Found' }).waitFor();
    await page
      .getByText(
        'Nothing matches these filters in the last 7 days. New articles are automatically fetched every hour from research sources.',
      )
      .waitFor();
    const widen = page.getByRole('button', { name: /^Show (the last|all dates)/ });
    await widen.click();
    await expect.poll(() => cards(page).count(), POLL).toBeGreaterThan(0);
    await expect(page.getByLabel('Date range').inputValue()).resolves.not.toBe('last7days');

    await sidebar.getByRole('button', { name: 'Clear' }).click();
    await page.getByText('0 active').waitFor();
    await expect.poll(() => cards(page).count(), POLL).toBe(20);
    await expect(page.getByLabel('Date range').inputValue()).resolves.toBe('last7days');
    await page.context().close();
  });

  it('counts each source for the current filters, and each count is the total of the list that ticking it shows', async () => {
    const { page } = await openPage(browser, app.baseUrl);
    const list = await page.context().newPage();
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    for (const search of ['?range=all', '?range=lastyear&source=DOAJ', '?search=patients&range=all']) {
      // The first GET of a persisted query may be answered "not found" and sent again as a POST: wait for the data.
      const answer = page.waitForResponse(async (response) => {
        const request = response.request();
        const name =
          new URL(response.url()).searchParams.get('operationName') ??
          (request.method() === 'POST' ? (request.postDataJSON() as { operationName?: string } | null)?.operationName : null);
        return name === 'FilterCounts' && ((await response.json()) as { data?: unknown }).data !== undefined;
      });
      await page.goto(`/${search}`);
      const body = (await (await answer).json()) as { data: { filterCounts: { sources: { source: string; count: number }[] } } };
      const counts = new Map(body.data.filterCounts.sources.map((row) => [row.source, row.count]));
      expect([...counts.values()].some((count) => count > 0)).toBe(true);
      for (const [source, label] of [
        ['PUBMED', 'PubMed'],
        ['MEDRXIV', 'medRxiv'],
        ['PLOS', 'PLOS'],
        ['DOAJ', 'DOAJ'],
      ]) {
        const shown = sidebar.locator('label', { has: page.getByRole('checkbox', { name: new RegExp(`^${label}`) }) });
        await expect.poll(() => shown.innerText(), POLL).toMatch(new RegExp(`(^|\\D)${counts.get(source)}$`));
      }
      for (const [source, label] of [
        ['PLOS', 'PLOS'],
        ['DOAJ', 'DOAJ'],
        ['PUBMED', 'PubMed'],
      ]) {
        const params = new URLSearchParams(search);
        params.delete('source');
        params.set('source', label);
        await list.goto(`/?${params.toString()}`);
        const expected = counts.get(source) ?? -1;
        const total = list.getByText(expected === 0 ? 'No Articles Found' : new RegExp(`^Showing \\d+ of ${expected} articles?$`));
        await total.first().waitFor(POLL);
      }
    }
    await page.context().close();
  });

  it('offers the right word for a misspelt search, and finds papers with it in one click', async () => {
    const { page } = await openPage(browser, app.baseUrl);
    await page.goto('/?search=slep&range=all');
    await page.getByRole('heading', { name: 'No Articles Found' }).waitFor();
    await page.getByRole('button', { name: 'sleep', exact: true }).click();
    await expect.poll(() => cards(page).count(), POLL).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.get('search')).toBe('sleep');
    await page.context().close();
  });

  it('searches from the header (Ctrl+K focuses it, Escape clears it) and sorts the whole library', async () => {
    const { page } = await openPage(browser, app.baseUrl);
    await page.goto('/');
    await expect.poll(() => cards(page).count(), POLL).toBe(20);

    await page.keyboard.press('Control+K');
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await expect(search.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await search.fill('probe');
    await expect.poll(() => cards(page).count(), POLL).toBe(1);
    await page.getByText('Results for').waitFor();
    await search.press('Escape');
    await expect(search.inputValue()).resolves.toBe('');
    await expect(search.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect.poll(() => cards(page).count(), POLL).toBe(20);

    // Every order sorts the whole matching library on the server: the cards are its first pages, and Load More goes on.
    await page.getByLabel('Sort by').selectOption('title-asc');
    await expect.poll(() => cardTitles(page), POLL).toEqual(await libraryTitles('title', 'asc', 20, 'last7days'));
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => cardTitles(page), POLL).toEqual(await libraryTitles('title', 'asc', TOTAL_RECENT, 'last7days'));
    // Focus moves to the first new card's title, not to the page body the vanished button leaves.
    const focusedCard = () =>
      page.evaluate(() => {
        const item = document.activeElement?.closest('main ol > li');
        return item && document.activeElement?.tagName === 'A' ? [...(item.parentElement?.children ?? [])].indexOf(item) : -1;
      });
    await expect.poll(focusedCard, POLL).toBe(20);
    await page.getByLabel('Sort by').selectOption('title-desc');
    await expect.poll(() => cardTitles(page), POLL).toEqual(await libraryTitles('title', 'desc', 20, 'last7days'));
    expect(page.url()).toContain('sort=title-desc');

    await page.goto('/?range=all&sort=oldest');
    await expect.poll(() => cardTitles(page), POLL).toEqual(await libraryTitles('published', 'asc', 20, 'all'));
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => cardTitles(page), POLL).toEqual(await libraryTitles('published', 'asc', 40, 'all'));
    await page.getByLabel('Sort by').selectOption('most-viewed');
    await expect.poll(() => cardTitles(page), POLL).toEqual(await libraryTitles('views', 'desc', 20, 'all'));
    await page.context().close();
  });

  it('opens an article, records one view, renders markup as text, and passes axe', async () => {
    const { page, errors } = await openPage(browser, app.baseUrl);
    await page.goto('/?search=probe');
    await expect.poll(() => cards(page).count(), POLL).toBe(1);
    await page.getByRole('link', { name: /^Read more:/ }).click();
    await page.waitForURL(/\/article\/\d+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('complementary', { name: 'Article details' }).waitFor();
    await page.getByText('1 view', { exact: true }).waitFor();

    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    // The only inline scripts are the page's own (allowed by their hashes): the first-paint theme script in the head
    // and the entry loader at the end of the body; nothing from the article's text became one.
    expect(
      await page
        .locator('body script:not([src])')
        .evaluateAll((scripts) => scripts.map((script) => script.textContent?.includes("script.type = 'module';") ?? false)),
    ).toEqual([true]);
    expect(
      await page
        .locator('script:not([src])')
        .evaluateAll((scripts) => scripts.filter((script) => script.textContent?.includes('__xss')).length),
    ).toBe(0);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toContain('<b onmouseover');
    await page.getByText(XSS_TITLE, { exact: false }).waitFor();
    await page.getByText('<script>window.__xss=2</script>', { exact: false }).first().waitFor();
    await page.getByText(XSS_SUMMARY).waitFor();
    await page.locator('h1').hover();
    expect(await page.locator('b, a[href^="javascript:"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    // An unsafe source link is never turned into a link.
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    await expect(page.getByRole('link', { name: /View Original Paper/ }).count()).resolves.toBe(0);
    expect(await runAxe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('switches the summary between Plain and Detailed, each with its own reading level, from the keyboard too', async () => {
    const id = app.recentIds[0];
    const [row] = await app.db.orm.em
      .getConnection()
      .execute<{ plain: string; detailed: string | null }[]>(
        'select ai_summary as plain, detailed_summary as detailed from articles where id = ?',
        [id],
      );
    expect(row.detailed).toBeTruthy();
    const { page, errors } = await openPage(browser, app.baseUrl);
    await page.goto(`/article/${id}`);
    const levels = page.getByRole('group', { name: 'Summary level' });
    await levels.waitFor();
    const plain = levels.getByRole('button', { name: 'Plain' });
    const detailed = levels.getByRole('button', { name: 'Detailed' });
    await expect(plain.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.getByText(row.plain, { exact: true }).waitFor();
    // Each level's label is the reading level of its own stored text (docs/product/ai.md#reading-level).
    const plainHeading = await page.getByRole('heading', { name: /AI Summary/ }).innerText();
    expect(plainHeading).toContain(`Reading level: ${describeReadingLevel(readingLevelOf(row.plain))}`);

    await detailed.focus();
    await page.keyboard.press('Enter');
    await expect(detailed.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.getByText(row.detailed ?? '', { exact: true }).waitFor();
    await expect(page.getByText(row.plain, { exact: true }).count()).resolves.toBe(0);
    expect(await page.getByRole('heading', { name: /AI Summary/ }).innerText()).toContain(
      `Reading level: ${describeReadingLevel(readingLevelOf(row.detailed ?? ''))}`,
    );

    await plain.click();
    await page.getByText(row.plain, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("serves an article's link preview in the page itself, and the app keeps it", async () => {
    const id = app.recentIds[0];
    const [row] = await app.db.orm.em
      .getConnection()
      .execute<{ shown: string }[]>("select coalesce(nullif(simplified_title, ''), title) as shown from articles where id = ?", [id]);
    const { page } = await openPage(browser, app.baseUrl);
    await page.goto(`/article/${id}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const content = (selector: string) => page.locator(selector).getAttribute('content');
    await expect(content('meta[property="og:title"]')).resolves.toBe(row.shown);
    await expect(content('meta[name="twitter:card"]')).resolves.toBe('summary');
    await expect(content('meta[property="og:url"]')).resolves.toBe(`${app.baseUrl}/article/${id}`);
    expect((await content('meta[property="og:description"]'))?.length).toBeGreaterThan(20);
    await expect(page.locator('title').count()).resolves.toBe(1);
    await expect(page.title()).resolves.toBe(`${row.shown} · Paperlight`);
    await page.context().close();
  });

  it('shows the article page with its evidence at the top, its side card and comments, at both widths, with nothing overlapping', async () => {
    for (const [name, viewport] of [
      ['1280', WIDE],
      ['375', NARROW],
    ] as const) {
      const { page } = await openPage(browser, app.baseUrl, { viewport });
      await page.goto(`/article/${app.recentIds[0]}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByText('Loading comments...').waitFor({ state: 'detached' });
      await page.getByText('No comments yet. Be the first to comment!').waitFor();
      await page.getByRole('link', { name: /Read Full Paper/ }).waitFor();
      // The evidence badge sits in the header, above the summary and far above the comments a phone shows before the side card.
      const evidence = await page.locator('article header').getByText('Preprint, not peer reviewed').boundingBox();
      const summary = await page.getByRole('heading', { name: /AI Summary/ }).boundingBox();
      expect(evidence && summary && evidence.y < summary.y).toBe(true);
      await expect(page.getByText('Randomised controlled trial · n = 1,234').count()).resolves.toBe(1);
      expect(await layoutDefects(page)).toEqual([]);
      await screenshot(page, `article-${name}`);
      if (name === '375') expect(await runAxe(page)).toEqual([]);
      await page.context().close();
    }
  });

  it('fits the feed to 375 px: the list first with the filters behind Show Filters, Refresh hidden, nothing overlapping', async () => {
    const { page, errors } = await openPage(browser, app.baseUrl, { viewport: NARROW });
    await page.goto('/');
    await expect.poll(() => cards(page).count(), POLL).toBe(20);
    await expect(page.getByRole('group', { name: 'Sources' }).count()).resolves.toBe(0);
    const firstCard = await cards(page).first().boundingBox();
    expect(firstCard && firstCard.y < NARROW.height).toBe(true);
    await expect(page.getByRole('button', { name: 'Refresh' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'My Bookmarks' }).count()).resolves.toBe(0);
    // The preprint's card: its date is drawn clear of the 'Preprint, not peer reviewed' badge.
    await cards(page).filter({ hasText: 'Preprint, not peer reviewed' }).first().waitFor();
    expect(await layoutDefects(page)).toEqual([]);
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await page
      .getByRole('group', { name: 'Categories' })
      .getByRole('button', { name: /^\+\d+ more$/ })
      .waitFor();
    // Nothing sticks out of the page (pill rows scroll sideways inside their own box, which is fine).
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .filter((element) => !element.closest('[role="group"]'))
        .map((element) => `${element.tagName} ${element.textContent?.slice(0, 60)}`),
    );
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'feed-375');
    expect(await runAxe(page)).toEqual([]);

    await page.getByRole('group', { name: 'Sources' }).getByRole('button', { name: /^PLOS/ }).click();
    await expect.poll(() => page.url(), POLL).toContain('source=PLOS');
    await page.getByRole('button', { name: 'Hide Filters (1)' }).click();
    await expect(page.getByRole('group', { name: 'Sources' }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('routes: the premium screens for a guest, the 404 page, and a non-numeric article id', async () => {
    const { page } = await openPage(browser, app.baseUrl);
    await page.goto('/email-settings');
    await page.getByRole('heading', { level: 1, name: 'Email Digest Settings' }).waitFor();
    await page.getByRole('heading', { name: 'Pro Feature Required' }).waitFor();
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('There is no page at this address. It may have moved, or the link may be mistyped.').waitFor();
    await page.goto('/article/abc');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.goto('/article/999999');
    await page.getByRole('heading', { name: 'Article Not Found' }).waitFor();
    await page.getByText("The article you're looking for doesn't exist or has been removed.").waitFor();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    expect(await runAxe(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the onboarding modal after a second and remembers it was completed', async () => {
    const { page } = await openPage(browser, app.baseUrl, { onboarding: true });
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Welcome to Paperlight' });
    await dialog.waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Real-time updates' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Premium ($9.99/month) adds clinical takeaways and an AI Ask Me Anything box on every article.').waitFor();
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => window.localStorage.getItem('paperlight.onboarding.completed'))).toBe('true');
    await page.reload();
    await expect.poll(() => cards(page).count(), POLL).toBe(20);
    await page.waitForTimeout(1200);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await page.context().close();
  });
});
