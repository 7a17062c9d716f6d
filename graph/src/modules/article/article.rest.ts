import { Router, type Request, type Response } from 'express';
import { BadInputError } from '../../lib/errors.js';
import type { AppContext } from '../../context.js';
import { handle, queryInteger, queryList, queryString, type ContextFactory } from '../../lib/rest.js';
import { ARTICLE_FIELDS, type ArticleField, type ArticleValues } from './article-shape.rules.js';
import {
  ARTICLE_STATUSES,
  ArticleOrder,
  DateRange,
  PeerReview,
  SearchScope,
  STUDY_DESIGNS,
  SummaryLevel,
  type ArticleStatus,
  type StudyDesign,
} from './article.enums.js';
import type { FeedFilter } from './article-feed.queries.js';
import type { ArticleNotice } from '../status/article-notice.entity.js';
import type { PublishedVersion } from '../status/article-status.types.js';
import {
  countByDesign,
  countBySource,
  DEFAULT_PAGE_SIZE,
  findPublishedVersion,
  getArticle,
  listArticleNotices,
  listArticles,
  MAX_OFFSET,
  MAX_PAGE_SIZE,
  recordView,
  type FeedArticle,
  type FeedSelection,
} from './article.service.js';
import { isSourceName, SOURCE_NAMES, type SourceName } from './article-sources.types.js';

const DATE_RANGES = Object.values(DateRange) as string[];
const PEER_REVIEW = Object.values(PeerReview) as string[];
const SEARCH_SCOPES = Object.values(SearchScope) as string[];

/**
 * Which stored properties REST shows (docs/product/rest.md#article). Every property is listed, so a new column does not
 * compile until it is decided here; dates go out as ISO 8601 text.
 */
const SHOWN_IN_REST = {
  id: true,
  source: true,
  externalId: false,
  title: true,
  simplifiedTitle: true,
  abstract: true,
  abstractSections: false,
  aiSummary: true,
  summaryProvider: true,
  summaryModel: false,
  summarisedAt: false,
  summaryReadingGrade: false,
  summaryReadingDifficulty: false,
  summaryNumbersTraceable: false,
  summaryQualityFlag: false,
  // Shown in place of aiSummary when a caller asks for ?level=detailed.
  detailedSummary: false,
  detailedSummaryReadingGrade: false,
  detailedSummaryReadingDifficulty: false,
  detailedSummaryNumbersTraceable: false,
  sourceUrl: true,
  journal: true,
  authors: true,
  authorList: false,
  publishedDate: true,
  createdAt: true,
  updatedAt: false,
  doi: true,
  pmid: true,
  isPreprint: true,
  isOpenAccess: true,
  subjects: false,
  publicationTypes: false,
  studyDesign: true,
  studyDesignRule: true,
  sampleSize: true,
  status: true,
  statusChangedAt: true,
  publishedDoi: false,
  viewCount: true,
  commentCount: true,
} as const satisfies Record<ArticleField, boolean>;

type RestField = { [F in ArticleField]: (typeof SHOWN_IN_REST)[F] extends true ? F : never }[ArticleField];

/** The stored properties REST shows, in the entity's order. */
export const REST_FIELDS: readonly RestField[] = ARTICLE_FIELDS.filter((field): field is RestField => SHOWN_IN_REST[field]);

/**
 * What a REST list reads of each article: what it shows, in the page's one statement, and the preprint's journal DOI;
 * the total for `X-Total-Count` only when the request asks for it (`readCount`).
 */
const REST_SELECTION: FeedSelection = {
  fields: [...REST_FIELDS, 'publishedDoi'],
  categories: true,
  viewerHasBookmarked: true,
  totalCount: false,
};

/**
 * Whether `GET /api/articles` counts every match for `X-Total-Count`: only with `count=exact`, as GraphQL counts only
 * when `totalCount` is asked for. PostgreSQL cannot stop a count at the page, so over a million papers a broad search's
 * count costs many times the page (docs/product/rest.md).
 */
function readCount(value: unknown): boolean {
  const text = queryString(value, 'count')?.trim();
  if (!text) return false;
  if (text !== 'exact') throw new BadInputError('count must be exact (or left out for no count).');
  return true;
}

/** Points to the next page of `GET /api/articles` with the same parameters and the next offset, when there is one. */
function linkNextOffset(req: Request, res: Response, hasNextPage: boolean, first: number, offset: number): void {
  if (!hasNextPage || first === 0) return;
  const params = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
  params.set('limit', String(first));
  params.set('offset', String(offset + first));
  res.setHeader('Link', `<${req.baseUrl}${req.path}?${params.toString()}>; rel="next"`);
}

/** What the REST presenter reads of an article: its shown properties and the per-article values. */
export type RestArticle = Pick<ArticleValues, RestField> &
  Partial<Pick<ArticleValues, 'detailedSummary'>> & {
    categories: string[];
    viewerHasBookmarked: boolean;
    notices: readonly ArticleNotice[];
    publishedVersion: PublishedVersion | null;
  };

