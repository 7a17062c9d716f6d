import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.js';
import { runAxe } from './support/axe.js';
import { launchBrowser, NARROW, openPage, screenshot, WIDE } from './support/browser.js';
import { registerInContext } from './support/graphql.js';

/** A price other than the default, to show the pricing page reads the configured one. */
const PREMIUM_PRICE = { unitAmount: 1450, currency: 'EUR', interval: 'month' } as const;

const STATIC_PAGES: ReadonlyArray<[path: string, heading: string]> = [
  ['/about', 'About Paperlight'],
  ['/features', 'Features'],
  ['/faq', 'Frequently Asked Questions'],
  ['/contact', 'Contact Us'],
  ['/medical-disclaimer', 'Medical Disclaimer'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/cookies', 'Cookie Policy'],
  ['/support', 'Support Center'],
  ['/pricing', 'Pricing'],
  ['/email-setup', 'Email Setup Guide'],
];

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ services: { premiumPrice: PREMIUM_PRICE } }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

describe('static, legal, help and pricing pages in a real browser', () => {
  it.each(STATIC_PAGES)('%s renders its heading and passes axe at 375 and 1280 px', async (path, heading) => {
    const { page, errors } = await openPage(browser, app.baseUrl, { viewport: NARROW });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await h1(page, heading).waitFor();
    if (path === '/pricing') await page.getByText('€14.50').waitFor();
    expect(await page.title()).toBe(`${heading} · Paperlight`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, `static${path.replace('/', '-')}-375`);

    await page.setViewportSize(WIDE);
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, `static${path.replace('/', '-')}-1280`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens and closes FAQ answers from the keyboard with Enter and Space', async () => {
    const { page, errors } = await openPage(browser, app.baseUrl);
    await page.goto('/faq');
    const questions = page.locator('main h2 > button[aria-expanded]');
    await expect.poll(() => questions.count()).toBe(14);

    const trial = page.getByRole('button', { name: 'Is there a free trial?' });
    const trialAnswer = page.getByText('No. The Free plan has no time limit', { exact: false });
    await trial.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => trial.getAttribute('aria-expanded')).toBe('true');
    await trialAnswer.waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => trial.getAttribute('aria-expanded')).toBe('false');
    await trialAnswer.waitFor({ state: 'hidden' });

    const cancel = page.getByRole('button', { name: 'How do I cancel Premium?' });
    await cancel.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => cancel.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('Premium stays active until the end of the billing period', { exact: false }).waitFor();
    expect(await runAxe(page)).toEqual([]);

    await page.getByRole('link', { name: 'Contact Support' }).click();
    await h1(page, 'Contact Us').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("sends the contact form to the server: 'Message Sent' with its confirmation and empty fields", async () => {
    const { page, errors } = await openPage(browser, app.baseUrl);
    await page.goto('/contact');
    await h1(page, 'Contact Us').waitFor();
    const form = page.getByRole('form', { name: 'Contact form' });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));

    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await form.getByLabel('Name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(toast(page, 'Message Sent').count()).resolves.toBe(0);

    await form.getByLabel('Name').fill('Ada Reader');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Subject').fill('A summary that looks wrong');
    await form.getByLabel('Message').fill('The summary of the sleep study gives the wrong sample size.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Message Sent').waitFor();
    await toast(page, 'Thank you for your message. It has reached the Paperlight team, and we will reply by email.').waitFor();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(await form.getByLabel(label).inputValue()).toBe('');
    expect(requests).toEqual([`POST ${app.baseUrl}/graphql`]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("pricing for a guest: the configured price, 'Get Started Free' and the upgrade lead to /auth", async () => {
    const { page, errors } = await openPage(browser, app.baseUrl);
    await page.goto('/pricing');
    const premium = page.getByRole('region', { name: 'Premium' });
    await premium.getByText('€14.50').waitFor();
    await premium.getByText('per month').waitFor();
    expect(await premium.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/auth');
    await expect(page.getByRole('link', { name: 'Current Plan' }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Get Started Free' }).click();
    await page.waitForURL(`${app.baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("pricing signed in: 'Current Plan' leads to the feed and the upgrade to /subscription", async () => {
    const { page, context, errors } = await openPage(browser, app.baseUrl);
    await registerInContext(context, app.baseUrl, 'pricing_reader');
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Account menu for pricing_reader' }).waitFor();
    const premium = page.getByRole('region', { name: 'Premium' });
    await premium.getByText('€14.50').waitFor();
    expect(await premium.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/subscription');
    await expect(page.getByRole('link', { name: 'Get Started Free' }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Current Plan' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await h1(page, 'Latest Research').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('describes the session cookie the server really sets', async () => {
    const { page, context } = await openPage(browser, app.baseUrl);
    await page.goto('/cookies');
    await h1(page, 'Cookie Policy').waitFor();
    expect(await context.cookies()).toEqual([]);
    await registerInContext(context, app.baseUrl, 'cookie_reader');
    const before = Date.now() / 1000;
    await page.reload();
    await page.getByRole('button', { name: 'Account menu for cookie_reader' }).waitFor();
    const cookies = await context.cookies();
    expect(cookies.map((cookie) => cookie.name)).toEqual(['paperlight.sid']);
    const [session] = cookies;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    // Rolling: the reload renewed it for 30 minutes from then.
    expect(session.expires - before).toBeGreaterThan(29 * 60);
    expect(session.expires - before).toBeLessThanOrEqual(30 * 60 + 5);
    const row = page.getByRole('table', { name: 'The session cookie' }).getByRole('row').nth(1);
    const text = await row.innerText();
    expect(text).toContain(session.name);
    expect(text).toContain('HttpOnly');
    expect(text).toContain('SameSite=Lax');
    expect(text).toContain('30 minutes after your last request');
    await context.close();
  });

  it('filters the Support Center’s help articles as the reader types', async () => {
    const { page, errors } = await openPage(browser, app.baseUrl);
    await page.goto('/support');
    await h1(page, 'Support Center').waitFor();
    const articles = page.locator('#help-articles article');
    const all = await articles.count();
    expect(all).toBeGreaterThan(10);
    await page.getByRole('searchbox', { name: 'Search help articles' }).fill('cancel');
    await expect.poll(() => articles.allInnerTexts()).toEqual([expect.stringContaining('Cancelling Premium')]);
    await page.getByRole('link', { name: 'Your data' }).click();
    await expect.poll(() => articles.count()).toBe(all);
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#your-data');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  const API_PATH = /^\/(api\/|graphql(\?|$)|schema\.graphql$)/;

  it('finds no 404 behind any in-app link reachable from / and the footer', async () => {
    const { page, errors } = await openPage(browser, app.baseUrl);
    const origin = new URL(app.baseUrl).origin;
    const queue = ['/'];
    const visited = new Set<string>();
    const broken: string[] = [];
    let articleVisited = false;
    while (queue.length > 0) {
      const path = queue.shift() as string;
      if (visited.has(path)) continue;
      visited.add(path);
      // The API's own documents (the schema, the explorer, REST and feeds) are checked for their answer, not as pages.
      if (API_PATH.test(path)) {
        const answer = await page.request.get(path, { headers: { accept: 'text/html,application/json;q=0.9,*/*;q=0.8' } });
        if (answer.status() !== 200) broken.push(`${path} answered ${answer.status()}`);
        continue;
      }
      const response = await page.goto(path);
      if (response?.status() !== 200) broken.push(`${path} answered ${response?.status()}`);
      const heading = await page
        .locator('main h1')
        .first()
        .waitFor()
        .then(() => true)
        .catch(() => false);
      if (!heading) {
        broken.push(`${path} shows no page heading`);
        continue;
      }
      if ((await page.getByRole('heading', { name: '404 Page Not Found' }).count()) > 0) broken.push(`${path} shows the 404 page`);
      const hrefs = await page.$$eval('a[href]', (anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== origin) continue;
        const target = `${url.pathname}${url.search}`;
        // The feed links to every article on it; one article page stands for all of them.
        if (url.pathname.startsWith('/article/')) {
          if (articleVisited) continue;
          articleVisited = true;
        }
        if (!visited.has(target)) queue.push(target);
      }
    }
    expect(broken).toEqual([]);
    for (const [path] of STATIC_PAGES) expect(visited).toContain(path);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
