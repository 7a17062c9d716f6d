import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GenerateClinicalTakeawayDocument, SubscriptionStatusDocument } from '../../../gql/graphql';
import { buildViewer } from '../../../test/fixtures';
import { mockError, mockQuery, PREMIUM_STATUS, subscriptionStatusMock } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import { AiActions } from './AiActions';

const TAKEAWAY = {
  __typename: 'ClinicalTakeaway',
  articleId: '1',
  bottomLine: 'Home blood pressure telemonitoring lowered systolic pressure by 8 mmHg at 12 months.',
  population: 'Adults with uncontrolled hypertension in primary care',
  intervention: 'Home telemonitoring with pharmacist follow-up',
  comparison: null,
  outcome: 'Systolic blood pressure at 12 months',
  studyDesign: 'randomised controlled trial',
  levelOfEvidence: 'LEVEL_2',
  sampleSize: 450,
  sampleUnit: 'patients',
  keyNumbers: ['mean difference −8.1 mmHg (95% CI −10.9 to −5.3)'],
  caveats: ['Single health system'],
  disclaimer:
    "Not advice for an individual patient: this takeaway summarises one study's abstract and does not replace clinical judgement.",
  provider: 'local',
  model: 'offline-takeaway-v1',
  offline: true,
  notice: "Offline takeaway: assembled from the abstract's own sections; no AI model was used.",
};

const takeawayMock = (delay = 0) =>
  mockQuery(GenerateClinicalTakeawayDocument, { articleId: '1' }, { generateClinicalTakeaway: TAKEAWAY }, delay);

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
    renderActions({ user: buildViewer(), mocks: [subscriptionStatusMock()] });
    await userEvent.click(screen.getByRole('button', { name: 'Clinician Takeaway' }));
    expect(await screen.findByText('Premium Feature')).toBeTruthy();
    expect(screen.getByText('Clinical Takeaway is available with Paperlight Premium. Upgrade to access this feature')).toBeTruthy();
    expect(window.location.pathname).toBe('/subscription');
    expect(screen.queryByRole('region', { name: 'Clinician Takeaway' })).toBeNull();
  });

  it('reuse the access answer for 5 minutes and name the AMA feature', async () => {
    renderActions({ user: buildViewer(), mocks: [subscriptionStatusMock()] });
    await userEvent.click(screen.getByRole('button', { name: 'Clinician Takeaway' }));
    await screen.findByText('Premium Feature');
    await userEvent.click(screen.getByRole('button', { name: 'AI AMA' }));
    expect(await screen.findByText('AI AMA is available with Paperlight Premium. Upgrade to access this feature')).toBeTruthy();
  });

  it('treat an expired session as signed out', async () => {
    renderActions({ user: buildViewer(), mocks: [mockError(SubscriptionStatusDocument, {}, 'Sign in to continue.', 'UNAUTHENTICATED')] });
    await userEvent.click(screen.getByRole('button', { name: 'AI AMA' }));
    expect(await screen.findByText('Please sign in to ask questions')).toBeTruthy();
    expect(window.location.pathname).toBe('/auth');
  });
});

describe('the clinical takeaway', () => {
  it('is generated on the first click, with a progress state, then laid out bottom line first', async () => {
    renderActions({ user: buildViewer(), mocks: [subscriptionStatusMock(PREMIUM_STATUS), takeawayMock(300)] });
    await userEvent.click(screen.getByRole('button', { name: 'Clinician Takeaway' }));
    expect(await screen.findByText('Generating clinical takeaway...')).toBeTruthy();
    expect((await screen.findByRole('button', { name: 'Generating...' })).hasAttribute('disabled')).toBe(true);
    // Focus is on the opened panel, not lost with the button that is disabled while it generates.
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Clinician Takeaway' }));

    const panel = within(await screen.findByRole('region', { name: 'Clinician Takeaway' }));
    await panel.findByText(TAKEAWAY.bottomLine);
    const terms = panel.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Population', 'Intervention', 'Outcome', 'Key numbers', 'Study design', 'Evidence level', 'Caveats']);
    expect(panel.getByText('Adults with uncontrolled hypertension in primary care (n = 450 patients)')).toBeTruthy();
    expect(panel.getByText('randomised controlled trial')).toBeTruthy();
    expect(panel.getByText('Level 2 (Oxford CEBM 2011): randomised trial')).toBeTruthy();
    expect(panel.getByText('Single health system')).toBeTruthy();
    expect(panel.getByText('offline')).toBeTruthy();
    expect(panel.getByText(TAKEAWAY.notice)).toBeTruthy();
    expect(panel.getByText(TAKEAWAY.disclaimer)).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });

  it('then toggles Show/Hide Takeaway without asking again', async () => {
    renderActions({ user: buildViewer(), mocks: [subscriptionStatusMock(PREMIUM_STATUS), takeawayMock()] });
    await userEvent.click(screen.getByRole('button', { name: 'Clinician Takeaway' }));
    const hide = await screen.findByRole('button', { name: 'Hide Takeaway' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(hide);
    expect(screen.queryByRole('region', { name: 'Clinician Takeaway' })).toBeNull();
    const show = screen.getByRole('button', { name: 'Show Takeaway' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(show);
    expect(await screen.findByText(TAKEAWAY.bottomLine)).toBeTruthy();
  });

  it("says 'Failed to generate clinical takeaway' with the reason, and tries again on request", async () => {
    const limited = 'You have asked for many clinical takeaways in a short time. Please try again in 5 minutes.';
    renderActions({
      user: buildViewer(),
      mocks: [
        subscriptionStatusMock(PREMIUM_STATUS),
        mockError(GenerateClinicalTakeawayDocument, { articleId: '1' }, limited, 'RATE_LIMITED'),
        takeawayMock(),
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clinician Takeaway' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to generate clinical takeaway');
    expect(alert.textContent).toContain(limited);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(TAKEAWAY.bottomLine)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide Takeaway' })).toBeTruthy();
  });

  it('names the AI provider and model when a model wrote it', async () => {
    const written = { ...TAKEAWAY, provider: 'openai', model: 'gpt-4o-mini', offline: false, notice: null, caveats: [], keyNumbers: [] };
    renderActions({
      user: buildViewer(),
      mocks: [
        subscriptionStatusMock(PREMIUM_STATUS),
        mockQuery(GenerateClinicalTakeawayDocument, { articleId: '1' }, { generateClinicalTakeaway: written }),
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clinician Takeaway' }));
    const panel = within(await screen.findByRole('region', { name: 'Clinician Takeaway' }));
    expect(await panel.findByText('openai · gpt-4o-mini')).toBeTruthy();
    expect(panel.queryByText('offline')).toBeNull();
    expect(panel.getByText('None flagged from the abstract')).toBeTruthy();
  });
});
