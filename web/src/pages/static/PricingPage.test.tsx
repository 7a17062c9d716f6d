import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PricingPlanDocument } from '../../gql/graphql';
import { buildViewer } from '../../test/fixtures';
import { mockNetworkError, premiumPlanMock, PREMIUM_STATUS, subscriptionStatusMock } from '../../test/mocks';
import { renderWithProviders } from '../../test/render';
import { PricingPage } from './PricingPage';

const card = (name: 'Free' | 'Premium') => within(screen.getByRole('region', { name }));
const mainText = () => (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ');

describe('PricingPage', () => {
  it('shows the configured Premium price once it loads', async () => {
    renderWithProviders(<PricingPage />, { mocks: [premiumPlanMock(undefined, 30)] });
    expect(card('Premium').getByRole('status', { name: 'Loading the Premium price' })).toBeTruthy();
    expect(await card('Premium').findByText('$9.99')).toBeTruthy();
    expect(card('Premium').getByText('per month')).toBeTruthy();
    expect(card('Free').getByText('$0')).toBeTruthy();
  });

  it('formats whatever price is configured, in its currency', async () => {
    renderWithProviders(<PricingPage />, { mocks: [premiumPlanMock({ unitAmount: 1450, currency: 'EUR', interval: 'month' })] });
    expect(await card('Premium').findByText('€14.50')).toBeTruthy();
    expect(card('Free').getByText('€0')).toBeTruthy();
  });

  it('says when the price cannot be loaded and tries again on request', async () => {
    renderWithProviders(<PricingPage />, { mocks: [mockNetworkError(PricingPlanDocument, {}), premiumPlanMock()] });
    expect(await card('Premium').findByText('The Premium price could not be loaded.')).toBeTruthy();
    await userEvent.click(card('Premium').getByRole('button', { name: 'Try again' }));
    expect(await card('Premium').findByText('$9.99')).toBeTruthy();
  });

  it("signed out: 'Get Started Free' and the upgrade both go to /auth", () => {
    renderWithProviders(<PricingPage />, { mocks: [premiumPlanMock()] });
    expect(card('Free').getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe('/auth');
    expect(card('Free').queryByRole('link', { name: 'Current Plan' })).toBeNull();
    expect(card('Premium').getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/auth');
  });

  it("signed in: 'Current Plan' goes to / and the upgrade to /subscription", async () => {
    renderWithProviders(<PricingPage />, { mocks: [premiumPlanMock(), subscriptionStatusMock()], user: buildViewer() });
    expect(card('Free').getByRole('link', { name: 'Current Plan' }).getAttribute('href')).toBe('/');
    expect(card('Free').queryByRole('link', { name: 'Get Started Free' })).toBeNull();
    expect(card('Premium').getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/subscription');
    await card('Premium').findByText('$9.99');
    expect(card('Premium').getByRole('link', { name: 'Upgrade to Premium' })).toBeTruthy();
  });

  it('a Premium reader sees Premium as the current plan, managed on /subscription, and no upgrade', async () => {
    renderWithProviders(<PricingPage />, { mocks: [premiumPlanMock(), subscriptionStatusMock(PREMIUM_STATUS)], user: buildViewer() });
    const current = await card('Premium').findByRole('link', { name: /^Current Plan/ });
    expect(current.getAttribute('href')).toBe('/subscription');
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).toBeNull();
    expect(card('Free').queryByRole('link', { name: 'Current Plan' })).toBeNull();
    expect(card('Free').getByRole('link', { name: 'Browse Articles' }).getAttribute('href')).toBe('/');
  });

  it('compares the plans feature by feature', () => {
    renderWithProviders(<PricingPage />, { mocks: [premiumPlanMock()] });
    const table = within(screen.getByRole('table'));
    const row = (feature: string) => within(table.getByRole('rowheader', { name: feature }).closest('tr') as HTMLElement);
    expect(
      row('Clinical Takeaway')
        .getAllByText(/Included|Not included/)
        .map((cell) => cell.textContent),
    ).toEqual(['Not included', 'Included']);
    expect(row('Plain-language summaries and simplified titles').getAllByText('Included')).toHaveLength(2);
    expect(row('AI Ask Me Anything').getByText('Not included')).toBeTruthy();
  });

  it('says how readers use Paperlight without presenting quotes, and answers the billing questions', () => {
    renderWithProviders(<PricingPage />, { mocks: [premiumPlanMock()] });
    const stories = within(screen.getByRole('region', { name: 'How readers use Paperlight' }));
    expect(stories.getAllByRole('figure')).toHaveLength(3);
    expect(stories.getByText(/not quotes from named people/)).toBeTruthy();
    expect(document.querySelector('blockquote')).toBeNull();
    const text = mainText();
    expect(text).toContain('You keep Premium until the end of the billing period you have paid for');
    expect(text).toContain('All major credit and debit cards');
    expect(text).toContain('Is there a free trial?No.');
    expect(text).toContain('We are exploring student and institutional pricing');
  });
});
