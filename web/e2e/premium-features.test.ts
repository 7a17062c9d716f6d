import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.js';
import { launchBrowser, openPage, screenshot } from './support/browser.js';
import { registerInContext } from './support/graphql.js';
import { expectAxeCleanAtBothWidths, grantPremiumTo, POLL, toast } from './support/premium.js';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const firstCard = (page: Page) => page.locator('main ol > li > article').first();

describe('the premium features in a real browser', () => {
  it("shows a free reader 'Pro Feature Required' on /email-settings and the Premium Feature toast on the takeaway", async () => {
    const { page, context, errors } = await openPage(browser, app.baseUrl);
    await registerInContext(context, app.baseUrl, 'fred');
    await page.goto('/email-settings');
    await page.getByRole('heading', { level: 1, name: 'Email Digest Settings' }).waitFor();
    await page.getByRole('heading', { name: 'Pro Feature Required' }).waitFor();
    await expectAxeCleanAtBothWidths(page);

    await page.goto('/');
    await firstCard(page).getByRole('button', { name: 'Clinician Takeaway' }).click();
    await toast(page, 'Premium Feature').waitFor();
    await page.getByText('Clinical Takeaway is available with Paperlight Premium. Upgrade to access this feature').waitFor();
    await page.waitForURL(`${app.baseUrl}/subscription`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a premium reader filter the feed to randomised controlled trials and export them, and shows a free reader the filters locked', async () => {
    const free = await openPage(browser, app.baseUrl);
    await registerInContext(free.context, app.baseUrl, 'frank');
    await free.page.goto('/?range=all');
    const locked = free.page.getByRole('region', { name: 'Advanced filters' });
    await locked.getByRole('link', { name: 'Upgrade to unlock' }).waitFor();
    await expect(locked.getByRole('checkbox', { name: /Randomised controlled trial/ }).isDisabled()).resolves.toBe(true);
    expect(free.errors).toEqual([]);
    await free.context.close();

    const { page, context, errors } = await openPage(browser, app.baseUrl);
    await registerInContext(context, app.baseUrl, 'rita');
    await grantPremiumTo(app, 'rita');
    await page.goto('/?range=all');
    const advanced = page.getByRole('region', { name: 'Advanced filters' });
    const trials = advanced.getByRole('checkbox', { name: /Randomised controlled trial/ });
    await expect.poll(() => trials.isDisabled(), POLL).toBe(false);
    // The count beside the design, for the current filters.
    const label = trials.locator('xpath=..');
    await expect.poll(async () => /\d+$/.test(await label.innerText()), POLL).toBe(true);
    const expected = Number((await label.innerText()).match(/(\d+)$/)![1]);
    expect(expected).toBeGreaterThan(0);
    await trials.check();
    await page.waitForURL(/design=RANDOMISED_CONTROLLED_TRIAL/);
    await expect.poll(() => page.locator('main ol > li > article').count(), POLL).toBe(expected);
    const badges = await page.locator('main ol > li > article').evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
    for (const text of badges) expect(text).toContain('Randomised controlled trial');

    // The export carries the same filter: every row is a randomised trial, and none is missing.
    await page.getByRole('button', { name: 'Export results' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV (.csv)' }).click()]);
    const rows = parse(await readFile(await download.path(), 'utf8'), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(expected);
    for (const row of rows) expect(row['Study design']).toBe('rct');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('generates a takeaway and toggles it, then asks a question and shows the quotes from the abstract', async () => {
    const { page, context, errors } = await openPage(browser, app.baseUrl);
    await registerInContext(context, app.baseUrl, 'petra');
    await grantPremiumTo(app, 'petra');
    await page.goto(`/article/${app.recentIds[0]}`);
    await page.getByRole('heading', { level: 2, name: 'Original Abstract' }).waitFor();

    await page.getByRole('button', { name: 'Clinical Takeaway' }).click();
    const takeaway = page.getByRole('region', { name: 'Clinical Takeaway' });
    await takeaway.getByText('Bottom line:').waitFor();
    await takeaway.getByText('offline', { exact: true }).waitFor();
    expect(await takeaway.locator('dt').allInnerTexts()).toEqual(
      expect.arrayContaining(['Population', 'Intervention', 'Outcome', 'Study design', 'Evidence level', 'Caveats']),
    );
    await page.getByRole('button', { name: 'Hide Takeaway' }).click();
    await takeaway.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Show Takeaway' }).click();
    await takeaway.getByText('Bottom line:').waitFor();

    await page.getByRole('button', { name: 'Ask AI' }).click();
    const ama = page.getByRole('region', { name: 'Ask AI' });
    const ask = ama.getByRole('button', { name: 'Ask' });
    await expect(ask.isDisabled()).resolves.toBe(true);
    await ama.getByLabel('Ask a question about this paper').fill('  What did they find?  ');
    await ama.getByText(/^23\/500 characters/).waitFor();
    await ask.click();
    await ama.getByText('Quoted from the abstract').waitFor();
    await expect.poll(() => ama.locator('blockquote').count(), POLL).toBeGreaterThan(0);
    const quote = await ama.locator('blockquote').first().innerText();
    const abstract = await page.getByRole('region', { name: 'Original Abstract' }).innerText();
    expect(abstract.replace(/\s+/g, ' ')).toContain(quote.replace(/\s+/g, ' ').trim());
    await ama.getByText(/questions left today\.$/).waitFor();
    await expectAxeCleanAtBothWidths(page);
    await screenshot(page, 'article-ai-panels-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('changes every digest setting, each saved at once, and shows them after a reload', async () => {
    const { page, context, errors } = await openPage(browser, app.baseUrl);
    await registerInContext(context, app.baseUrl, 'dora');
    await grantPremiumTo(app, 'dora');
    await page.goto('/email-settings');
    const digest = page.getByRole('switch', { name: 'Email digest' });
    await digest.waitFor();
    await expect(digest.getAttribute('aria-checked')).resolves.toBe('false');
    await page
      .getByRole('region', { name: 'Preview of your digest' })
      .getByText(/papers? from your sources new to Paperlight/)
      .waitFor();
    await expectAxeCleanAtBothWidths(page);

    const settled = async (check: () => Promise<unknown>, expected: unknown) => {
      await expect.poll(check, POLL).toBe(expected);
      await expect.poll(() => digest.isEnabled(), POLL).toBe(true);
    };
    await digest.click();
    await settled(() => digest.getAttribute('aria-checked'), 'true');
    await toast(page, 'Preferences updated').waitFor();
    await page.getByRole('radio', { name: /Daily/ }).check();
    await settled(() => page.getByRole('radio', { name: /Daily/ }).isChecked(), true);
    await page.getByLabel('Delivery time (Eastern time)').selectOption('18:00');
    await settled(() => page.getByLabel('Delivery time (Eastern time)').inputValue(), '18:00');
    for (const source of ['PubMed', 'medRxiv', 'PLOS', 'DOAJ']) {
      await page.getByRole('switch', { name: source }).click();
      await settled(() => page.getByRole('switch', { name: source }).getAttribute('aria-checked'), 'false');
    }
    await page.getByText('Every source is off, so your digest has nothing to send. Turn on at least one source.').waitFor();
    await page.getByRole('switch', { name: 'DOAJ' }).click();
    await settled(() => page.getByRole('switch', { name: 'DOAJ' }).getAttribute('aria-checked'), 'true');

    await page.reload();
    await digest.waitFor();
    await expect(digest.getAttribute('aria-checked')).resolves.toBe('true');
    await expect(page.getByRole('radio', { name: /Daily/ }).isChecked()).resolves.toBe(true);
    await expect(page.getByLabel('Delivery time (Eastern time)').inputValue()).resolves.toBe('18:00');
    for (const [source, on] of [
      ['PubMed', 'false'],
      ['medRxiv', 'false'],
      ['PLOS', 'false'],
      ['DOAJ', 'true'],
    ]) {
      await expect(page.getByRole('switch', { name: source }).getAttribute('aria-checked')).resolves.toBe(on);
    }
    await page.getByText('Your digest goes out every day at 6:00 PM EST, with new papers from DOAJ.').waitFor();
    const preview = page.getByRole('region', { name: 'Preview of your digest' });
    await expect.poll(() => preview.getByRole('link').count(), POLL).toBeGreaterThan(0);
    const badges = await preview.locator('li').evaluateAll((items) => items.map((item) => item.querySelector('span span')?.textContent));
    expect(new Set(badges)).toEqual(new Set(['DOAJ']));
    await expectAxeCleanAtBothWidths(page);
    await screenshot(page, 'email-settings-1280');
    expect(errors).toEqual([]);
    await context.close();
  });
});