/** A notice about an article as REST answers it (docs/product/rest.md#article). */
export interface NoticeJson {
  kind: string;
  date: string | null;
  pmid: string | null;
  doi: string | null;
  url: string | null;
  reference: string | null;
}

/** The article as REST answers it (docs/product/rest.md#article). */
export type ArticleJson = {
  [F in RestField]: ArticleValues[F] extends Date | null ? string | Extract<ArticleValues[F], null> : ArticleValues[F];
} & {
  categories: string[];
  peerReviewed: boolean;
  viewerHasBookmarked: boolean;
  notices: NoticeJson[];
  publishedVersion: PublishedVersion | null;
  /** The reading level `aiSummary` is written at: `plain`, or `detailed` when asked for with `?level=detailed`. */
  summaryLevel: SummaryLevel;
};

/** Shapes an article for the REST API; at the detailed level, `aiSummary` holds the detailed summary. */
export function presentArticle(article: RestArticle, level: SummaryLevel = SummaryLevel.PLAIN): ArticleJson {
  const json: Record<string, unknown> = {};
  for (const field of REST_FIELDS) {
    const value = article[field];
    json[field] = value instanceof Date ? value.toISOString() : value;
  }
  json.categories = article.categories;
  json.peerReviewed = !article.isPreprint;
  json.viewerHasBookmarked = article.viewerHasBookmarked;
  json.notices = article.notices.map((notice) => ({
    kind: notice.kind,
    date: notice.date ? notice.date.toISOString() : null,
    pmid: notice.noticePmid,
    doi: notice.noticeDoi,
    url: notice.url,
    reference: notice.reference,
  }));
  json.publishedVersion = article.publishedVersion;
  if (level === SummaryLevel.DETAILED) json.aiSummary = article.detailedSummary ?? null;
  json.summaryLevel = level;
  // Built from REST_FIELDS, whose every entry was set above with the type ArticleJson gives it.
  return json as ArticleJson;
}

/** Serialises an article for the REST API, with its categories, the viewer's bookmark state and its status (batched). */
export async function articleJson(ctx: AppContext, article: FeedArticle, level: SummaryLevel = SummaryLevel.PLAIN): Promise<ArticleJson> {
  const [categories, viewerHasBookmarked, notices, publishedVersion] = await Promise.all([
    article.categories ?? ctx.loaders.categoryNames.load(article.id),
    article.viewerHasBookmarked ?? ctx.loaders.viewerHasBookmarked.load(article.id),
    listArticleNotices(ctx, article),
    findPublishedVersion(ctx, article),
  ]);
  return presentArticle({ ...article, categories, viewerHasBookmarked, notices, publishedVersion }, level);
}

function readDateRange(value: unknown): DateRange | null {
  const text = queryString(value, 'dateRange')?.trim();
  if (!text || text === 'all') return null;
  if (!DATE_RANGES.includes(text)) {
    throw new BadInputError(`dateRange must be one of ${DATE_RANGES.join(', ')} (or left out for any date).`);
  }
  return text as DateRange;
}

function readSources(value: unknown): SourceName[] {
  const sources = queryList(value);
  const unknown = sources.find((source) => !isSourceName(source));
  if (unknown !== undefined) {
    throw new BadInputError(`Unknown source "${unknown}". Sources are ${SOURCE_NAMES.join(', ')}.`);
  }
  return sources as SourceName[];
}

function readDesigns(value: unknown): StudyDesign[] {
  const designs = queryList(value);
  const unknown = designs.find((design) => !(STUDY_DESIGNS as readonly string[]).includes(design));
  if (unknown !== undefined) {
    throw new BadInputError(`Unknown study design "${unknown}". Designs are ${STUDY_DESIGNS.join(', ')}.`);
  }
  return designs as StudyDesign[];
}

function readStatuses(value: unknown): ArticleStatus[] {
  const statuses = queryList(value);
  const unknown = statuses.find((status) => !(ARTICLE_STATUSES as readonly string[]).includes(status));
  if (unknown !== undefined) {
    throw new BadInputError(`Unknown status "${unknown}". Statuses are ${ARTICLE_STATUSES.join(', ')}.`);
  }
  return statuses as ArticleStatus[];
}

function readChoice<T extends string>(value: unknown, name: string, choices: readonly string[]): T | null {
  const text = queryString(value, name)?.trim();
  if (!text) return null;
  if (!choices.includes(text)) throw new BadInputError(`${name} must be one of ${choices.join(', ')} (or left out).`);
  return text as T;
}

function readFlag(value: unknown, name: string): boolean | null {
  const text = queryString(value, name)?.trim();
  if (!text) return null;
  if (text !== 'true' && text !== 'false') throw new BadInputError(`${name} must be true or false.`);
  return text === 'true';
}

