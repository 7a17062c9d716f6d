import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../../gql';
import { ArticleCommentsDocument } from '../../../gql/graphql';
import { buildArticle, buildComment, type ArticleFixture, buildPage } from '../../../test/fixtures';
import { mockNetworkError, mockQuery } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import { ArticleCard, ArticleCard_article } from './ArticleCard';

const asCard = (article: ArticleFixture) => makeFragmentData(article, ArticleCard_article);
const buildCard = (overrides: Partial<ArticleFixture>) => asCard(buildArticle(overrides));

describe('ArticleCard', () => {
  it('shows every part of the card docs/product/feed.md#article-card lists', () => {
    const article = buildArticle({
      id: '5',
      databaseId: 5,
      source: 'MEDRXIV',
      categories: ['Cardiology', 'Neurology', 'Oncology', 'Medicine'],
      publishedDate: '2026-09-15T00:00:00.000Z',
      isPreprint: true,
      isOpenAccess: true,
      title: 'The original, longer title of the paper',
      simplifiedTitle: 'A simpler title',
      journal: 'medRxiv Health Sciences',
      authors: 'A'.repeat(130),
      aiSummary: 'A plain summary.',
      viewCount: 1250,
      commentCount: 2_400_000,
    });
    renderWithProviders(<ArticleCard article={asCard(article)} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('medRxiv')).toBeTruthy();
    expect(within(card).getByText('medRxiv Health Sciences')).toBeTruthy();
    expect(within(card).getByText('Cardiology')).toBeTruthy();
    expect(within(card).getByText('Neurology')).toBeTruthy();
    expect(within(card).queryByText('Oncology')).toBeNull();
    expect(within(card).getByText('+2 more')).toBeTruthy();
    expect(within(card).getByText('Sep 15, 2026')).toBeTruthy();
    expect(within(card).getByText('Randomised controlled trial · n = 1,234')).toBeTruthy();
    expect(within(card).getByText('Preprint, not peer reviewed')).toBeTruthy();
    expect(within(card).getByText('Open Access')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Bookmark article' })).toBeTruthy();
    expect(within(card).getByRole('heading', { level: 2, name: 'A simpler title' })).toBeTruthy();
    expect(card.textContent).toContain('Original: The original, longer title of the paper');
    const authors = within(card).getByText(/^A+…$/);
    expect(authors.textContent).toHaveLength(100);
    expect(within(card).getByText('A plain summary.')).toBeTruthy();
    expect(within(card).getByText('1.3k')).toBeTruthy();
    expect(within(card).getByText('2.4M')).toBeTruthy();
    expect(within(card).getByRole('button', { name: /^Share/ })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Clinician Takeaway' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'AI AMA' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Read more: A simpler title' }).getAttribute('href')).toBe('/article/5');
    const paper = within(card).getByRole('link', { name: /^Full Paper/ });
    expect(paper.getAttribute('href')).toBe(article.sourceUrl);
    expect(paper.getAttribute('target')).toBe('_blank');
    expect(paper.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the design alone when the abstract gives no n, and no preprint warning for a peer-reviewed paper', () => {
    renderWithProviders(<ArticleCard article={buildCard({ studyDesign: 'COHORT', sampleSize: null, isPreprint: false })} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Cohort study')).toBeTruthy();
    expect(within(card).queryByText(/n =/)).toBeNull();
    expect(within(card).queryByText(/Preprint/)).toBeNull();
  });

  it('has no Original line without a simplified title, and no Full Paper link for an unsafe URL', () => {
    renderWithProviders(
      <ArticleCard
        article={buildCard({
          simplifiedTitle: null,
          title: 'Only title',
          sourceUrl: 'javascript:alert(1)',
          summary: { provider: 'local' },
        })}
      />,
    );
    expect(screen.queryByText(/Original:/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Full Paper/ })).toBeNull();
    expect(screen.getByText('(offline summariser)')).toBeTruthy();
  });

  it('renders markup in titles and summaries as inert text', () => {
    const probe = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    const { container } = renderWithProviders(
      <ArticleCard article={buildCard({ title: probe, simplifiedTitle: probe, aiSummary: probe, authors: probe })} />,
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(probe);
  });

  it('opens the comments panel on demand and fetches comments only then', async () => {
    const article = buildArticle({ id: '11', databaseId: 11, commentCount: 1 });
    renderWithProviders(<ArticleCard article={asCard(article)} />, {
      mocks: [
        mockQuery(
          ArticleCommentsDocument,
          { articleId: '11' },
          { comments: buildPage('CommentConnection', [buildComment({ articleId: '11', username: null, content: 'First!' })]) },
          30,
        ),
      ],
    });
    expect(screen.queryByText('Loading comments...')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Comments (1)' }));
    expect(await screen.findByText('Loading comments...')).toBeTruthy();
    expect(await screen.findByText('First!')).toBeTruthy();
    expect(screen.getByText('Anonymous')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Hide comments' }));
    expect(screen.queryByText('First!')).toBeNull();
  });

  it('says when there are no comments yet, and when they fail to load', async () => {
    renderWithProviders(<ArticleCard article={buildCard({ id: '12', databaseId: 12 })} />, {
      mocks: [mockQuery(ArticleCommentsDocument, { articleId: '12' }, { comments: buildPage('CommentConnection', []) })],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Comments (0)' }));
    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeTruthy();
  });

  it("shows 'Failed to fetch comments' when the comments cannot be loaded", async () => {
    renderWithProviders(<ArticleCard article={buildCard({ id: '13', databaseId: 13 })} />, {
      mocks: [mockNetworkError(ArticleCommentsDocument, { articleId: '13' })],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Comments (0)' }));
    expect(await screen.findByText('Failed to fetch comments')).toBeTruthy();
  });

  it('labels a retracted paper unmistakably with its notice, a corrected one quietly, and an active one not at all', () => {
    const retracted = buildArticle({
      status: 'RETRACTED',
      statusNotice: { kind: 'RETRACTION', url: 'https://pubmed.ncbi.nlm.nih.gov/90002/' },
    });
    const { unmount } = renderWithProviders(<ArticleCard article={asCard(retracted)} />);
    const label = screen.getByRole('note', { name: 'Status: Retracted' });
    expect(label.textContent).toContain('Retracted');
    const link = within(label).getByRole('link', { name: 'Retraction notice (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://pubmed.ncbi.nlm.nih.gov/90002/');
    unmount();
    const corrected = buildArticle({
      status: 'CORRECTED',
      statusNotice: { kind: 'CORRECTION', url: 'https://doi.org/10.1/erratum' },
    });
    const second = renderWithProviders(<ArticleCard article={asCard(corrected)} />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByLabelText('Status: Corrected').textContent).toContain('Correction notice');
    second.unmount();
    renderWithProviders(<ArticleCard article={asCard(buildArticle({}))} />);
    expect(screen.queryByLabelText(/^Status:/)).toBeNull();
  });
});
