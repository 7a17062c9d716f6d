import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipOf, outbox } from '#graph-test/billing.js';
import { startFakeStripe, type FakeStripe } from '#graph-test/fake-stripe.js';
import { startTestApp, type TestApp } from './support/app.js';
import { launchBrowser, openPage, screenshot } from './support/browser.js';
import { registerInContext } from './support/graphql.js';
import { expectAxeCleanAtBothWidths, grantPremiumTo, POLL, toast } from './support/premium.js';

let app: TestApp;
let browser: Browser;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
  const payments = stripe.payments({ sync: { pollIntervalMs: 50, retryBaseMs: 100, retryMaxMs: 400 } });
  [app, browser] = await Promise.all([startTestApp({ services: { payments } }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await stripe?.close();
});

describe('plans and upgrade in a real browser', () => {
  it('sends a signed-out visitor from /subscription to /auth', async () => {
    const { page, errors } = await openPage(browser, app.baseUrl);
    await page.goto('/subscription');
    await page.waitForURL(`${app.baseUrl}/auth`);
    await toast(page, 'Sign in required').waitFor();
    await page.getByText('Please sign in to upgrade your subscription').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('upgrades a free reader through Checkout: back on /subscription the plan shows Premium at once, and stays after the webhook', async () => {
    const { page, context, errors } = await openPage(browser, app.baseUrl);
    const userId = Number(await registerInContext(context, app.baseUrl, 'paula'));
    await page.goto('/subscription');
    await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
    await page.getByRole('heading', { name: 'You are on the Free plan' }).waitFor();
    await page.getByRole('region', { name: 'Premium' }).getByText('$9.99').waitFor();
    await expectAxeCleanAtBothWidths(page);
    await screenshot(page, 'subscription-free-1280');

    await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await page.waitForURL(new RegExp(`^${stripe.url}/pay/cs_test_`));
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('button', { name: 'Pay and subscribe' }).click();

    await page.waitForURL(`${app.baseUrl}/subscription`);
    await page.getByText(/^Payment received: welcome to Premium/).waitFor();
    const plan = page.getByRole('region', { name: 'Your plan' });
    await plan.getByRole('heading', { name: 'You have Premium' }).waitFor();
    await plan.getByText(/^Next billing date: /).waitFor();
    await page.getByRole('region', { name: 'Premium' }).getByRole('button', { name: 'Current Plan' }).waitFor();
    expect((await membershipOf(app.db, userId))?.status).toBe('active');
    await expectAxeCleanAtBothWidths(page);
    await screenshot(page, 'subscription-premium-1280');

    const session = stripe.sessions.get(sessionId)!;
    const delivered = await stripe.deliver(app.baseUrl, stripe.event('checkout.session.completed', session));
    expect(delivered.status).toBe(200);
    await expect.poll(async () => (await outbox(app.db)).pending, POLL).toBe(0);
    await page.reload();
    await plan.getByRole('heading', { name: 'You have Premium' }).waitFor();

    await plan.getByRole('button', { name: 'Manage subscription' }).click();
    await page.waitForURL(`${app.baseUrl}/subscription`);
    await plan.getByRole('heading', { name: 'You have Premium' }).waitFor();

    const subscription = stripe.updateSubscription(session.subscription as string, { cancel_at_period_end: true });
    const cancelled = await stripe.deliver(app.baseUrl, stripe.event('customer.subscription.updated', subscription));
    expect(cancelled.status).toBe(200);
    await expect.poll(async () => (await membershipOf(app.db, userId))?.cancelAtPeriodEnd, POLL).toBe(true);
    await page.reload();
    await plan.getByRole('heading', { name: 'Premium, cancelled' }).waitFor();
    await plan.getByText(/^Your access expires on /).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a granted Premium with no billing to manage, and Premium as the current plan on /pricing', async () => {
    const { page, context } = await openPage(browser, app.baseUrl);
    await registerInContext(context, app.baseUrl, 'grace');
    await grantPremiumTo(app, 'grace');
    await page.goto('/upgrade');
    const plan = page.getByRole('region', { name: 'Your plan' });
    await plan.getByRole('heading', { name: 'Premium, granted by Paperlight' }).waitFor();
    await plan.getByText('Your access has no end date. There is no billing to manage.').waitFor();
    await expect(plan.getByRole('button', { name: 'Manage subscription' }).count()).resolves.toBe(0);
    await expectAxeCleanAtBothWidths(page);

    await page.goto('/pricing');
    await page
      .getByRole('region', { name: 'Premium' })
      .getByRole('link', { name: /^Current Plan/ })
      .waitFor();
    await expect(page.getByRole('link', { name: 'Upgrade to Premium' }).count()).resolves.toBe(0);
    await context.close();
  });
});
