import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../../gql';
import type { StatusBanner_ArticleFragment } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { StatusBanner, StatusBanner_article } from './StatusBanner';

type Notice = NonNullable<StatusBanner_ArticleFragment['statusNotice']>;

const notice = (overrides: Partial<Notice>): Notice => ({
  kind: 'RETRACTION',
  date: '2026-03-01T00:00:00.000Z',
  url: 'https://pubmed.ncbi.nlm.nih.gov/90002/',
  reference: 'Sleep Med. 2026 Mar;12:34',
  ...overrides,
});

function renderBanner(article: Partial<StatusBanner_ArticleFragment>) {
  const data: StatusBanner_ArticleFragment = {
    status: 'ACTIVE',
    statusNotice: null,
    publishedVersion: null,
    ...article,
  };
  return renderWithProviders(<StatusBanner article={makeFragmentData(data, StatusBanner_article)} />);
}

describe('StatusBanner (docs/product/feed.md#status-after-publication)', () => {
  it("puts a retracted paper's date and notice over the page, as an alert", () => {
    renderBanner({ status: 'RETRACTED', statusNotice: notice({}) });
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toContain('This paper was retracted on March 1, 2026; its findings should not be relied on.');
    expect(banner.textContent).toContain('The summary, takeaway and answers below describe the paper as it was published.');
    const link = within(banner).getByRole('link', { name: 'Retraction notice: Sleep Med. 2026 Mar;12:34' });
    expect(link.getAttribute('href')).toBe('https://pubmed.ncbi.nlm.nih.gov/90002/');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says retracted without a date when no record dates the notice, and links nothing it cannot', () => {
    renderBanner({ status: 'RETRACTED', statusNotice: notice({ date: null, url: null, reference: null }) });
    expect(screen.getByRole('alert').textContent).toContain('This paper was retracted; its findings should not be relied on.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('gives a correction and an expression of concern a quieter note with their notice', () => {
    const { unmount } = renderBanner({
      status: 'CORRECTED',
      statusNotice: notice({ kind: 'CORRECTION', url: 'https://doi.org/10.1/erratum', reference: null }),
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('A correction to this paper was published on March 1, 2026.');
    expect(screen.getByRole('link', { name: 'Correction notice' }).getAttribute('href')).toBe('https://doi.org/10.1/erratum');
    unmount();
    renderBanner({ status: 'EXPRESSION_OF_CONCERN', statusNotice: notice({ kind: 'EXPRESSION_OF_CONCERN', reference: null }) });
    expect(screen.getByRole('status').textContent).toContain(
      'The journal published an expression of concern about this paper on March 1, 2026.',
    );
  });

  it("links a preprint's journal version, naming the journal when known", () => {
    const { unmount } = renderBanner({
      publishedVersion: { journal: 'The Lancet', url: 'https://doi.org/10.1000/jv.1' },
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Now published in The Lancet' }).getAttribute('href')).toBe('https://doi.org/10.1000/jv.1');
    unmount();
    renderBanner({ publishedVersion: { journal: null, url: 'https://doi.org/10.1000/jv.2' } });
    expect(screen.getByRole('link', { name: 'Now published in a journal' })).toBeTruthy();
  });

  it('shows nothing for an active paper without a journal version', () => {
    const { container } = renderBanner({});
    expect(container.textContent).toBe('');
  });
});
