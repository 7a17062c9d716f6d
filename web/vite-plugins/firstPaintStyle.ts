import type { Plugin } from 'vite';
import { darkTheme, theme } from '../src/theme/theme.ts';

type ColorRole = Exclude<keyof typeof theme.colors, 'neutralBadge'>;

/** A colour of the theme for the reader's scheme: the page's first-paint script sets `color-scheme` on the document. */
function color(role: ColorRole): string {
  return `light-dark(${theme.colors[role]}, ${darkTheme.colors[role]})`;
}

/**
 * The style of the server's first paint (graph/src/server/first-paint.ts): the same sizes, fonts and places as the
 * components the app renders there (Header, Page, ArticleDetail, SummaryBox, HomeFeedPage's intro), built from the
 * theme, so the app's first render replaces it without moving or growing anything. Colours follow the reader's scheme
 * through `light-dark()`. Every rule is scoped to `.fp`, so nothing applies once the app has rendered.
 */
export function firstPaintCss(): string {
  const { space, fontSizes, fontWeights, lineHeights, fonts, layout, radii, media } = theme;
  return [
    'body { margin: 0; }',
    '.fp, .fp *, .fp *::before, .fp *::after { box-sizing: border-box; }',
    `.fp { display: flex; flex-direction: column; min-height: 100vh; color: ${color('text')}; font-family: ${fonts.body}; font-size: ${fontSizes.md}; line-height: ${lineHeights.normal}; -webkit-text-size-adjust: 100%; }`,
    '.fp h1, .fp h2, .fp p { margin: 0; }',
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
  ].join('\n');
}

/** Puts the first paint's style inline in the page's head, in development and in the build. */
export function firstPaintStyle(): Plugin {
  return {
    name: 'paperlight-first-paint-style',
    transformIndexHtml: () => [{ tag: 'style', children: firstPaintCss(), injectTo: 'head' }],
  };
}
