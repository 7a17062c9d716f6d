import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DigestPreviewDocument, EmailPreferencesDocument, SubscriptionStatusDocument } from '../gql/graphql';
import { DEFAULT_PREFERENCES, preferencesMock, previewMock } from '../test/digestMocks';
import { buildViewer } from '../test/fixtures';
import { mockNetworkError, PREMIUM_STATUS, subscriptionStatusMock } from '../test/mocks';
import { renderWithProviders, type RenderOptions } from '../test/render';
import { EmailSettingsPage } from './EmailSettingsPage';

const ARTICLES = [
  {
    id: '7',
    databaseId: 7,
    title: 'Original title of a trial',
    simplifiedTitle: 'A plain title',
    source: 'PUBMED',
    publishedDate: '2026-11-20T00:00:00.000Z',
  },
  {
    id: '8',
    databaseId: 8,
    title: 'A preprint on sleep',
    simplifiedTitle: null,
    source: 'MEDRXIV',
    publishedDate: '2026-11-19T00:00:00.000Z',
  },
];

const renderPage = (mocks: RenderOptions['mocks'], user = buildViewer()) =>
  renderWithProviders(<EmailSettingsPage />, { path: '/email-settings', user, mocks });

describe('EmailSettingsPage', () => {
  it("guests see 'Pro Feature Required', with the upgrade going to /auth", () => {
    renderWithProviders(<EmailSettingsPage />, { path: '/email-settings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Email Digest Settings' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pro Feature Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'email setup guide' }).getAttribute('href')).toBe('/email-setup');
  });

  it("free readers see 'Pro Feature Required' once their plan loads, and no preferences are asked for", async () => {
    renderPage([subscriptionStatusMock({}, 30)], buildViewer());
    expect(screen.getByText('Loading your plan...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Pro Feature Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/subscription');
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says when the plan cannot be loaded and tries again', async () => {
    renderPage([mockNetworkError(SubscriptionStatusDocument, {}), subscriptionStatusMock()]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your plan could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Pro Feature Required' })).toBeTruthy();
  });

  it("shows a Premium reader's preferences exactly as the API answers them: the defaults leave the digest off", async () => {
    renderPage([subscriptionStatusMock(PREMIUM_STATUS), preferencesMock(DEFAULT_PREFERENCES, 30), previewMock(ARTICLES)]);
    expect(await screen.findByText('Loading your digest settings...')).toBeTruthy();
    const digest = await screen.findByRole('switch', { name: 'Email digest' });
    expect(digest.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('The digest is off: Paperlight sends you no digest emails.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Weekly/ }) as HTMLInputElement).checked).toBe(true);
    // Premium includes both frequencies: no plan badge on either (Pro is sold nowhere).
    expect(screen.getByRole('radio', { name: /Daily/ }).closest('label')?.textContent).not.toContain('Pro');
    expect(screen.getByRole('radio', { name: /Weekly/ }).closest('label')?.textContent).not.toContain('Pro');
    expect(screen.getByText('Both are included with Premium.')).toBeTruthy();
    const time = screen.getByLabelText('Delivery time (Eastern time)') as HTMLSelectElement;
    expect(time.value).toBe('09:00');
    expect([...time.options].map((option) => option.textContent)).toEqual([
      '8:00 AM EST',
      '9:00 AM EST',
      '10:00 AM EST',
      '12:00 PM EST',
      '6:00 PM EST',
    ]);
    for (const source of ['PubMed', 'medRxiv', 'PLOS', 'DOAJ']) {
      expect(screen.getByRole('switch', { name: source }).getAttribute('aria-checked')).toBe('true');
    }
  });

  it('a Pro reader has the settings too', async () => {
    renderPage([subscriptionStatusMock({ ...PREMIUM_STATUS, tier: 'pro' }), preferencesMock(), previewMock([])]);
    expect(await screen.findByRole('switch', { name: 'Email digest' })).toBeTruthy();
  });

  it('says when the preferences cannot be loaded and tries again', async () => {
    renderPage([
      subscriptionStatusMock(PREMIUM_STATUS),
      mockNetworkError(EmailPreferencesDocument, {}),
      previewMock([]),
      preferencesMock(),
    ]);
    const alert = await screen.findByText('Your digest settings could not be loaded.');
    await userEvent.click(within(alert.parentElement as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Email digest' })).toBeTruthy();
  });
});

describe('the digest preview', () => {
  const preview = () => within(screen.getByRole('region', { name: 'Preview of your digest' }));

  it('lists the period, the count and the newest papers, linked', async () => {
    renderPage([subscriptionStatusMock(PREMIUM_STATUS), preferencesMock(), previewMock(ARTICLES, 14)]);
    expect(
      await screen.findByText(
        '14 papers from your sources new to Paperlight from Nov 18, 2026 – Nov 25, 2026, listed by the date they were published.',
      ),
    ).toBeTruthy();
    expect(preview().getByText('and 12 papers more')).toBeTruthy();
    expect(
      preview()
        .getAllByText(/^Published/)
        .map((line) => line.textContent),
    ).toEqual(['Published Nov 20, 2026', 'Published Nov 19, 2026']);
    expect(preview().getByRole('link', { name: 'A plain title' }).getAttribute('href')).toBe('/article/7');
    expect(preview().getByRole('link', { name: 'A preprint on sleep' }).getAttribute('href')).toBe('/article/8');
    expect(preview().getByText('medRxiv')).toBeTruthy();
  });

  it("shows a part per saved search, in the searches' order, then the papers matching none", async () => {
    const sections = [
      { savedSearch: { id: 'U2F2ZWRTZWFyY2g6MQ==', name: 'Sleep' }, articles: [ARTICLES[1]], totalCount: 1 },
      { savedSearch: null, articles: [ARTICLES[0]], totalCount: 4 },
    ];
    renderPage([subscriptionStatusMock(PREMIUM_STATUS), preferencesMock(), previewMock(ARTICLES, 5, sections)]);
    const sleep = within(await screen.findByRole('region', { name: 'Sleep' }));
    expect(sleep.getByRole('heading', { name: 'Sleep (1)' })).toBeTruthy();
    expect(sleep.getAllByRole('link').map((link) => link.textContent)).toEqual(['A preprint on sleep']);
    const other = within(screen.getByRole('region', { name: 'Other new papers from your sources' }));
    expect(other.getAllByRole('link').map((link) => link.textContent)).toEqual(['A plain title']);
    expect(other.getByText('and 3 papers more')).toBeTruthy();
    const headings = preview()
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Sleep (1)', 'Other new papers from your sources (4)']);
  });

  it('says when nothing arrived', async () => {
    renderPage([subscriptionStatusMock(PREMIUM_STATUS), preferencesMock(), previewMock([])]);
    expect(
      await screen.findByText('No new papers from your sources arrived in this period, so this digest would not be sent.'),
    ).toBeTruthy();
  });

  it('says when it cannot be loaded and tries again', async () => {
    renderPage([
      subscriptionStatusMock(PREMIUM_STATUS),
      preferencesMock(),
      mockNetworkError(DigestPreviewDocument, {}),
      previewMock(ARTICLES),
    ]);
    await screen.findByRole('status', { name: 'Loading the preview' });
    expect(await screen.findByText('The preview could not be loaded.')).toBeTruthy();
    await userEvent.click(preview().getByRole('button', { name: 'Try again' }));
    expect(await preview().findByRole('link', { name: 'A plain title' })).toBeTruthy();
  });
});
