import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PricingPlanDocument } from '../../../gql/graphql';
import { setAnalyticsSink } from '../../../lib/analytics';
import { mockNetworkError, premiumPlanMock } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import { ONBOARDING_DELAY_MS, OnboardingModal } from './OnboardingModal';

function renderModal(mocks = [premiumPlanMock()]) {
  return renderWithProviders(
    <>
      <button type="button">Before</button>
      <OnboardingModal />
    </>,
    { mocks },
  );
}

describe('OnboardingModal', () => {
  it('opens 1 second after load, walks three steps, and stores the completed flag on Get Started', () => {
    vi.useFakeTimers();
    const events: string[] = [];
    setAnalyticsSink((event) => events.push(event));
    renderModal();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(ONBOARDING_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Welcome to Paperlight' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Real-time updates' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Premium features' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem('paperlight.onboarding.completed')).toBe('true');
    expect(events).toEqual(['onboarding_step_completed', 'onboarding_step_completed', 'onboarding_step_completed', 'onboarding_completed']);
  });

  it('Skip stores the flag too, and a completed flag keeps the modal closed', () => {
    vi.useFakeTimers();
    const { unmount } = renderModal();
    act(() => vi.advanceTimersByTime(ONBOARDING_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(window.localStorage.getItem('paperlight.onboarding.completed')).toBe('true');
    unmount();
    renderModal();
    act(() => vi.advanceTimersByTime(ONBOARDING_DELAY_MS * 3));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('traps focus inside the dialog and closes on Escape', () => {
    vi.useFakeTimers();
    renderModal();
    act(() => vi.advanceTimersByTime(ONBOARDING_DELAY_MS));
    const skip = screen.getByRole('button', { name: 'Skip' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(document.activeElement).toBe(skip);
    next.focus();
    fireEvent.keyDown(next, { key: 'Tab' });
    expect(document.activeElement).toBe(skip);
    fireEvent.keyDown(skip, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(next);
    fireEvent.keyDown(next, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the one configured Premium price on the premium step', async () => {
    renderModal([premiumPlanMock({ unitAmount: 1450, currency: 'EUR', interval: 'month' })]);
    await screen.findByRole('dialog', { name: 'Welcome to Paperlight' }, { timeout: ONBOARDING_DELAY_MS * 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Premium (€14.50/month) adds clinical takeaways and an AI Ask Me Anything box on every article.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('$19');
  });

  it('reads well without a price when the price cannot be loaded', async () => {
    renderModal([mockNetworkError(PricingPlanDocument, {})]);
    await screen.findByRole('dialog', { name: 'Welcome to Paperlight' }, { timeout: ONBOARDING_DELAY_MS * 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Premium adds clinical takeaways and an AI Ask Me Anything box on every article.')).toBeTruthy();
  });
});
