import type {
  ArticleCard_ArticleFragment,
  CommentItem_CommentFragment,
  EvidenceBadge_ArticleFragment,
  StatusBanner_ArticleFragment,
  StatusLabel_ArticleFragment,
} from '../gql/graphql';
import type { Viewer } from '../features/auth';

let sequence = 0;

export type ArticleFixture = ArticleCard_ArticleFragment &
  EvidenceBadge_ArticleFragment &
  StatusLabel_ArticleFragment &
  Omit<StatusBanner_ArticleFragment, 'statusNotice'> & { __typename: 'Article' };

/** A complete card article (every field the card selects), with overrides. */
export function buildArticle(overrides: Partial<ArticleFixture> = {}): ArticleFixture {
  sequence += 1;
  return {
    __typename: 'Article',
    id: btoa(`Article:${sequence}`),
    databaseId: sequence,
    title: `Randomised trial of intervention ${sequence} in adults with hypertension`,
    simplifiedTitle: `Intervention ${sequence} lowers blood pressure`,
    source: 'PUBMED',
    categories: ['Cardiology'],
    publishedDate: '2026-11-18T00:00:00.000Z',
    isPreprint: false,
    isOpenAccess: true,
    studyDesign: 'RANDOMISED_CONTROLLED_TRIAL',
    sampleSize: 1234,
    journal: 'The Lancet',
    authors: 'Smith, J., Jones, A.',
    aiSummary: 'Researchers tested a new approach and found blood pressure fell.',
    summary: { __typename: 'SummaryProvenance', provider: 'openai' },
    sourceUrl: `https://pubmed.ncbi.nlm.nih.gov/${1000 + sequence}/`,
    viewCount: 10,
    commentCount: 0,
    status: 'ACTIVE',
    statusNotice: null,
    publishedVersion: null,
    ...overrides,
  } as ArticleFixture;
}

export function buildViewer(overrides: Partial<Viewer> = {}): Viewer {
  return {
    __typename: 'User',
    id: 'u1',
    username: 'reader',
    email: 'reader@example.com',
    firstName: null,
    lastName: null,
    bio: null,
    ...overrides,
  } as Viewer;
}

export function buildComment(
  overrides: Partial<CommentItem_CommentFragment> = {},
): CommentItem_CommentFragment & { __typename: 'Comment' } {
  sequence += 1;
  return {
    __typename: 'Comment',
    id: `c${sequence}`,
    articleId: '1',
    userId: 'u2',
    username: 'another',
    content: 'A thoughtful comment.',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

/** A cursor page of a list as the API answers it (comments, bookmarks, saved articles). */
export function buildPage<T>(
  typename: 'CommentConnection' | 'BookmarkConnection' | 'ArticleConnection',
  nodes: T[],
  {
    hasNextPage = false,
    endCursor = nodes.length ? 'cursor-1' : null,
    totalCount,
  }: { hasNextPage?: boolean; endCursor?: string | null; totalCount?: number } = {},
) {
  return {
    __typename: typename,
    nodes,
    pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor },
    ...(typename === 'ArticleConnection' ? { totalCount: totalCount ?? nodes.length } : {}),
  };
}
