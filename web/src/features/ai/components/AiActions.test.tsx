import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SubscriptionStatusDocument } from '../../../gql/graphql';
import { buildViewer } from '../../../test/fixtures';
import { mockError, mockQuery } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import { AiActions } from './AiActions';

const status = (hasAccess: boolean, tier = hasAccess ? 'premium' : 'free') =>
  mockQuery(
    SubscriptionStatusDocument,
    {},
    {
      subscriptionStatus: {
        __typename: 'SubscriptionStatus',
        tier,
        hasAccess,
        status: hasAccess ? 'active' : 'inactive',
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      },
    },
  );

const renderActions = (options: Parameters<typeof renderWithProviders>[1]) =>
  renderWithProviders(<AiActions articleId="1" takeawayLabel="Clinician Takeaway" amaLabel="AI AMA" />, { path: '/', ...options });

describe('AI buttons and their gates', () => {
  it('send guests to /auth with the sign-in toasts', async () => {
    renderActions({});
    await userEvent.click(screen.getByRole('button', { name: 'Clinician Takeaway' }));
    expect(await screen.findByText('Please sign in to access clinical insights')).toBeTruthy();
    expect(screen.getByText('Sign in required')).toBeTruthy();
    expect(window.location.pathname).toBe('/auth');
    await userEvent.click(screen.getByRole('button', { name: 'AI AMA' }));
    expect(await screen.findByText('Please sign in to ask questions')).toBeTruthy();
  });

  it("send free users to /subscription with the 'Premium Feature' toast", async () => {
    renderActions({ user: buildViewer(), mocks: [status(false)] });
    await userEvent.click(screen.getByRole('button', { name: 'Clinician Takeaway' }));
    expect(await screen.findByText('Premium Feature')).toBeTruthy();
    expect(screen.getByText('Clinical Takeaway is available with Paperlight Premium. Upgrade to access this feature')).toBeTruthy();
    expect(window.location.pathname).toBe('/subscription');
  });

  it('reuses the access answer for 5 minutes and names the AMA feature', async () => {
    renderActions({ user: buildViewer(), mocks: [status(false)] });
    await userEvent.click(screen.getByRole('button', { name: 'Clinician Takeaway' }));
    await screen.findByText('Premium Feature');
    await userEvent.click(screen.getByRole('button', { name: 'AI AMA' }));
    expect(await screen.findByText('AI AMA is available with Paperlight Premium. Upgrade to access this feature')).toBeTruthy();
  });

  it('open the panel for premium readers and toggle it closed', async () => {
    renderActions({ user: buildViewer(), mocks: [status(true)] });
    await userEvent.click(screen.getByRole('button', { name: 'AI AMA' }));
    expect(await screen.findByRole('region', { name: 'AI AMA' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    await userEvent.click(screen.getByRole('button', { name: 'AI AMA' }));
    expect(screen.queryByRole('region', { name: 'AI AMA' })).toBeNull();
  });

  it('treat an expired session as signed out', async () => {
    renderActions({ user: buildViewer(), mocks: [mockError(SubscriptionStatusDocument, {}, 'Sign in to continue.', 'UNAUTHENTICATED')] });
    await userEvent.click(screen.getByRole('button', { name: 'AI AMA' }));
    expect(await screen.findByText('Please sign in to ask questions')).toBeTruthy();
    expect(window.location.pathname).toBe('/auth');
  });
});
