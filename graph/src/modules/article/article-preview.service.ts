import type { EntityManager } from '@mikro-orm/postgresql';
import { selectRows } from '../../lib/sql.js';
import { describeReadingLevel, readingLevelOf } from '../../text/reading-level.js';
import { describeFeed, type FeedPaint, type FeedPaintCache } from './feed-preview.service.js';

/** What a shared link to one of the web client's pages shows in a chat, a post or a search result. */
export interface PagePreview {
  /** The page's own title, without the site's name. Null for pages that are the site itself. */
  title: string | null;
  description: string;
  /** The canonical address: the public URL and the path, without a query string. */
  url: string;
  type: 'website' | 'article';
  /** For an article: when it was published (RFC 3339). */
  publishedTime?: string;
  /** What the page shows first, painted by the server before the app runs (see graph/src/server/first-paint.ts). */
  firstPaint: FirstPaint | null;
}

/**
 * The start of a page as the app renders it: an article's title (the simplified one when there is one, with the
 * original under it when they differ), the rows above its summary and its plain-language summary, or the feed's
 * heading with its first cards. Plain text, escaped where it is written into the page.
 */
export type FirstPaint =
  | {
      kind: 'article';
      title: string;
      originalTitle: string | null;
      summary: string | null;
      /** Written by the offline summariser, which the summary's heading names. */
      offlineSummary: boolean;
      /** The summary's reading level as its heading words it; null when it has none. */
      readingLevel: string | null;
      /** Whether the reader can switch between the plain and the detailed summary. */
      levels: boolean;
      /** The rows between the title and the summary (ArticleDetail), drawn so the summary sits where the app puts it. */
      details: ArticlePaintDetails;
    }
  | FeedPaint;

/** The article page's rows above its summary: the toolbar, the date and counts, the badges, the authors and journal. */
export interface ArticlePaintDetails {
  /** When the paper became public (RFC 3339). */
  publishedDate: string;
  viewCount: number;
  commentCount: number;
  source: string;
  categories: string[];
  studyDesign: string;
  sampleSize: number | null;
  isPreprint: boolean;
  authors: string;
  journal: string;
}

export const SITE_NAME = 'Paperlight';
export const SITE_DESCRIPTION =
  'Plain-language AI summaries of new medical research from PubMed, medRxiv, PLOS and DOAJ, fetched every hour.';

/** A preview's description is cut at a word to this many characters, as link previews show about that much. */
const DESCRIPTION_LIMIT = 200;

/** The titles of the client's fixed pages, as their headings name them. */
const PAGE_TITLES: Readonly<Record<string, string>> = {
  '/about': 'About Paperlight',
  '/features': 'Features',
  '/faq': 'Frequently Asked Questions',
  '/contact': 'Contact Us',
  '/support': 'Support Center',
  '/pricing': 'Choose Your Plan',
  '/email-setup': 'Email Setup Guide',
  '/medical-disclaimer': 'Medical Disclaimer',
  '/terms': 'Terms of Service',
  '/privacy': 'Privacy Policy',
  '/cookies': 'Cookie Policy',
};

const STATUS_LABELS: Readonly<Record<string, string>> = { retracted: 'Retracted', withdrawn: 'Withdrawn' };

interface PreviewRow {
  title: string;
  simplified_title: string | null;
  ai_summary: string | null;
  abstract: string;
  status: string;
  published_date: Date;
  summary_provider: string | null;
  summary_model: string | null;
  summarised_at: Date | null;
  detailed_summary: string | null;
  view_count: number;
  comment_count: number;
  source: string;
  categories: string[];
  study_design: string;
  sample_size: number | null;
  is_preprint: boolean;
  authors: string;
  journal: string;
}

/**
 * The preview of the page at `pathname`: for `/article/{id}` the paper's title as readers see it (the simplified one
 * when there is one; a retracted or withdrawn paper says so first) and the start of its plain-language summary (or,
 * before one is written, of its abstract); for other pages the page's name and the site's description. Reads only.
 */
export async function describePage(
  ctx: { em: EntityManager },
  pathname: string,
  publicUrl: string,
  request: { search?: string; signedIn?: boolean; feedCache?: FeedPaintCache | null } = {},
): Promise<PagePreview> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const url = new URL(path, publicUrl).toString();
  const article = /^\/article\/(\d{1,10})$/.exec(path);
  const id = article ? Number(article[1]) : 0;
  if (id >= 1 && id <= 2_147_483_647) {
    const [row] = await selectRows<PreviewRow>(ctx.em, {
      sql:
        'select title, simplified_title, ai_summary, abstract, status, published_date, summary_provider, summary_model, summarised_at, ' +
        'detailed_summary, view_count, comment_count, source, study_design, sample_size, is_preprint, authors, journal, ' +
        "coalesce((select json_agg(c.name order by ac.position, c.name) from article_categories ac join categories c on c.id = ac.category_id where ac.article_id = a.id), '[]'::json) as categories " +
        'from articles a where id = ?',
      params: [id],
    });
    if (row) {
      const shown = row.simplified_title?.trim() || row.title;
      const label = STATUS_LABELS[row.status];
      // A paper with a notice opens with its status banner, which the first paint does not draw: the app paints it.
      const firstPaint: FirstPaint | null = row.status === 'active' ? articleFirstPaint(row) : null;
      return {
        title: label ? `${label}: ${shown}` : shown,
        description: shorten(row.ai_summary?.trim() || row.abstract.trim() || SITE_DESCRIPTION),
        url,
        type: 'article',
        publishedTime: new Date(row.published_date).toISOString(),
        firstPaint,
      };
    }
  }
  const firstPaint: FirstPaint | null =
    path === '/' ? await describeFeed(ctx, request.search ?? '', { signedIn: request.signedIn ?? false, cache: request.feedCache }) : null;
  return { title: PAGE_TITLES[path] ?? null, description: SITE_DESCRIPTION, url, type: 'website', firstPaint };
}

/**
 * The top of the article page as the app shows it (ArticleDetail and SummaryBox): the simplified title, else the
 * title, with the original under it when they differ; the rows under the title; the plain summary with its heading's labels (a summary's reading
 * level and the levels' switch exist once its provenance is stored, see summaryAt).
 */
function articleFirstPaint(row: PreviewRow): FirstPaint {
  const title = row.simplified_title || row.title;
  const summarised = Boolean(row.summary_provider && row.summary_model && row.summarised_at);
  const summary = row.ai_summary;
  return {
    kind: 'article',
    title,
    originalTitle: row.simplified_title && row.simplified_title !== row.title ? row.title : null,
    summary,
    offlineSummary: row.summary_provider === 'local',
    readingLevel: summary !== null && summarised ? describeReadingLevel(readingLevelOf(summary)) : null,
    levels: summary !== null && summarised && row.detailed_summary !== null,
    details: {
      publishedDate: new Date(row.published_date).toISOString(),
      viewCount: row.view_count,
      commentCount: row.comment_count,
      source: row.source,
      categories: row.categories,
      studyDesign: row.study_design,
      sampleSize: row.sample_size,
      isPreprint: row.is_preprint,
      authors: row.authors,
      journal: row.journal,
    },
  };
}

/** Collapses white space and cuts the text at a word within the limit, marking the cut with an ellipsis. */
function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LIMIT) return flat;
  const cut = flat.slice(0, DESCRIPTION_LIMIT - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_LIMIT / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
