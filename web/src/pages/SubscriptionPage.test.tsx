import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreateBillingPortalSessionDocument, CreateCheckoutSessionDocument, SubscriptionStatusDocument } from '../gql/graphql';
import { reloadTo } from '../lib/router';
import { buildViewer } from '../test/fixtures';
import { mockError, mockNetworkError, mockQuery, premiumPlanMock, PREMIUM_STATUS, subscriptionStatusMock } from '../test/mocks';
import { renderWithProviders, type RenderOptions } from '../test/render';
import { SubscriptionPage } from './SubscriptionPage';

vi.mock(import('../lib/router'), async (importOriginal) => ({ ...(await importOriginal()), reloadTo: vi.fn() }));

const PAYMENTS_OFF =
  'Payments are not configured on this Paperlight server, so Premium cannot be bought or managed here. Whoever runs it can grant Premium to your account.';
const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_1';

const card = (name: 'Free' | 'Premium') => within(screen.getByRole('region', { name }));
const planStatus = () => screen.findByRole('region', { name: 'Your plan' });
const checkoutMock = (answer: { sessionId: string; url: string }) =>
  mockQuery(CreateCheckoutSessionDocument, {}, { createCheckoutSession: { __typename: 'CheckoutSession', ...answer } });

function renderPage(mocks: RenderOptions['mocks'], path = '/subscription') {
  vi.mocked(reloadTo).mockClear();
  return renderWithProviders(<SubscriptionPage />, { path, user: buildViewer(), mocks: [premiumPlanMock(), ...(mocks ?? [])] });
}

