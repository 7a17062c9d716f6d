import { truncate } from '../../../lib/format';

/** The share summary is cut to 100 characters (docs/product/screens.md#sharing). */
export const SHARE_SUMMARY_LENGTH = 100;

export interface ShareTarget {
  databaseId: number;
  title: string;
  summary: string | null;
}

/** The link every share uses: `{origin}/article/{databaseId}`. */
export function articleShareUrl(origin: string, databaseId: number): string {
  return `${origin}/article/${databaseId}`;
}

/** The microblog, social-network and email links for one article (docs/product/screens.md#sharing). */
export function shareLinks(origin: string, article: ShareTarget) {
  const url = articleShareUrl(origin, article.databaseId);
  const summary = truncate(article.summary ?? '', SHARE_SUMMARY_LENGTH);
  const body = summary ? `${summary}\n\n${url}` : url;
  return {
    url,
    microblog: `https://twitter.com/intent/tweet?${new URLSearchParams({ text: article.title, url }).toString()}`,
    socialNetwork: `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url }).toString()}`,
    email: `mailto:?subject=${encodeURIComponent(article.title)}&body=${encodeURIComponent(body)}`,
  };
}
