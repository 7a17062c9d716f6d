import { SITE_NAME, type PagePreview } from '../modules/article/article-preview.service.js';
import { withFirstPaint } from './first-paint.js';
import { escapeHtml } from './html-text.js';

/** The head tags of a page's link preview: its title, description, canonical address, Open Graph and Twitter card. */
export function previewTags(preview: PagePreview): string {
  const title = preview.title ? `${preview.title} · ${SITE_NAME}` : SITE_NAME;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', preview.description),
    `<link rel="canonical" href="${escapeHtml(preview.url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.title ?? SITE_NAME),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    ...(preview.publishedTime ? [meta('property', 'article:published_time', preview.publishedTime)] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', preview.title ?? SITE_NAME),
    meta('name', 'twitter:description', preview.description),
  ].join('\n    ');
}

/**
 * The client's `index.html` with a page's preview in its head: the built file's own title and description give way to
 * the page's, so a shared link shows the page without the app having to run. The page's first paint, when it has one,
 * fills the app's root element until the app renders.
 */
export function withPreview(indexHtml: string, preview: PagePreview): string {
  const bare = indexHtml.replace(/\s*<meta name="description"[^>]*>/i, '').replace(/\s*<title>[\s\S]*?<\/title>/i, '');
  const page = bare.replace(/<\/head>/i, `  ${previewTags(preview)}\n  </head>`);
  return preview.firstPaint ? withFirstPaint(page, preview.firstPaint) : page;
}
