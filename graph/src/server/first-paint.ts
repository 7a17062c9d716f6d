import type { FirstPaint } from '../modules/article/article-preview.service.js';
import { escapeHtml } from './html-text.js';

/**
 * The first paint of a page: server-rendered markup inside the app's root element, shown before the app's JavaScript
 * has run and replaced by the app's first render. It draws what the app draws at the top of the page (the header's
 * bar and mark, then the article's title and summary or the feed's heading) in the same places, with the classes styled
 * by the client's first-paint style (web/vite-plugins/firstPaintStyle.ts). It holds text only, escaped, and no script,
 * so the page's Content-Security-Policy stays as it is.
 */

/** Marks the first paint's start and end inside the root element (the service worker strips it, see web/public/sw.js). */
export const FIRST_PAINT_START = '<!--first-paint-->';
export const FIRST_PAINT_END = '<!--/first-paint-->';

const MARK =
  '<svg class="fp-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">' +
  '<rect width="32" height="32" rx="7"></rect><path class="fp-mark-path" d="M9 7h9a7 7 0 0 1 0 14h-4v5H9z"></path></svg>';

const HEADER = `<header class="fp-header"><div class="fp-header-inner"><a class="fp-logo" href="/">${MARK}<span class="fp-wordmark">Paperlight</span></a></div></header>`;

/** The feed's lead, as HomeFeedPage words it. */
export const FEED_LEAD = 'Plain-language AI summaries of new papers from PubMed, medRxiv, PLOS and DOAJ, fetched automatically every hour.';

/** What SummaryBox says before a summary is written. */
const SUMMARY_PENDING = 'The plain-language summary is being written.';

function articleMarkup(paint: Extract<FirstPaint, { kind: 'article' }>): string {
  const original = paint.originalTitle ? `<p class="fp-original"><strong>Original:</strong> ${escapeHtml(paint.originalTitle)}</p>` : '';
  const labels = [
    ...(paint.offlineSummary ? ['<span class="fp-provider">(offline summariser)</span>'] : []),
    ...(paint.readingLevel ? [`<span class="fp-provider">· Reading level: ${escapeHtml(paint.readingLevel)}</span>`] : []),
  ].join('');
  const levels = paint.levels
    ? '<div class="fp-levels"><span class="fp-level fp-level-chosen">Plain</span><span class="fp-level">Detailed</span></div>'
    : '';
  const summary =
    `<section class="fp-summary"><h2 class="fp-summary-heading"><span class="fp-icon"></span><span class="fp-label">AI Summary</span>${labels}</h2>` +
    `${levels}<p class="fp-summary-text">${escapeHtml(paint.summary ?? SUMMARY_PENDING)}</p></section>`;
  return (
    '<div class="fp-back"></div><div class="fp-layout"><div class="fp-card"><div class="fp-article">' +
    `<div class="fp-article-header"><h1 class="fp-title">${escapeHtml(paint.title)}</h1>${original}</div>` +
    `${summary}</div></div></div>`
  );
}

function feedMarkup(): string {
  return `<div class="fp-intro"><h1 class="fp-title">Latest Research</h1><p class="fp-lead">${FEED_LEAD}</p></div>`;
}

/** The first paint's markup for the root element. */
export function firstPaintMarkup(paint: FirstPaint): string {
  const page = paint.kind === 'article' ? articleMarkup(paint) : feedMarkup();
  return `${FIRST_PAINT_START}<div class="fp">${HEADER}<div class="fp-page">${page}</div></div>${FIRST_PAINT_END}`;
}

/** The page with its first paint inside the (empty, as built) root element; a page without one is left as it is. */
export function withFirstPaint(html: string, paint: FirstPaint): string {
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${firstPaintMarkup(paint)}</div>`);
}
