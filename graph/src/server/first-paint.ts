import type { ArticlePaintDetails, FirstPaint } from '../modules/article/article-preview.service.js';
import type { FeedPaint, FeedPaintCard, FeedPaintList } from '../modules/article/feed-preview.service.js';
import { evidenceLabel, formatCount, formatLongDate, formatShortDate, safeExternalUrl, truncate } from './first-paint-format.js';
import { escapeHtml } from './html-text.js';

/**
 * The first paint of a page: server-rendered markup inside the app's root element, shown before the app's JavaScript
 * has run and replaced by the app's first render. It draws what the app draws at the top of the page (the header's
 * bar and mark, then the article's title, the rows under it and its summary, or the feed's heading and its first
 * cards) in the same places and sizes, with the classes styled by the client's first-paint style
 * (web/vite-plugins/firstPaintStyle.ts). Controls that only work once the app runs (buttons, menus, the sort select)
 * are drawn hidden, holding their place. It holds text only, escaped, and no script, so the page's
 * Content-Security-Policy stays as it is.
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

/** What SummaryBox says under a summary's text when its heading gives the reading level. */
const READING_LEVEL_NOTE = 'The reading level counts how long the sentences are and how many words are unfamiliar.';

/** What SummaryBox says before a summary is written. */
const SUMMARY_PENDING = 'The plain-language summary is being written.';

/** A badge (Badge): a source's or a category's colours by its name, neutral otherwise. */
function badge(text: string, tone: { source?: string; category?: string } = {}): string {
  const attribute =
    tone.source !== undefined
      ? ` data-source="${escapeHtml(tone.source)}"`
      : tone.category !== undefined
        ? ` data-category="${escapeHtml(tone.category)}"`
        : '';
  return `<span class="fp-badge"${attribute}>${escapeHtml(text)}</span>`;
}

/** The category badges (CategoryBadges): all, or the first `limit` and '+N more'. Its list is there even when empty. */
function categoryBadges(categories: readonly string[], limit?: number): string {
  const shown = limit === undefined ? categories : categories.slice(0, limit);
  const hidden = categories.length - shown.length;
  const items = shown.map((category) => `<li>${badge(category, { category })}</li>`);
  if (hidden > 0) items.push(`<li>${badge(`+${hidden} more`)}</li>`);
  return `<ul class="fp-categories">${items.join('')}</ul>`;
}

/** The evidence badges (EvidenceBadge): the study design, and the preprint warning where true. */
function evidenceBadges(design: string, sampleSize: number | null, isPreprint: boolean): string {
  const preprint = isPreprint ? badge('Preprint, not peer reviewed', { category: 'Preprint' }) : '';
  return `${badge(evidenceLabel(design, sampleSize), { category: 'Study design' })}${preprint}`;
}

/** An icon's place. */
const ICON = '<span class="fp-i"></span>';

/** The view and comment counts (ArticleStats). */
function stats(viewCount: number, commentCount: number): string {
  return `<span class="fp-stats"><span class="fp-stat">${ICON}${formatCount(viewCount)}</span><span class="fp-stat">${ICON}${formatCount(commentCount)}</span></span>`;
}

/** A button's place, sized as the app's Button draws it; hidden until the app's working one replaces it. */
function reservedButton(
  label: string,
  size: 'sm' | 'md',
  options: { icon?: 'before' | 'after' | 'only'; only?: 'narrow' | 'wide' } = {},
): string {
  const icon = options.icon === 'only' ? ICON : '';
  const before = options.icon === 'before' ? ICON : '';
  const after = options.icon === 'after' ? '<span class="fp-i fp-i14"></span>' : '';
  const shape = options.icon === 'only' ? ' fp-square' : '';
  const screens = options.only ? ` fp-${options.only}-only` : '';
  return `<span class="fp-button fp-${size}${shape}${screens}">${before}${escapeHtml(label)}${icon}${after}</span>`;
}

/** The rows between the article's title and its summary (ArticleDetail): actions, date and counts, badges, byline. */
function articleDetails(details: ArticlePaintDetails): string {
  const authors = details.authors ? `<p class="fp-authors">${escapeHtml(details.authors)}</p>` : '';
  return (
    `<div class="fp-toolbar">${reservedButton('', 'md', { icon: 'only' })}${reservedButton('Share', 'md', { icon: 'before' })}</div>` +
    `<div class="fp-meta"><time datetime="${escapeHtml(details.publishedDate)}">${formatLongDate(details.publishedDate)}</time>${stats(details.viewCount, details.commentCount)}</div>` +
    `<div class="fp-badge-row">${badge(details.source, { source: details.source })}${categoryBadges(details.categories)}${evidenceBadges(details.studyDesign, details.sampleSize, details.isPreprint)}</div>` +
    `${authors}<p class="fp-journal">${escapeHtml(details.journal)}</p>`
  );
}

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
    `${levels}<p class="fp-summary-text">${escapeHtml(paint.summary ?? SUMMARY_PENDING)}</p>${paint.readingLevel ? `<p class="fp-note">${READING_LEVEL_NOTE}</p>` : ''}</section>`;
  return (
    '<div class="fp-back"></div><div class="fp-layout"><div class="fp-card"><div class="fp-article">' +
    `<div class="fp-article-header"><h1 class="fp-title">${escapeHtml(paint.title)}</h1>${original}${articleDetails(paint.details)}</div>` +
    `${summary}</div></div></div>`
  );
}

/** Authors are cut to 100 characters on cards (CARD_AUTHORS_LENGTH). */
const CARD_AUTHORS_LENGTH = 100;

