import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { ArticleCommentsDocument, ArticlePageDocument, RecordViewDocument } from '../gql/graphql';
import { buildArticle, buildPage } from '../test/fixtures';
import { mockNetworkError, mockQuery } from '../test/mocks';
import { renderWithProviders } from '../test/render';
import { ArticlePage } from './ArticlePage';

const readingLevel = (label: string) => ({ __typename: 'ReadingLevel', label });

function detail(overrides: Record<string, unknown> = {}) {
  return {
    ...buildArticle({
      id: '3',
      databaseId: 3,
      title: 'Original title',
      simplifiedTitle: 'Simple title',
      source: 'PUBMED',
      categories: ['Oncology', 'Medicine', 'Cardiology'],
      viewCount: 41,
      commentCount: 2,
    }),
    abstract: 'BACKGROUND: Why.\n\nRESULTS: What.',
    abstractSections: [
      { __typename: 'AbstractSection', label: 'BACKGROUND', text: 'Why.' },
      { __typename: 'AbstractSection', label: 'RESULTS', text: 'What.' },
    ],
    summary: { __typename: 'SummaryProvenance', provider: 'openai', readingLevel: readingLevel('grade 8') },
    detailed: null,
    doi: '10.1000/xyz',
    pmid: null,
    isOpenAccess: false,
    isPreprint: false,
    ...overrides,
  };
}

let viewCalls = 0;
const recordView = (viewCount: number): MockLink.MockedResponse => ({
  request: { query: RecordViewDocument, variables: { articleId: '3' } },
  maxUsageCount: 5,
  result: () => {
    viewCalls += 1;
    return { data: { recordView: { __typename: 'Article', id: '3', viewCount } } };
  },
});
const noComments = mockQuery(ArticleCommentsDocument, { articleId: '3' }, { comments: buildPage('CommentConnection', []) });

describe('ArticlePage', () => {
  beforeEach(() => {
    viewCalls = 0;
  });

  it("shows 'Loading article...' and then everything the detail page lists, recording one view", async () => {
    renderWithProviders(<ArticlePage params={{ id: '3' }} />, {
      mocks: [mockQuery(ArticlePageDocument, { id: '3' }, { article: detail() }, 20), recordView(42), noComments],
    });
    expect(screen.getByText('Loading article...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Simple title' })).toBeTruthy();
    expect(screen.getByText('Original title')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bookmark article' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Share/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /AI Summary/ }).textContent).toContain('Reading level: grade 8');
    expect(screen.getByRole('heading', { name: 'Original Abstract' })).toBeTruthy();
    expect(screen.getByText('BACKGROUND:')).toBeTruthy();
    expect(screen.getByRole('link', { name: /View Original Paper/ }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Clinical Takeaway' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask AI' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeTruthy();
    // Side card: DOI only when present (no PMID here), the access badge, and Read Full Paper.
    expect(screen.getByRole('link', { name: '10.1000/xyz' }).getAttribute('href')).toBe('https://doi.org/10.1000/xyz');
    expect(screen.queryByText('PMID')).toBeNull();
    expect(screen.getByText('Subscription Required')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Read Full Paper/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('42 views')).toBeTruthy());
    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeTruthy();
    expect(viewCalls).toBe(1);
  });

  it("shows the summary's reading level beside the provider label with a note on what it counts, and neither when it is not known", async () => {
    const { unmount } = renderWithProviders(<ArticlePage params={{ id: '3' }} />, {
      mocks: [
        mockQuery(
          ArticlePageDocument,
          { id: '3' },
          { article: detail({ summary: { __typename: 'SummaryProvenance', provider: 'local', readingLevel: readingLevel('grade 8') } }) },
        ),
        recordView(42),
        noComments,
      ],
    });
    const heading = await screen.findByRole('heading', { name: /AI Summary/ });
    expect(heading.textContent).toBe('AI Summary(offline summariser)· Reading level: grade 8');
    expect(screen.getByText(/counts how long the sentences are and how many words are unfamiliar/)).toBeTruthy();
    unmount();

    const college = renderWithProviders(<ArticlePage params={{ id: '3' }} />, {
      mocks: [
        mockQuery(
          ArticlePageDocument,
          { id: '3' },
          {
            article: detail({
              summary: { __typename: 'SummaryProvenance', provider: 'openai', readingLevel: readingLevel('college level') },
            }),
          },
        ),
        recordView(42),
        noComments,
      ],
    });
    expect((await screen.findByRole('heading', { name: /AI Summary/ })).textContent).toBe('AI Summary· Reading level: college level');
    college.unmount();

    renderWithProviders(<ArticlePage params={{ id: '3' }} />, {
      mocks: [
        mockQuery(
          ArticlePageDocument,
          { id: '3' },
          { article: detail({ summary: { __typename: 'SummaryProvenance', provider: 'openai', readingLevel: null } }) },
        ),
        recordView(42),
        noComments,
      ],
    });
    expect((await screen.findByRole('heading', { name: /AI Summary/ })).textContent).toBe('AI Summary');
    expect(screen.queryByText(/counts how long the sentences are/)).toBeNull();
  });

  it('shows PMID, Open Access and Preprint when present', async () => {
    renderWithProviders(<ArticlePage params={{ id: '3' }} />, {
      mocks: [
        mockQuery(
          ArticlePageDocument,
          { id: '3' },
          { article: detail({ doi: null, pmid: '123456', isOpenAccess: true, isPreprint: true }) },
        ),
        recordView(42),
        noComments,
      ],
    });
    expect(await screen.findByRole('link', { name: '123456' })).toBeTruthy();
    expect(screen.queryByText('DOI')).toBeNull();
    expect(screen.getAllByText('Open Access').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Preprint, not peer reviewed').length).toBeGreaterThan(0);
    // The evidence sits with the title at the top of the article, not in the side card a phone shows below the comments.
    const header = screen.getByRole('article').querySelector('header') as HTMLElement;
    expect(within(header).getByText('Randomised controlled trial · n = 1,234')).toBeTruthy();
    expect(within(header).getByText('Preprint, not peer reviewed')).toBeTruthy();
    expect(within(screen.getByRole('complementary', { name: 'Article details' })).queryByText(/Randomised controlled trial/)).toBeNull();
  });

  it("shows 'Article Not Found' for a missing article", async () => {
    renderWithProviders(<ArticlePage params={{ id: '3' }} />, { mocks: [mockQuery(ArticlePageDocument, { id: '3' }, { article: null })] });
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeTruthy();
    expect(screen.getByText("The article you're looking for doesn't exist or has been removed.")).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to feed/ }).getAttribute('href')).toBe('/');
  });

  it("shows 'Failed to fetch article' when the request fails", async () => {
    renderWithProviders(<ArticlePage params={{ id: '3' }} />, { mocks: [mockNetworkError(ArticlePageDocument, { id: '3' })] });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch article');
  });
});
