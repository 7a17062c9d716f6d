/** One paper as an Atom entry needs it. */
export interface AtomArticle {
  id: number;
  title: string;
  simplifiedTitle: string | null;
  aiSummary: string | null;
  abstract: string;
  sourceUrl: string;
  source: string;
  journal: string;
  authors: string;
  publishedDate: Date;
  createdAt: Date;
  updatedAt: Date;
  categories: string[];
}

export interface AtomFeed {
  /** The feed's permanent id and its own address (rel="self"). */
  selfUrl: string;
  /** The page of the web app that shows the same papers (rel="alternate"). */
  alternateUrl: string;
  title: string;
  subtitle: string;
  publicUrl: string;
  articles: AtomArticle[];
  /** When the feed was built; the feed's `updated` when it has no entries. */
  now: Date;
}

/** The longest summary an entry carries, in characters; longer abstracts are cut at a word. */
const MAX_ENTRY_SUMMARY = 1200;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for XML and drops the characters XML 1.0 cannot carry at all. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/[&<>"']/g, (character) => XML_ESCAPES[character]);
}

function shorten(text: string): string {
  if (text.length <= MAX_ENTRY_SUMMARY) return text;
  const cut = text.slice(0, MAX_ENTRY_SUMMARY);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_ENTRY_SUMMARY / 2))}…`;
}

function element(name: string, text: string, attributes = ''): string {
  return `<${name}${attributes}>${escapeXml(text)}</${name}>`;
}

function entry(article: AtomArticle, publicUrl: string): string {
  const pageUrl = `${publicUrl}/article/${article.id}`;
  const summary = article.aiSummary ?? shorten(article.abstract);
  const lines = [
    '  <entry>',
    `    ${element('id', pageUrl)}`,
    `    ${element('title', article.simplifiedTitle ?? article.title)}`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(pageUrl)}"/>`,
    `    <link rel="related" type="text/html" title="${escapeXml(`The paper at ${article.source}`)}" href="${escapeXml(article.sourceUrl)}"/>`,
    `    ${element('published', article.publishedDate.toISOString())}`,
    `    ${element('updated', new Date(Math.max(article.updatedAt.getTime(), article.createdAt.getTime())).toISOString())}`,
    ...(article.authors.trim() ? [`    <author>${element('name', article.authors.trim())}</author>`] : []),
    ...article.categories.map((category) => `    <category term="${escapeXml(category)}"/>`),
    `    ${element('summary', summary, ' type="text"')}`,
    `    ${element('content', `${article.title}\n\n${summary}\n\n${article.journal}`, ' type="text"')}`,
    `    <source>${element('title', article.journal || article.source)}</source>`,
    '  </entry>',
  ];
  return lines.join('\n');
}

/**
 * An Atom 1.0 document (RFC 4287) of papers, newest first as given: each entry's title is the simplified title (the
 * original when there is none), its summary the plain-language summary (else the abstract, shortened), with links to
 * the article's page and to the paper at its source, its publication and update dates, authors and categories.
 */
export function renderAtomFeed(feed: AtomFeed): string {
  const updated = feed.articles.reduce((latest, article) => Math.max(latest, article.updatedAt.getTime(), article.createdAt.getTime()), 0);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  ${element('id', feed.selfUrl)}`,
    `  ${element('title', feed.title)}`,
    `  ${element('subtitle', feed.subtitle)}`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.alternateUrl)}"/>`,
    `  ${element('updated', new Date(updated || feed.now.getTime()).toISOString())}`,
    `  <author>${element('name', 'Paperlight')}${element('uri', feed.publicUrl)}</author>`,
    `  ${element('generator', 'Paperlight', ` uri="${escapeXml(feed.publicUrl)}"`)}`,
    ...feed.articles.map((article) => entry(article, feed.publicUrl)),
    '</feed>',
    '',
  ].join('\n');
}
