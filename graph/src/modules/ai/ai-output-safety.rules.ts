import { RULE_TEXTS } from './ai-prompts.render.js';

/** Hosts any answer may link to, beside the paper's own source and Paperlight itself. */
export const ALWAYS_ALLOWED_HOSTS: readonly string[] = [
  'doi.org',
  'ncbi.nlm.nih.gov',
  'clinicaltrials.gov',
  'isrctn.com',
  'trialsearch.who.int',
  'osf.io',
  'crd.york.ac.uk',
];

const MARKDOWN_IMAGE = /!\[[^\]]*\](?:\([^)]*\)?|\[[^\]]*\])/g;
const MARKDOWN_LINK = /\[([^\]]*)\]\(([^)\s]*)(?:\s+"[^"]*")?\)/g;
const REFERENCE_DEFINITION = /^\s*\[[^\]]+\]:\s*\S+.*$/gm;
// A tag starts with a letter right after "<", so "p < 0.05" and "p<0.05" are left alone.
const HTML_TAG = /<\/?[a-zA-Z][^<>]*>?/g;
const LINK =
  /\b(?:https?|ftp):\/\/[^\s<>"'`)\]]+|\bwww\.[^\s<>"'`)\]]+|(?<![\w@.])(?:[a-z0-9-]+\.)+[a-z]{2,}\/[^\s<>"'`)\]]*|\b(?:javascript|data|vbscript|file):[^\s<>"'`]+/gi;

/** The host a link points to, lower case, or null when it has none that can be read. */
export function hostOf(link: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(link) ? link : `https://${link}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** Whether a link points to one of the allowed hosts or their subdomains. */
export function isAllowedLink(link: string, allowedHosts: ReadonlySet<string>): boolean {
  const host = hostOf(link.replace(/[.,;:!?]+$/, ''));
  if (host === null) return false;
  for (const allowed of allowedHosts) if (host === allowed || host.endsWith(`.${allowed}`)) return true;
  return false;
}

/** Whether text holds an image, a tag, or a link to a host that is not allowed: such a quote is never shown. */
export function holdsForeignLinkOrImage(text: string, allowedHosts: ReadonlySet<string>): boolean {
  if (new RegExp(MARKDOWN_IMAGE.source).test(text) || new RegExp(HTML_TAG.source).test(text)) return true;
  return [...text.matchAll(LINK)].some(([link]) => !isAllowedLink(link, allowedHosts));
}

/**
 * Model-written text made safe to show as plain text: images and tags removed, markdown links reduced to their words
 * (with the address only when its host is allowed), bare links to other hosts and script or data addresses removed,
 * markdown emphasis dropped. Returns the text and how many links or images were removed.
 */
export function toSafePlainText(raw: string, allowedHosts: ReadonlySet<string>): { text: string; removed: number } {
  let removed = 0;
  const count = () => {
    removed += 1;
    return '';
  };
  let text = raw.replace(MARKDOWN_IMAGE, count).replace(REFERENCE_DEFINITION, count);
  text = text.replace(MARKDOWN_LINK, (_match, label: string, target: string) => {
    if (isAllowedLink(target, allowedHosts)) return `${label} (${target})`;
    removed += 1;
    return label;
  });
  text = text.replace(HTML_TAG, count);
  text = text.replace(LINK, (link) => {
    const trail = /[.,;:!?]+$/.exec(link)?.[0] ?? '';
    if (isAllowedLink(link, allowedHosts)) return link;
    removed += 1;
    return trail;
  });
  text = text
    .replace(/\*\*|__|`+/g, '')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/ +([.,;:!?])/g, '$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, removed };
}

const SHINGLE = 8;

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

const RULE_SHINGLES: ReadonlySet<string> = new Set(
  RULE_TEXTS.flatMap((rules) => {
    const list = words(rules);
    return list.slice(0, Math.max(0, list.length - SHINGLE + 1)).map((_, index) => list.slice(index, index + SHINGLE).join(' '));
  }),
);

/**
 * Whether text gives away the system message: it holds the request's canary (in any case, even spaced or broken up),
 * or repeats eight or more words in a row of the rules. Output no model wrote (canary null) has nothing to give away.
 */
export function revealsRules(text: string, canary: string | null): boolean {
  if (canary === null) return false;
  const secret = canary.replace(/^canary-/, '').toLowerCase();
  if (
    secret !== '' &&
    text
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .includes(secret)
  )
    return true;
  const list = words(text);
  for (let index = 0; index + SHINGLE <= list.length; index++) {
    if (RULE_SHINGLES.has(list.slice(index, index + SHINGLE).join(' '))) return true;
  }
  return false;
}

const NUMBER = /\d+(?:[.,]\d+)*/g;

function numbersOf(text: string): string[] {
  return (text.match(NUMBER) ?? []).map((number) => (/^\d{1,3}(?:,\d{3})+$/.test(number) ? number.replace(/,/g, '') : number));
}

/** Whether every number in `text` is written in one of the sources (thousands separators aside). */
export function numbersTraceable(text: string, sources: readonly string[]): boolean {
  const known = new Set(sources.flatMap(numbersOf));
  return numbersOf(text).every((number) => known.has(number));
}
