import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UpdateEmailPreferencesDocument } from '../../../gql/graphql';
import { DEFAULT_PREFERENCES, preferencesMock, previewMock, updateMock, type PreferencesFixture } from '../../../test/digestMocks';
import { mockError } from '../../../test/mocks';
import { renderWithProviders, type RenderOptions } from '../../../test/render';
import { buildViewer } from '../../../test/fixtures';
import { DigestSettingsPanel } from './DigestSettingsPanel';

const PAPER = {
  id: '9',
  databaseId: 9,
  title: 'A PLOS paper',
  simplifiedTitle: null,
  source: 'PLOS',
  publishedDate: '2026-11-21T00:00:00.000Z',
};

function renderPanel(mocks: RenderOptions['mocks']) {
  return renderWithProviders(<DigestSettingsPanel />, { path: '/email-settings', user: buildViewer(), mocks });
}

const toast = (text: string) => within(screen.getByRole('region', { name: 'Notifications (F8)' })).findByText(text);
const controls = () => [
  ...screen.getAllByRole('switch'),
  ...screen.getAllByRole('radio'),
  screen.getByLabelText('Delivery time (Eastern time)'),
];

describe('saving the digest settings', () => {
  it('saves each change at once (only the changed field), with every control disabled while it saves', async () => {
    const on: PreferencesFixture = { ...DEFAULT_PREFERENCES, emailDigest: true };
    const daily: PreferencesFixture = { ...on, frequency: 'DAILY' };
    const evening: PreferencesFixture = { ...daily, deliveryTime: '18:00' };
    const noPlos: PreferencesFixture = { ...evening, sources: { ...evening.sources, PLOS: false } };
    renderPanel([
      preferencesMock(),
      previewMock([PAPER]),
      updateMock({ emailDigest: true }, on, 400),
      previewMock([PAPER]),
      updateMock({ frequency: 'DAILY' }, daily),
      previewMock([PAPER]),
      updateMock({ deliveryTime: '18:00' }, evening),
      previewMock([PAPER]),
      updateMock({ sources: { PLOS: false } }, noPlos),
      previewMock([], 0),
    ]);

    const digest = await screen.findByRole('switch', { name: 'Email digest' });
    await userEvent.click(digest);
    expect(digest.getAttribute('aria-checked')).toBe('true');
    expect(controls().map((control) => control.matches(':disabled'))).toEqual(controls().map(() => true));
    expect(await toast('Preferences updated')).toBeTruthy();
    await screen.findByText('Your digest goes out every Sunday at 9:00 AM EST, with new papers from PubMed, medRxiv, PLOS and DOAJ.');
    expect(controls().map((control) => control.matches(':disabled'))).toEqual(controls().map(() => false));

    await userEvent.click(screen.getByRole('radio', { name: /Daily/ }));
    await screen.findByText(/goes out every day at 9:00 AM EST/);
    await userEvent.selectOptions(screen.getByLabelText('Delivery time (Eastern time)'), '18:00');
    await screen.findByText(/goes out every day at 6:00 PM EST/);
    await userEvent.click(screen.getByRole('switch', { name: 'PLOS' }));
    await screen.findByText('Your digest goes out every day at 6:00 PM EST, with new papers from PubMed, medRxiv and DOAJ.');
    expect(screen.getByRole('switch', { name: 'PLOS' }).getAttribute('aria-checked')).toBe('false');
    expect(
      await screen.findByText('No new papers from your sources arrived in this period, so this digest would not be sent.'),
    ).toBeTruthy();
  });

  it("says 'Failed to update preferences' with the reason, and shows the stored value again", async () => {
    const reason = 'deliveryTime must be one of 08:00, 09:00, 10:00, 12:00 or 18:00 (Eastern time).';
    renderPanel([preferencesMock(), previewMock([]), mockError(UpdateEmailPreferencesDocument, { input: { emailDigest: true } }, reason)]);
    const digest = await screen.findByRole('switch', { name: 'Email digest' });
    await userEvent.click(digest);
    expect(await toast('Failed to update preferences')).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(digest.getAttribute('aria-checked')).toBe('false');
    expect(digest.hasAttribute('disabled')).toBe(false);
  });

  it('says so when every source is off', async () => {
    renderPanel([
      preferencesMock({ ...DEFAULT_PREFERENCES, emailDigest: true, sources: { PubMed: false, medRxiv: false, PLOS: false, DOAJ: false } }),
      previewMock([]),
    ]);
    expect(await screen.findByText('Every source is off, so your digest has nothing to send. Turn on at least one source.')).toBeTruthy();
  });
});
