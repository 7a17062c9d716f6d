import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RefreshSubscriptionStatusDocument } from '../gql/graphql';
import { buildViewer } from '../test/fixtures';
import { buildStatus, mockError, mockQuery, premiumPlanMock, PREMIUM_STATUS, subscriptionStatusMock } from '../test/mocks';
import { renderWithProviders, type RenderOptions } from '../test/render';
import { SubscriptionPage } from './SubscriptionPage';

const refreshMock = (status: Parameters<typeof buildStatus>[0], delay = 0) =>
  mockQuery(
    RefreshSubscriptionStatusDocument,
    { checkoutSessionId: 'cs_test_1' },
    { refreshSubscriptionStatus: buildStatus(status) },
    delay,
  );

const renderReturn = (path: string, mocks: RenderOptions['mocks']) =>
  renderWithProviders(<SubscriptionPage />, { path, user: buildViewer(), mocks: [premiumPlanMock(), ...(mocks ?? [])] });

describe('SubscriptionPage back from Checkout', () => {
  it('confirms Premium from the refresh alone (no reload, no second status read) and tidies the address', async () => {
    renderReturn('/subscription?session_id=cs_test_1', [refreshMock(PREMIUM_STATUS, 30)]);
    expect(screen.getByText('Confirming your payment...')).toBeTruthy();
    expect(await screen.findByText(/Payment received: welcome to Premium/)).toBeTruthy();
    const status = within(screen.getByRole('region', { name: 'Your plan' }));
    expect(status.getByRole('heading', { name: 'You have Premium' })).toBeTruthy();
    expect(status.getByText('Next billing date: December 25, 2026.')).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/subscription');
  });

  it("says 'Payment Failed' with the provider's status when the plan did not start", async () => {
    renderReturn('/subscription?session_id=cs_test_1', [refreshMock({ tier: 'premium', status: 'incomplete' })]);
    expect(await screen.findByText('Payment Failed')).toBeTruthy();
    expect(screen.getAllByText(/has not confirmed your payment \(status: incomplete\)/).length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { name: 'You are on the Free plan' })).toBeTruthy();
  });

  it('when the plan cannot be confirmed yet, says why and reads the status as usual', async () => {
    const reason = 'The payment provider could not be reached to confirm your plan. It will update by itself shortly.';
    renderReturn('/upgrade?session_id=cs_test_1', [
      mockError(RefreshSubscriptionStatusDocument, { checkoutSessionId: 'cs_test_1' }, reason, 'BAD_GATEWAY'),
      subscriptionStatusMock(PREMIUM_STATUS),
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    expect(await screen.findByRole('heading', { name: 'You have Premium' })).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/upgrade');
  });

  it('says a cancelled checkout charged nothing', async () => {
    renderReturn('/subscription?checkout=cancelled', [subscriptionStatusMock()]);
    expect(screen.getByText('Checkout was cancelled and nothing was charged. You can upgrade whenever you like.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'You are on the Free plan' })).toBeTruthy();
    expect(window.location.search).toBe('');
  });
});