/**
 * The feed filter from REST query parameters: `source`, `category`, `dateRange`, `search`, and the Premium
 * `design` (repeatable), `peerReview` (peer-reviewed or preprint), `openAccess=true`, `journal` (repeatable) and
 * `searchIn` (all, title or authors), and `status` (repeatable) and `includeRetracted` (docs/product/feed.md#retracted-papers-in-the-feed). Throws BadInputError for unknown values; access is checked by the service.
 */
export function readFeedFilter(query: Record<string, unknown>): FeedFilter {
  return {
    sources: readSources(query.source),
    categories: queryList(query.category),
    dateRange: readDateRange(query.dateRange),
    search: queryString(query.search, 'search'),
    designs: readDesigns(query.design),
    peerReview: readChoice<PeerReview>(query.peerReview, 'peerReview', PEER_REVIEW),
    openAccessOnly: readFlag(query.openAccess, 'openAccess'),
    journals: queryList(query.journal),
    searchScope: readChoice<SearchScope>(query.searchIn, 'searchIn', SEARCH_SCOPES),
    statuses: readStatuses(query.status),
    includeRetracted: readFlag(query.includeRetracted, 'includeRetracted'),
  };
}

const LEVELS = Object.values(SummaryLevel) as string[];

/** `?level=plain|detailed`, plain when absent; BadInputError for anything else. */
export function readSummaryLevel(value: unknown): SummaryLevel {
  const text = queryString(value, 'level')?.trim();
  if (!text) return SummaryLevel.PLAIN;
  if (!LEVELS.includes(text)) throw new BadInputError(`level must be one of ${LEVELS.join(', ')} (or left out for plain).`);
  return text as SummaryLevel;
}

const ORDERS = Object.values(ArticleOrder) as string[];
const ORDER_NAMES = ORDERS.map((order) => order.toLowerCase().replace(/_/g, '-'));

function readOrder(value: unknown): ArticleOrder | null {
  const text = queryString(value, 'order')?.trim();
  if (!text) return null;
  const order = text.toUpperCase().replace(/-/g, '_');
  if (!ORDERS.includes(order)) throw new BadInputError(`order must be one of ${ORDER_NAMES.join(', ')} (or left out for newest).`);
  return order as ArticleOrder;
}

/**
 * The feed's filter and order from REST query parameters, as `GET /api/articles` reads them; every call that works
 * on the feed's results reads them here. Throws BadInputError for an unknown value.
 */
export function readFeedQuery(query: Request['query']): { filter: FeedFilter; order: ArticleOrder | null } {
  return {
    filter: readFeedFilter(query),
    order: readOrder(query.order),
  };
}

/** The public article calls of the REST API, as thin adapters over the article service. */
export function articleRoutes(createContext: ContextFactory): Router {
  const router = Router();

  router.get(
    '/articles',
    handle(createContext, async (ctx, req, res) => {
      const level = readSummaryLevel(req.query.level);
      const counted = readCount(req.query.count);
      const selection: FeedSelection = {
        ...REST_SELECTION,
        fields: level === SummaryLevel.DETAILED ? [...REST_SELECTION.fields, 'detailedSummary'] : REST_SELECTION.fields,
        totalCount: counted,
      };
      // A REST page above 100 is capped rather than refused (docs/product/feed.md#paging).
      const first = Math.min(queryInteger(req.query.limit, 'limit', 0, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
      const offset = queryInteger(req.query.offset, 'offset', 0, MAX_OFFSET) ?? 0;
      const page = await listArticles(ctx, { ...readFeedQuery(req.query), first, offset }, selection);
      if (counted) res.setHeader('X-Total-Count', String(await page.totalCount()));
      linkNextOffset(req, res, page.hasNextPage, first, offset);
      return Promise.all(page.edges.map(({ node }) => articleJson(ctx, node, level)));
    }),
  );

  router.get(
    '/articles/design-counts',
    handle(createContext, async (ctx, req) => {
      const counts = await countByDesign(ctx, readFeedFilter(req.query));
      return Object.fromEntries(counts.map(({ design, count }) => [design, count]));
    }),
  );

  router.get(
    '/articles/:id',
    handle(createContext, async (ctx, req) => {
      const level = readSummaryLevel(req.query.level);
      return articleJson(ctx, await getArticle(ctx, String(req.params.id)), level);
    }),
  );

  router.post(
    '/articles/:id/view',
    handle(createContext, async (ctx, req) => ({ viewCount: await recordView(ctx, String(req.params.id)) })),
  );

  router.get(
    '/sources/counts',
    handle(createContext, async (ctx) => {
      const counts = await countBySource(ctx);
      return Object.fromEntries(counts.map(({ source, count }) => [source, count]));
    }),
  );

  return router;
}
