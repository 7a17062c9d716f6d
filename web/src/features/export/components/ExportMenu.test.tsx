import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildViewer } from '../../../test/fixtures';
import { PREMIUM_STATUS, subscriptionStatusMock } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import type { ExportTarget } from '../utils/exportRequest';
import { ExportMenu } from './ExportMenu';

const FEED: ExportTarget = {
  kind: 'feed',
  filter: { sources: ['PUBMED', 'MEDRXIV'], categories: ['Cardiology'], dateRange: 'LAST_30_DAYS', search: 'heart failure & "RCT"' },
};

let fetchMock: ReturnType<typeof vi.fn>;
let clicked: { href: string; download: string }[];

function answer(status: number, body: string, headers: Record<string, string>) {
  return Promise.resolve(new Response(body, { status, headers }));
}

beforeEach(() => {
  clicked = [];
  fetchMock = vi.fn(() =>
    answer(200, '@article{smith2026,\n}\n', {
      'content-type': 'application/x-bibtex; charset=utf-8',
      'content-disposition': 'attachment; filename="paperlight-feed-2026-11-25.ris"',
      'x-export-count': '1000',
      'x-export-truncated': 'true',
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const toast = (text: string) => within(screen.getByRole('region', { name: 'Notifications (F8)' })).findByText(text);

describe('the Export menu', () => {
  it('lets a Premium reader download the feed in a format by keyboard alone, with the current filters', async () => {
    renderWithProviders(<ExportMenu target={FEED} />, { user: buildViewer(), mocks: [subscriptionStatusMock(PREMIUM_STATUS)] });
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'Export results' });
    expect(document.activeElement).toBe(trigger);
    await userEvent.keyboard('{Enter}');
    const bibtex = await screen.findByRole('menuitem', { name: 'BibTeX (.bib)' });
    await waitFor(() => expect(document.activeElement).toBe(bibtex));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['BibTeX (.bib)', 'RIS (.ris)', 'CSV (.csv)']);
    expect(screen.getByText('Export these results (up to 1,000)')).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'RIS (.ris)' }));
    await userEvent.keyboard('{Enter}');

    expect(await toast('Export ready')).toBeTruthy();
    expect(screen.getByText('paperlight-feed-2026-11-25.ris holds the first 1,000 articles of the feed.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(url.pathname).toBe('/api/articles/export');
    expect([...url.searchParams]).toEqual([
      ['format', 'ris'],
      ['source', 'PubMed'],
      ['source', 'medRxiv'],
      ['category', 'Cardiology'],
      ['dateRange', 'last30days'],
      ['search', 'heart failure & "RCT"'],
    ]);
    expect(clicked).toEqual([{ href: 'blob:export', download: 'paperlight-feed-2026-11-25.ris' }]);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it("downloads the reader's bookmarks from the bookmarks address", async () => {
    renderWithProviders(<ExportMenu target={{ kind: 'bookmarks' }} />, {
      user: buildViewer(),
      mocks: [subscriptionStatusMock(PREMIUM_STATUS)],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export bookmarks' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));
    await toast('Export ready');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/user/bookmarks/export?format=csv');
  });

  it("shows the server's sentence when an export is refused", async () => {
    fetchMock.mockImplementation(() =>
      answer(429, JSON.stringify({ message: 'You have exported many times in a short while. Please try again in 4 minutes.' }), {
        'content-type': 'application/json',
      }),
    );
    renderWithProviders(<ExportMenu target={{ kind: 'bookmarks' }} />, {
      user: buildViewer(),
      mocks: [subscriptionStatusMock(PREMIUM_STATUS)],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export bookmarks' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'BibTeX (.bib)' }));
    expect(await toast('Export failed')).toBeTruthy();
    expect(screen.getByText('You have exported many times in a short while. Please try again in 4 minutes.')).toBeTruthy();
    expect(clicked).toEqual([]);
  });

  it('shows readers without Premium the upgrade hint instead of the formats', async () => {
    renderWithProviders(<ExportMenu target={FEED} />, { path: '/', user: buildViewer(), mocks: [subscriptionStatusMock()] });
    await userEvent.click(screen.getByRole('button', { name: 'Export results' }));
    const upgrade = await screen.findByRole('menuitem', { name: 'Upgrade to Premium' });
    expect(screen.getByText('Export to BibTeX, RIS or CSV comes with Paperlight Premium.')).toBeTruthy();
    expect(screen.getAllByRole('menuitem')).toHaveLength(1);
    await userEvent.click(upgrade);
    expect(window.location.pathname).toBe('/subscription');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks guests to sign in, without reading any plan', async () => {
    renderWithProviders(<ExportMenu target={FEED} />, { path: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'Export results' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign in to export' }));
    expect(window.location.pathname).toBe('/auth');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
