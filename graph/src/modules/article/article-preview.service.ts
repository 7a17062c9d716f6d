import type { EntityManager } from '@mikro-orm/postgresql';
import { selectRows } from '../../lib/sql.js';

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
}

/**
 * The preview of the page at `pathname`: for `/article/{id}` the paper's title as readers see it (the simplified one
 * when there is one; a retracted or withdrawn paper says so first) and the start of its plain-language summary (or,
 * before one is written, of its abstract); for other pages the page's name and the site's description. Reads only.
 */
export async function describePage(ctx: { em: EntityManager }, pathname: string, publicUrl: string): Promise<PagePreview> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const url = new URL(path, publicUrl).toString();
  const article = /^\/article\/(\d{1,10})$/.exec(path);
  const id = article ? Number(article[1]) : 0;
  if (id >= 1 && id <= 2_147_483_647) {
    const [row] = await selectRows<PreviewRow>(ctx.em, {
      sql: 'select title, simplified_title, ai_summary, abstract, status, published_date from articles where id = ?',
      params: [id],
    });
    if (row) {
      const shown = row.simplified_title?.trim() || row.title;
      const label = STATUS_LABELS[row.status];
      return {
        title: label ? `${label}: ${shown}` : shown,
        description: shorten(row.ai_summary?.trim() || row.abstract.trim() || SITE_DESCRIPTION),
        url,
        type: 'article',
        publishedTime: new Date(row.published_date).toISOString(),
      };
    }
  }
  return { title: PAGE_TITLES[path] ?? null, description: SITE_DESCRIPTION, url, type: 'website' };
}

/** Collapses white space and cuts the text at a word within the limit, marking the cut with an ellipsis. */
function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LIMIT) return flat;
  const cut = flat.slice(0, DESCRIPTION_LIMIT - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_LIMIT / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
