import type { Browser } from 'playwright-core';
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

/**
 * How many times each route is opened; STARTUP_OPENS changes it (lower for a quick local run, higher for a soak). The
 * default keeps the whole suite inside its 90-minute budget on a 2-core machine: 400 slowed opens two at a time have
 * taken 8 to 18 minutes there, 1,000 took 48.
 */
const OPENS = Number(process.env.STARTUP_OPENS ?? 20);
/** Fresh contexts opened side by side. */
const PARALLEL = 2;
/** The longest the full-page 'Loading' may stay (docs/product/limits.md#client-timings). */
const LOADING_LIMIT_MS = 5_000;
/** Long enough for a slowed page on a busy machine; a page that never starts fails here. */
const CONTENT_TIMEOUT_MS = 45_000;

function routes(articleId: number): string[] {
  return [
    '/',
    `/article/${articleId}`,
    '/auth',
    '/profile',
    '/bookmarks',
    '/about',
    '/features',
    '/faq',
    '/contact',
    '/medical-disclaimer',
    '/terms',
    '/privacy',
    '/cookies',
    '/support',
    '/pricing',
    '/email-setup',
    '/subscription',
    '/upgrade',
    '/email-settings',
    '/no-such-page',
  ];
}

/**
 * Records, inside the page from its first script on, the longest unbroken time the full-page 'Loading' was on screen
 * (checked on every DOM change and every 50 ms).
 */
function watchLoading(): void {
  const state = { since: null as number | null, longest: 0 };
  const check = () => {
    const shown = Array.from(document.querySelectorAll('[role="status"]')).some((element) => element.textContent === 'Loading');
    const now = performance.now();
    if (shown && state.since === null) state.since = now;
    if (state.since !== null) state.longest = Math.max(state.longest, now - state.since);
    if (!shown) state.since = null;
    // For a failure's message: L 'Loading', N the slow-start notice, H the page's heading, each with when it began.
    const key = `${shown ? 'L' : '-'}${document.body?.textContent?.includes('longer than usual') ? 'N' : ''}${document.querySelector('main h1') ? 'H' : ''}`;
    const timeline = ((window as unknown as { __timeline?: string[] }).__timeline ??= []);
    if (timeline.length === 0 || !timeline[timeline.length - 1].startsWith(`${key}@`)) timeline.push(`${key}@${Math.round(now)}`);
  };
  (window as unknown as { __loadingWatch: () => number }).__loadingWatch = () => {
    check();
    return state.longest;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  setInterval(check, 50);
}

interface OpenResult {
  route: string;
  longestLoadingMs: number;
  contentShown: boolean;
  timeline: string;
}

async function openOnce(route: string): Promise<OpenResult> {
  const { context, page } = await openPage(browser, app.baseUrl);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // A phone's connection (4G-like) and a CPU twice as slow as this machine's.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 60,
      downloadThroughput: 4_000_000 / 8,
      uploadThroughput: 1_500_000 / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 2 });
    await page.addInitScript(watchLoading);
    await page.goto(route, { waitUntil: 'commit' });
    const contentShown = await page
      .waitForFunction(
        () =>
          document.querySelector('main h1') !== null &&
          !Array.from(document.querySelectorAll('[role="status"]')).some((element) => element.textContent === 'Loading'),
        undefined,
        { timeout: CONTENT_TIMEOUT_MS, polling: 100 },
      )
      .then(() => true)
      .catch(() => false);
    const longestLoadingMs = await page.evaluate(() => (window as unknown as { __loadingWatch: () => number }).__loadingWatch());
    const timeline = await page.evaluate(() => (window as unknown as { __timeline?: string[] }).__timeline ?? []);
    return { route, longestLoadingMs, contentShown, timeline: timeline.join(' ') };
  } finally {
    await context.close();
  }
}

describe('start-up', () => {
  it(
    `opens every route ${OPENS} times (fresh contexts, slowed network and CPU): each shows its page, never 'Loading' for more than 5 s`,
    async () => {
      const queue = Array.from({ length: OPENS }, () => routes(app.recentIds[0])).flat();
      const results: OpenResult[] = [];
      const worker = async () => {
        for (let route = queue.shift(); route !== undefined; route = queue.shift()) results.push(await openOnce(route));
      };
      await Promise.all(Array.from({ length: PARALLEL }, worker));
      const stuck = results.filter((result) => !result.contentShown);
      const slow = results.filter((result) => result.longestLoadingMs > LOADING_LIMIT_MS);
      expect(stuck, 'opens that never showed their page').toEqual([]);
      expect(slow, "opens that showed 'Loading' for more than 5 s").toEqual([]);
      expect(results).toHaveLength(OPENS * routes(0).length);
    },
    OPENS * 120_000,
  );
});
