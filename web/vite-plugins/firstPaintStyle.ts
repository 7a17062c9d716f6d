import type { Plugin } from 'vite';
import { CATEGORY_BADGE_COLORS, darkTheme, SOURCE_BADGE_COLORS, theme } from '../src/theme/theme.ts';

type ColorRole = Exclude<keyof typeof theme.colors, 'neutralBadge'>;

/** A colour of the theme for the reader's scheme: the page's first-paint script sets `color-scheme` on the document. */
function color(role: ColorRole): string {
  return `light-dark(${theme.colors[role]}, ${darkTheme.colors[role]})`;
}

/**
 * The style of the server's first paint (graph/src/server/first-paint.ts): the same sizes, fonts and places as the
 * components the app renders there (Header, Page, ArticleDetail, SummaryBox, HomeFeedPage's intro, toolbar and list,
 * ArticleCard, Badge, Button), built from the theme, so the app's first render replaces it without moving or growing
 * anything. Colours follow the reader's scheme
 * through `light-dark()`. Every rule is scoped to `.fp`, so nothing applies once the app has rendered.
 */
/** A quoted CSS attribute value. */
function quoted(value: string): string {
  return JSON.stringify(value);
}

/** The badges' own colours by source and category name (they are the same in both schemes). */
function badgeCss(): string[] {
  return [
    ...Object.entries(SOURCE_BADGE_COLORS).map(
      ([name, pair]) => `.fp-badge[data-source=${quoted(name)}] { background: ${pair.background}; color: ${pair.text}; }`,
    ),
    ...Object.entries(CATEGORY_BADGE_COLORS).map(
      ([name, pair]) => `.fp-badge[data-category=${quoted(name)}] { background: ${pair.background}; color: ${pair.text}; }`,
    ),
  ];
}

