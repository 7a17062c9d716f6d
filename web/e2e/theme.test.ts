import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.js';
import { runAxe } from './support/axe.js';
import { launchBrowser, NARROW, openPage, screenshot, WIDE } from './support/browser.js';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const POLL = { timeout: 15_000, interval: 100 };

/** The page's background colour and the colour scheme the document declares. */
const paint = (page: Page) =>
  page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    scheme: getComputedStyle(document.documentElement).colorScheme,
  }));

describe('the light and dark themes', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`follows a ${scheme} device and passes axe's AA contrast on the feed and an article, at both widths`, async () => {
      for (const viewport of [WIDE, NARROW]) {
        const { page, errors } = await openPage(browser, app.baseUrl, { viewport, colorScheme: scheme });
        await page.goto('/');
        await expect.poll(() => page.locator('main ol > li > article').count(), POLL).toBe(20);
        await expect(paint(page)).resolves.toEqual(
          scheme === 'dark' ? { background: 'rgb(15, 23, 42)', scheme: 'dark' } : { background: 'rgb(246, 247, 249)', scheme: 'light' },
        );
        await expect(page.getByRole('switch', { name: 'Dark theme' }).getAttribute('aria-checked')).resolves.toBe(
          String(scheme === 'dark'),
        );
        expect(await runAxe(page)).toEqual([]);
        await screenshot(page, `theme-${scheme}-feed-${viewport.width}`);

        await page.goto(`/article/${app.recentIds[0]}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByText('No comments yet. Be the first to comment!').waitFor();
        expect(await runAxe(page)).toEqual([]);
        await screenshot(page, `theme-${scheme}-article-${viewport.width}`);
        expect(errors).toEqual([]);
        await page.context().close();
      }
    });
  }

  it('keeps the theme chosen with the switch across loads, whatever the device says', async () => {
    const { page } = await openPage(browser, app.baseUrl, { colorScheme: 'light' });
    await page.goto('/');
    const toggle = page.getByRole('switch', { name: 'Dark theme' });
    await toggle.click();
    await expect.poll(() => paint(page), POLL).toEqual({ background: 'rgb(15, 23, 42)', scheme: 'dark' });
    await page.reload();
    await expect.poll(() => paint(page), POLL).toEqual({ background: 'rgb(15, 23, 42)', scheme: 'dark' });
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');

    // Chosen light on a dark device stays light.
    await page.emulateMedia({ colorScheme: 'dark' });
    await toggle.click();
    await expect.poll(() => paint(page), POLL).toEqual({ background: 'rgb(246, 247, 249)', scheme: 'light' });
    await page.reload();
    await expect.poll(() => paint(page), POLL).toEqual({ background: 'rgb(246, 247, 249)', scheme: 'light' });
    await expect(page.evaluate(() => window.localStorage.getItem('paperlight.colorScheme'))).resolves.toBe('light');
    await page.context().close();
  });

  for (const [chosen, device] of [
    ['dark', 'light'],
    ['light', 'dark'],
  ] as const) {
    it(`paints the chosen ${chosen} theme on a ${device} device before any of the app's code runs`, async () => {
      const { page, errors } = await openPage(browser, app.baseUrl, { colorScheme: device });
      await page.goto('/');
      await page.evaluate((scheme) => window.localStorage.setItem('paperlight.colorScheme', scheme), chosen);
      const blocked: string[] = [];
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      // No script file loads, so only what the page itself carries can colour it.
      await page.route(/\/assets\/.*\.js$/, (route) => {
        blocked.push(route.request().url());
        return route.abort();
      });
      await page.reload({ waitUntil: 'domcontentloaded' });
      const first = await page.evaluate(() => ({
        background: getComputedStyle(document.documentElement).backgroundColor,
        scheme: getComputedStyle(document.documentElement).colorScheme,
        // The app renders nothing; the server's first paint (the feed's heading) is there, in the chosen theme.
        rendered: document.querySelectorAll('#root > :not(.fp)').length,
        firstPaint: getComputedStyle(document.querySelector('#root > .fp .fp-title') ?? document.body).color,
      }));
      expect(blocked.length).toBeGreaterThan(0);
      expect(first).toEqual({
        background: chosen === 'dark' ? 'rgb(15, 23, 42)' : 'rgb(246, 247, 249)',
        scheme: chosen,
        rendered: 0,
        firstPaint: chosen === 'dark' ? 'rgb(241, 245, 249)' : 'rgb(17, 24, 39)',
      });
      expect(refused).toEqual([]);

      // With the code allowed again, the app takes over in the same theme.
      await page.unrouteAll();
      await page.reload();
      await expect
        .poll(() => paint(page), POLL)
        .toEqual(
          chosen === 'dark' ? { background: 'rgb(15, 23, 42)', scheme: 'dark' } : { background: 'rgb(246, 247, 249)', scheme: 'light' },
        );
      await expect(page.evaluate(() => document.documentElement.getAttribute('style'))).resolves.toBeFalsy();
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
