import type { EntityManager } from '@mikro-orm/postgresql';
import { logger } from '../../lib/logger.js';
import { ArticleStatus, SummaryLevel, type ArticleOrder, type StudyDesign } from './article.enums.js';
import { listArticles, type FeedSelection } from './article.service.js';
import { summaryAt } from './article.types.js';
import type { FeedFilter } from './article-feed.queries.js';
import { readFeedUrl } from './feed-url.rules.js';

/** How many of a feed's first cards the server paints: enough to fill a phone's first screen. */
export const PAINTED_CARDS = 3;

/** The feed's page size, which the count above the list reports the first page against. */
const FEED_PAGE_SIZE = 20;

/** One card as the feed shows it (ArticleCard): what it says, not how. */
export interface FeedPaintCard {
  id: number;
  /** The simplified title when there is one, else the title. */
  title: string;
  /** The original title, shown under a simplified one that differs from it. */
  originalTitle: string | null;
  source: string;
  /** The category names, best match first. */
  categories: string[];
  studyDesign: StudyDesign;
  sampleSize: number | null;
  isPreprint: boolean;
  isOpenAccess: boolean;
  /** When the paper became public (RFC 3339). */
  publishedDate: string;
  journal: string;
  authors: string;
  summary: string | null;
  /** Written by the offline summariser, which the summary's heading names. */
  offlineSummary: boolean;
  viewCount: number;
  commentCount: number;
  sourceUrl: string;
}

/** The top of the feed's list: how many papers match, and the first cards in the app's order. */
export interface FeedPaintList {
  cards: FeedPaintCard[];
  /** The papers the first page holds, and how many match in all ("Showing 20 of 57 articles"). */
  shown: number;
  total: number;
  /** Active filters as the toolbar's Show Filters button counts them. */
  activeFilters: number;
}

/** The feed's first paint: the search it shows results for, and its first cards when the server can know them. */
export interface FeedPaint {
  kind: 'feed';
  /** The search text as the URL has it; empty for none. */
  search: string;
  list: FeedPaintList | null;
}

/** Keeps computed lists for a while, dropped when the papers they show change (the server's read cache). */
export interface FeedPaintCache {
  read(key: string, compute: () => Promise<{ list: FeedPaintList | null; articleIds: number[] }>): Promise<FeedPaintList | null>;
}

const CARD_SELECTION: FeedSelection = {
  fields: [
    'title',
    'simplifiedTitle',
    'source',
    'publishedDate',
    'isPreprint',
    'isOpenAccess',
    'journal',
    'authors',
    'aiSummary',
    'summaryProvider',
    'summaryModel',
    'summarisedAt',
    'sourceUrl',
    'viewCount',
    'commentCount',
    'studyDesign',
    'sampleSize',
    'status',
  ],
  categories: true,
  viewerHasBookmarked: false,
  totalCount: true,
};

/**
 * The feed's first paint for a URL's query string, read as the app's feed page reads it, with its first cards from the
 * feed's own service (`listArticles`, as the GraphQL feed), so the painted cards are the ones the app then renders, in
 * its order. Cards are left to the app when the server cannot know them: for a signed-in reader (saved searches sit
 * above the list), with a Premium filter (the reader's plan decides), for a search with few results (a "Did you mean"
 * may come above them), for an empty list (the app may show the newest papers under a note instead) and from the first
 * paper with a status label. A failed read paints no cards; the page is served all the same.
 */
export async function describeFeed(
  ctx: { em: EntityManager; now?: () => Date },
  query: string,
  options: { signedIn: boolean; cache?: FeedPaintCache | null },
): Promise<FeedPaint> {
  const url = readFeedUrl(query);
  if (options.signedIn || url.advancedFilters > 0) return { kind: 'feed', search: url.search, list: null };
  const compute = async () => {
    const list = await readFirstCards(ctx, url.filter, url.order, url.activeFilters);
    const fewResults = url.filter.search !== undefined && (list?.total ?? 0) < FEW_RESULTS;
    const shown = fewResults ? null : list;
    return { list: shown, articleIds: shown?.cards.map((card) => card.id) ?? [] };
  };
  const key = JSON.stringify([url.filter, url.order, url.activeFilters]);
  try {
    const list = options.cache ? await options.cache.read(key, compute) : (await compute()).list;
    return { kind: 'feed', search: url.search, list };
  } catch (error: unknown) {
    logger.warn('The feed\u2019s first cards could not be read; the page is painted without them', error);
    return { kind: 'feed', search: url.search, list: null };
  }
}

/** A search that finds fewer papers than this gets a "Did you mean" above its list (FeedArticleList). */
const FEW_RESULTS = 3;

async function readFirstCards(
  ctx: { em: EntityManager; now?: () => Date },
  filter: FeedFilter,
  order: ArticleOrder | null,
  activeFilters: number,
): Promise<FeedPaintList | null> {
  const page = await listArticles(
    { em: ctx.em, now: ctx.now ?? (() => new Date()), viewer: null },
    { filter, order, first: PAINTED_CARDS },
    CARD_SELECTION,
  );
  if (page.edges.length === 0) return null;
  const total = await page.totalCount();
  const cards: FeedPaintCard[] = [];
  for (const { node } of page.edges) {
    if (node.status !== ArticleStatus.ACTIVE) break;
    cards.push({
      id: node.id,
      title: node.simplifiedTitle || node.title,
      originalTitle: node.simplifiedTitle && node.simplifiedTitle !== node.title ? node.title : null,
      source: node.source,
      categories: node.categories ?? [],
      studyDesign: node.studyDesign,
      sampleSize: node.sampleSize,
      isPreprint: node.isPreprint,
      isOpenAccess: node.isOpenAccess,
      publishedDate: new Date(node.publishedDate).toISOString(),
      journal: node.journal,
      authors: node.authors,
      summary: node.aiSummary,
      offlineSummary: summaryAt(node, SummaryLevel.PLAIN)?.provider === 'local',
      viewCount: node.viewCount,
      commentCount: node.commentCount,
      sourceUrl: node.sourceUrl,
    });
  }
  if (cards.length === 0) return null;
  return { cards, shown: Math.min(total, FEED_PAGE_SIZE), total, activeFilters };
}