describe('SubscriptionPage', () => {
  it("sends guests to /auth with 'Please sign in to upgrade your subscription'", async () => {
    window.history.replaceState(null, '', '/');
    window.history.pushState(null, '', '/subscription');
    renderWithProviders(<SubscriptionPage />, { mocks: [premiumPlanMock()] });
    expect(await screen.findByText('Please sign in to upgrade your subscription')).toBeTruthy();
    expect(window.location.pathname).toBe('/auth');
    window.history.back();
    await vi.waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it("loads the plan, then shows Free: 'Choose Your Plan', the two cards and the configured price", async () => {
    renderPage([subscriptionStatusMock({}, 30)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading your plan' })).toBeTruthy();
    expect(card('Premium').getByRole('button', { name: 'Upgrade to Premium' }).hasAttribute('disabled')).toBe(true);
    expect(await screen.findByRole('heading', { name: 'You are on the Free plan' })).toBeTruthy();
    expect(await card('Premium').findByText('$9.99')).toBeTruthy();
    expect(card('Free').getByText('Bookmarks and comments with a free account')).toBeTruthy();
    expect(card('Premium').getByText('Clinical Takeaway on every article')).toBeTruthy();
    expect(card('Premium').getByText('Priority support')).toBeTruthy();
    expect(card('Free').getByRole('button', { name: 'Current Plan' }).hasAttribute('disabled')).toBe(true);
    expect(card('Premium').getByRole('button', { name: 'Upgrade to Premium' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Manage subscription' })).toBeNull();
  });

  it('says when the plan cannot be loaded and tries again', async () => {
    renderPage([mockNetworkError(SubscriptionStatusDocument, {}), subscriptionStatusMock(PREMIUM_STATUS)]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your plan could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'You have Premium' })).toBeTruthy();
  });

  it('Upgrade goes to the Checkout page the server gives', async () => {
    renderPage([subscriptionStatusMock(), checkoutMock({ sessionId: 'cs_test_1', url: CHECKOUT_URL })]);
    const upgrade = await card('Premium').findByRole('button', { name: 'Upgrade to Premium' });
    await vi.waitFor(() => expect(upgrade.hasAttribute('disabled')).toBe(false));
    await userEvent.click(upgrade);
    await vi.waitFor(() => expect(reloadTo).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(card('Premium').getByRole('button', { name: 'Opening checkout...' }).hasAttribute('disabled')).toBe(true);
  });

  it("'Upgrade Failed' when Checkout answers without a page, and with the server's sentence on a refusal", async () => {
    const refusal = 'You already have Premium. Manage or cancel it from your subscription page.';
    renderPage([
      subscriptionStatusMock(),
      checkoutMock({ sessionId: 'cs_test_1', url: '' }),
      mockError(CreateCheckoutSessionDocument, {}, refusal, 'CONFLICT'),
      mockNetworkError(CreateCheckoutSessionDocument, {}),
    ]);
    const upgrade = await card('Premium').findByRole('button', { name: 'Upgrade to Premium' });
    await vi.waitFor(() => expect(upgrade.hasAttribute('disabled')).toBe(false));
    await userEvent.click(upgrade);
    expect(await screen.findByText('Upgrade Failed')).toBeTruthy();
    expect(screen.getByText(/gave no page to open, so nothing was charged/)).toBeTruthy();
    await userEvent.click(upgrade);
    expect(await screen.findByText(refusal)).toBeTruthy();
    await userEvent.click(upgrade);
    expect(await screen.findByText('Failed to create subscription')).toBeTruthy();
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('payments not configured: Upgrade is off with a sentence saying why', async () => {
    vi.mocked(reloadTo).mockClear();
    renderWithProviders(<SubscriptionPage />, {
      path: '/subscription',
      user: buildViewer(),
      mocks: [premiumPlanMock({ unitAmount: 999, currency: 'USD', interval: 'month', purchasable: false }), subscriptionStatusMock()],
    });
    expect(await card('Premium').findByText(PAYMENTS_OFF)).toBeTruthy();
    expect(card('Premium').getByRole('button', { name: 'Upgrade to Premium' }).hasAttribute('disabled')).toBe(true);
  });

  it('premium: the next billing date, Current Plan, and Manage subscription to the Billing Portal', async () => {
    const portal = 'https://billing.stripe.com/p/session/test_1';
    renderPage([
      subscriptionStatusMock(PREMIUM_STATUS),
      mockQuery(
        CreateBillingPortalSessionDocument,
        {},
        { createBillingPortalSession: { __typename: 'BillingPortalSession', url: portal } },
      ),
    ]);
    const status = within(await planStatus());
    expect(status.getByRole('heading', { name: 'You have Premium' })).toBeTruthy();
    expect(status.getByText('Next billing date: December 25, 2026.')).toBeTruthy();
    expect(card('Premium').getByRole('button', { name: 'Current Plan' }).hasAttribute('disabled')).toBe(true);
    expect(card('Free').queryByRole('button', { name: 'Current Plan' })).toBeNull();
    await userEvent.click(status.getByRole('button', { name: 'Manage subscription' }));
    await vi.waitFor(() => expect(reloadTo).toHaveBeenCalledWith(portal));
  });

  it('cancelled: when access expires, and Manage subscription to renew', async () => {
    renderPage([subscriptionStatusMock({ ...PREMIUM_STATUS, cancelAtPeriodEnd: true })]);
    const status = within(await planStatus());
    expect(status.getByRole('heading', { name: 'Premium, cancelled' })).toBeTruthy();
    expect(status.getByText('Your access expires on December 25, 2026. Renew any time before then to keep it.')).toBeTruthy();
    expect(status.getByRole('button', { name: 'Manage subscription' })).toBeTruthy();
  });

  it('granted: the grant and its end, and no billing to manage', async () => {
    renderPage([subscriptionStatusMock({ ...PREMIUM_STATUS, granted: true, currentPeriodEnd: null })]);
    const status = within(await planStatus());
    expect(status.getByRole('heading', { name: 'Premium, granted by Paperlight' })).toBeTruthy();
    expect(status.getByText('Your access has no end date. There is no billing to manage.')).toBeTruthy();
    expect(status.queryByRole('button', { name: 'Manage subscription' })).toBeNull();
  });

  it('a failed payment: says so and offers Manage subscription to fix the card', async () => {
    renderPage([
      subscriptionStatusMock({ tier: 'premium', status: 'past_due', currentPeriodEnd: 1_798_200_000 }),
      mockError(CreateBillingPortalSessionDocument, {}, 'Payments are not configured.', 'SERVICE_UNAVAILABLE'),
    ]);
    const status = within(await planStatus());
    expect(status.getByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    await userEvent.click(status.getByRole('button', { name: 'Manage subscription' }));
    expect(await screen.findByText(PAYMENTS_OFF)).toBeTruthy();
    expect(screen.getByText('Could not open billing')).toBeTruthy();
  });

  it('is the same screen at /upgrade', async () => {
    renderPage([subscriptionStatusMock()], '/upgrade');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'You are on the Free plan' })).toBeTruthy();
  });
});