export function firstPaintCss(): string {
  const { space, fontSizes, fontWeights, lineHeights, fonts, layout, radii, media, shadows, badges } = theme;
  return [
    'body { margin: 0; }',
    '.fp, .fp *, .fp *::before, .fp *::after { box-sizing: border-box; }',
    `.fp { display: flex; flex-direction: column; min-height: 100vh; color: ${color('text')}; font-family: ${fonts.body}; font-size: ${fontSizes.md}; line-height: ${lineHeights.normal}; -webkit-text-size-adjust: 100%; }`,
    // Weighing no more than one class, so the rules below that set a margin keep it, as under GlobalStyle's reset.
    ...['h1', 'h2', 'h3', 'p'].map((tag) => `.fp :where(${tag}) { margin: 0; }`),
    `.fp-header { background: ${color('surface')}; border-bottom: 1px solid ${color('border')}; }`,
    `.fp-header-inner { display: flex; align-items: center; gap: ${space.md}; max-width: ${layout.maxWidth}; min-height: ${layout.headerHeight}; margin: 0 auto; padding: ${space.sm} ${space.lg}; }`,
    `.fp-logo { display: inline-flex; align-items: center; gap: ${space.sm}; color: ${color('text')}; text-decoration: none; font-weight: ${fontWeights.bold}; font-size: ${fontSizes.lg}; flex: none; }`,
    `.fp-mark { width: 32px; height: 32px; fill: ${color('primary')}; }`,
    `.fp-mark-path { fill: ${color('onDark')}; }`,
    '@media (max-width: 767px) { .fp-wordmark { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; } }',
    `.fp-page { width: 100%; max-width: ${layout.maxWidth}; margin: 0 auto; padding: ${space.xl} ${space.lg} ${space.xxxl}; flex: 1; }`,
    `.fp-title { font-size: ${fontSizes.xxl}; line-height: ${lineHeights.tight}; }`,
    `${media.md} { .fp-title { font-size: ${fontSizes.display}; } }`,
    `.fp-intro { display: flex; flex-direction: column; gap: ${space.sm}; margin-bottom: ${space.xl}; }`,
    `.fp-lead { color: ${color('textMuted')}; max-width: 70ch; }`,
    // The article page's back link (a small button, 32px tall) and the side card's column.
    `.fp-back { height: 32px; margin-bottom: ${space.lg}; }`,
    `.fp-layout { display: grid; grid-template-columns: minmax(0, 1fr); gap: ${space.xl}; align-items: start; }`,
    `${media.lg} { .fp-layout { grid-template-columns: minmax(0, 1fr) 320px; } }`,
    `.fp-card { padding: ${space.lg}; background: ${color('surface')}; border: 1px solid ${color('border')}; border-radius: ${radii.lg}; }`,
    `${media.md} { .fp-card { padding: ${space.xxl}; } }`,
    `.fp-article { overflow-wrap: anywhere; display: flex; flex-direction: column; gap: ${space.xl}; }`,
    `.fp-article-header { display: flex; flex-direction: column; gap: ${space.sm}; }`,
    `.fp-original { color: ${color('textMuted')}; }`,
    `.fp-summary { padding: ${space.lg}; border-radius: ${radii.md}; background: ${color('surfaceAccent')}; border: 1px solid ${color('primarySoft')}; }`,
    `.fp-summary-heading { display: flex; flex-wrap: wrap; align-items: center; overflow-wrap: normal; gap: ${space.xs}; font-size: ${fontSizes.sm}; font-weight: ${fontWeights.semibold}; color: ${color('primaryHover')}; margin-bottom: ${space.xs}; }`,
    '.fp-icon { width: 16px; height: 16px; }',
    '.fp-label { white-space: nowrap; }',
    `.fp-provider { font-weight: ${fontWeights.regular}; color: ${color('textMuted')}; }`,
    `.fp-levels { display: inline-flex; gap: ${space.xs}; margin-bottom: ${space.sm}; }`,
    `.fp-level { padding: ${space.xs} ${space.sm}; border-radius: ${radii.md}; border: 1px solid ${color('primarySoft')}; color: ${color('primaryHover')}; font-size: ${fontSizes.sm}; }`,
    `.fp-level-chosen { background: ${color('primarySoft')}; font-weight: ${fontWeights.semibold}; }`,
    `.fp-summary-text { font-size: ${fontSizes.md}; line-height: ${lineHeights.relaxed}; white-space: pre-line; }`,
    `.fp-note { margin-top: ${space.xs}; font-size: ${fontSizes.xs}; color: ${color('textMuted')}; }`,
    // Controls that work only once the app runs hold their place, unseen (Button, IconButton, the sort select).
    '.fp button, .fp select { font: inherit; color: inherit; }',
    `.fp-button { visibility: hidden; display: inline-flex; align-items: center; justify-content: center; gap: ${space.xs}; border: 1px solid transparent; border-radius: ${radii.md}; font-weight: ${fontWeights.medium}; line-height: 1.2; white-space: nowrap; }`,
    `.fp-sm { min-height: 32px; padding: 0 ${space.md}; font-size: ${fontSizes.sm}; }`,
    `.fp-md { min-height: 40px; padding: 0 ${space.lg}; font-size: ${fontSizes.md}; }`,
    '.fp-square { padding: 0; }',
    '.fp-sm.fp-square { width: 32px; }',
    '.fp-md.fp-square { width: 40px; }',
    '.fp-i { display: inline-block; width: 16px; height: 16px; flex: none; }',
    '.fp-i14 { width: 14px; height: 14px; }',
    // Badge.
    `.fp-badge { display: inline-flex; align-items: center; gap: ${space.xxs}; padding: 2px ${space.sm}; border-radius: ${radii.pill}; font-size: ${fontSizes.xs}; font-weight: ${fontWeights.semibold}; line-height: 1.5; white-space: nowrap; background: ${badges.neutral.background}; color: ${badges.neutral.text}; }`,
    ...badgeCss(),
    `.fp-categories { display: inline-flex; flex-wrap: wrap; gap: ${space.xs}; list-style: none; margin: 0; padding: 0; }`,
    '.fp-categories li { display: inline-flex; }',
    // ArticleStats.
    `.fp-stats { display: inline-flex; align-items: center; gap: ${space.md}; color: ${color('textMuted')}; font-size: ${fontSizes.sm}; }`,
    `.fp-stat { display: inline-flex; align-items: center; gap: ${space.xs}; }`,
    // ArticleDetail's rows between the title and the summary.
    `.fp-toolbar { display: flex; gap: ${space.sm}; margin-top: ${space.xs}; }`,
    `.fp-meta { display: flex; flex-wrap: wrap; align-items: center; gap: ${space.lg}; color: ${color('textMuted')}; font-size: ${fontSizes.sm}; }`,
    `.fp-badge-row { display: flex; flex-wrap: wrap; gap: ${space.xs}; }`,
    `.fp-authors { font-size: ${fontSizes.sm}; }`,
    `.fp-journal { font-size: ${fontSizes.sm}; font-style: italic; color: ${color('textMuted')}; }`,
    // HomeFeedPage: the search note, the layout beside the filter sidebar, the toolbar, the list's count and cards.
    `.fp-search-note { display: flex; align-items: center; flex-wrap: wrap; gap: ${space.sm}; }`,
    `.fp-feed-layout { display: grid; grid-template-columns: minmax(0, 1fr); gap: ${space.xl}; align-items: start; }`,
    '.fp-sidebar, .fp-wide-only { display: none; }',
    `${media.lg} { .fp-feed-layout { grid-template-columns: ${layout.sidebarWidth} minmax(0, 1fr); } .fp-sidebar { display: block; } .fp-wide-only { display: inline-flex; } .fp-narrow-only { display: none; } }`,
    // Between the two, the app opens its compact filters above the list, whose height only the app knows.
    `@media (min-width: ${theme.breakpoints.md}px) and (max-width: ${theme.breakpoints.lg - 0.02}px) { .fp-feed-layout { display: none; } }`,
    `.fp-feed-main { display: flex; flex-direction: column; gap: ${space.lg}; min-width: 0; }`,
    `.fp-feed-toolbar { visibility: hidden; display: flex; align-items: center; flex-wrap: wrap; gap: ${space.sm}; }`,
    '.fp-spacer { flex: 1; }',
    `.fp-sort { display: inline-flex; flex-direction: row; align-items: center; gap: ${space.sm}; }`,
    `.fp-sort-label { font-size: ${fontSizes.sm}; white-space: nowrap; }`,
    `.fp-select { min-height: 40px; padding: 0 ${space.md}; border: 1px solid ${color('borderStrong')}; border-radius: ${radii.md}; }`,
    `.fp-feed-list { display: flex; flex-direction: column; gap: ${space.md}; }`,
    `.fp-count { font-size: ${fontSizes.sm}; color: ${color('textMuted')}; }`,
    `.fp-cards { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: ${space.lg}; }`,
    // ArticleCard.
    `.fp-feed-card { overflow-wrap: anywhere; display: flex; flex-direction: column; gap: ${space.md}; padding: ${space.lg}; background: ${color('surface')}; border: 1px solid ${color('border')}; border-radius: ${radii.lg}; box-shadow: ${shadows.card}; }`,
    `${media.md} { .fp-feed-card { padding: ${space.xl}; } }`,
    `.fp-card-top { display: flex; flex-wrap: wrap; align-items: center; gap: ${space.sm}; }`,
    `.fp-card-badges { display: flex; flex-wrap: wrap; align-items: center; gap: ${space.xs}; flex: 1 1 0; }`,
    `.fp-when { display: flex; align-items: center; gap: ${space.sm}; margin-left: auto; }`,
    `.fp-date { font-size: ${fontSizes.sm}; color: ${color('textMuted')}; white-space: nowrap; }`,
    `.fp-card-title { font-size: ${fontSizes.lg}; line-height: ${lineHeights.tight}; }`,
    `.fp-card-title a { color: ${color('text')}; text-decoration: none; }`,
    `${media.md} { .fp-card-title { font-size: ${fontSizes.xl}; } }`,
    `.fp-card-original { font-size: ${fontSizes.sm}; color: ${color('textMuted')}; }`,
    `.fp-byline { display: flex; flex-direction: column; gap: ${space.xxs}; font-size: ${fontSizes.sm}; color: ${color('textMuted')}; }`,
    `.fp-card-journal { font-style: italic; color: ${color('text')}; }`,
    `.fp-summary.fp-compact { padding: ${space.md}; }`,
    `.fp-compact .fp-summary-text { font-size: ${fontSizes.sm}; }`,
    `.fp-card-footer { display: flex; flex-direction: column; gap: ${space.md}; padding-top: ${space.md}; border-top: 1px solid ${color('border')}; }`,
    `.fp-actions { display: flex; flex-wrap: wrap; align-items: center; gap: ${space.sm}; }`,
  ].join('\n');
}

/** Puts the first paint's style inline in the page's head, in development and in the build. */
export function firstPaintStyle(): Plugin {
  return {
    name: 'paperlight-first-paint-style',
    transformIndexHtml: () => [{ tag: 'style', children: firstPaintCss(), injectTo: 'head' }],
  };
}