/** At most 2 category badges on a card (CARD_CATEGORY_LIMIT). */
const CARD_CATEGORY_LIMIT = 2;

/** One feed card (ArticleCard), in its parts' order. */
function cardMarkup(card: FeedPaintCard): string {
  const path = `/article/${card.id}`;
  const openAccess = card.isOpenAccess ? badge('Open Access', { category: 'Open Access' }) : '';
  const original = card.originalTitle ? `<p class="fp-card-original"><strong>Original:</strong> ${escapeHtml(card.originalTitle)}</p>` : '';
  const authors = card.authors ? `<span>${escapeHtml(truncate(card.authors, CARD_AUTHORS_LENGTH))}</span>` : '';
  const provider = card.offlineSummary ? '<span class="fp-provider">(offline summariser)</span>' : '';
  const fullPaper = safeExternalUrl(card.sourceUrl) ? reservedButton('Full Paper', 'sm', { icon: 'after' }) : '';
  return (
    '<li><article class="fp-feed-card">' +
    `<div class="fp-card-top"><div class="fp-card-badges">${badge(card.source, { source: card.source })}${categoryBadges(card.categories, CARD_CATEGORY_LIMIT)}` +
    `${evidenceBadges(card.studyDesign, card.sampleSize, card.isPreprint)}${openAccess}</div>` +
    `<span class="fp-when"><time class="fp-date" datetime="${escapeHtml(card.publishedDate)}">${formatShortDate(card.publishedDate)}</time>` +
    `${reservedButton('', 'sm', { icon: 'only' })}</span></div>` +
    `<h2 class="fp-card-title"><a href="${path}">${escapeHtml(card.title)}</a></h2>${original}` +
    `<p class="fp-byline"><span class="fp-card-journal">${escapeHtml(card.journal)}</span>${authors}</p>` +
    `<section class="fp-summary fp-compact"><h3 class="fp-summary-heading"><span class="fp-icon"></span><span class="fp-label">AI Summary</span>${provider}</h3>` +
    `<p class="fp-summary-text">${escapeHtml(card.summary ?? SUMMARY_PENDING)}</p></section>` +
    `<div class="fp-card-footer">${stats(card.viewCount, card.commentCount)}<div class="fp-actions">` +
    reservedButton(`Comments (${formatCount(card.commentCount)})`, 'sm', { icon: 'before' }) +
    reservedButton('Share', 'sm', { icon: 'before' }) +
    reservedButton('Clinician Takeaway', 'sm', { icon: 'before' }) +
    reservedButton('AI AMA', 'sm', { icon: 'before' }) +
    reservedButton('Read More', 'sm') +
    `${fullPaper}</div></div>` +
    '</article></li>'
  );
}

/** The toolbar above the list (HomeFeedPage), held in place: its controls only work once the app runs. */
function feedToolbar(activeFilters: number): string {
  const options = SORT_LABELS.map((label) => `<option>${label}</option>`).join('');
  return (
    '<div class="fp-feed-toolbar">' +
    reservedButton(`Show Filters${activeFilters > 0 ? ` (${activeFilters})` : ''}`, 'sm', { icon: 'before', only: 'narrow' }) +
    '<span class="fp-spacer"></span>' +
    `<span class="fp-sort"><span class="fp-sort-label">Sort by</span><select class="fp-select" tabindex="-1" aria-hidden="true">${options}</select></span>` +
    reservedButton('Export', 'sm', { icon: 'before' }) +
    reservedButton('Refresh', 'sm', { icon: 'before', only: 'wide' }) +
    '</div>'
  );
}

/** The sort menu's choices (SORT_OPTIONS): the select is as wide as the longest. */
const SORT_LABELS = ['Newest First', 'Oldest First', 'Title A-Z', 'Title Z-A', 'Most Viewed'];

/** The list's top (FeedArticleList): the count, then the first cards. */
function feedList(list: FeedPaintList): string {
  return (
    '<div class="fp-feed-layout"><div class="fp-sidebar"></div><div class="fp-feed-main">' +
    feedToolbar(list.activeFilters) +
    `<section class="fp-feed-list"><p class="fp-count">Showing ${list.shown} of ${list.total} ${list.total === 1 ? 'article' : 'articles'}</p>` +
    `<ol class="fp-cards">${list.cards.map(cardMarkup).join('')}</ol></section>` +
    '</div></div>'
  );
}

function feedMarkup(paint: FeedPaint): string {
  const searchNote = paint.search
    ? `<p class="fp-search-note">Results for <strong>“${escapeHtml(paint.search)}”</strong>${reservedButton('Clear search', 'sm')}</p>`
    : '';
  const intro = `<div class="fp-intro"><h1 class="fp-title">Latest Research</h1><p class="fp-lead">${FEED_LEAD}</p>${searchNote}</div>`;
  return `${intro}${paint.list ? feedList(paint.list) : ''}`;
}

/** The first paint's markup for the root element. */
export function firstPaintMarkup(paint: FirstPaint): string {
  const page = paint.kind === 'article' ? articleMarkup(paint) : feedMarkup(paint);
  return `${FIRST_PAINT_START}<div class="fp">${HEADER}<div class="fp-page">${page}</div></div>${FIRST_PAINT_END}`;
}

/** The page with its first paint inside the (empty, as built) root element; a page without one is left as it is. */
export function withFirstPaint(html: string, paint: FirstPaint): string {
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${firstPaintMarkup(paint)}</div>`);
}
