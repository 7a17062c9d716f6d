import { decodeHTMLStrict } from 'entities';
import type { AbstractSection } from '#graph/modules/ingestion/article-draft.types.js';

// Private-use characters stand in for paragraph and line breaks while all other whitespace is collapsed.
const PARAGRAPH = '\uE000';
const LINE = '\uE001';
const PLACEHOLDERS = /[\uE000\uE001]/g;

/** Elements whose content is never text for a reader; dropped together with everything inside them. */
const DROPPED_ELEMENTS = ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'head'];

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'blockquote',
  'pre',
  'address',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
  'figure',
  'figcaption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'html',
  'body',
  'abstract',
  'sec',
  'title',
  'list',
  'fieldset',
  'form',
  'details',
  'summary',
]);

// HTML element names, used where a `<` might just as well be a less-than sign in running text.
const HTML_TAG_NAMES = new Set([
  ...BLOCK_TAGS,
  ...DROPPED_ELEMENTS,
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'big',
  'br',
  'button',
  'cite',
  'code',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'img',
  'input',
  'ins',
  'kbd',
  'label',
  'li',
  'link',
  'mark',
  'meta',
  'math',
  'mi',
  'mn',
  'mo',
  'mrow',
  'msub',
  'msup',
  'q',
  's',
  'samp',
  'select',
  'small',
  'source',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'svg',
  'textarea',
  'tt',
  'u',
  'var',
  'video',
  'audio',
  'canvas',
  'base',
  'frame',
  'frameset',
  'applet',
  'wbr',
]);

const TAG = /<\/?([A-Za-z][A-Za-z0-9:_.-]*)(?:\s(?:[^<>"']|"[^"]*"|'[^']*')*)?\/?>/g;
// Looser: also a tag cut off by the end of the text or broken by a stray quote.
const LOOSE_TAG = /<\/?([A-Za-z][A-Za-z0-9:_.-]*)(?=[\s/>]|$)[^>]*>?/g;

function droppedElementPattern(): RegExp {
  const names = DROPPED_ELEMENTS.join('|');
  // An unclosed dropped element swallows the rest of the input: better to lose text than to keep script.
  return new RegExp(`<(${names})\\b[^>]*>[\\s\\S]*?(?:<\\/\\1\\s*>|$)`, 'gi');
}

/** Local name of a tag, lower-cased and without a namespace prefix (`jats:p` → `p`). */
function localName(name: string): string {
  return name.toLowerCase().replace(/^.*:/, '');
}

function tagReplacement(tag: string): string {
  const name = localName(tag.replace(/^<\/?/, '').split(/[\s/>]/, 1)[0]);
  const closing = tag.startsWith('</');
  if (name === 'br') return LINE;
  if (name === 'li' || name === 'list-item') return closing ? '' : `${LINE}• `;
  return BLOCK_TAGS.has(name) ? PARAGRAPH : '';
}

/** One removal pass: comments, declarations, dropped elements, then tags. */
function removeMarkupOnce(input: string, knownOnly: boolean): string {
  const text = input
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<!\[CDATA\[([\s\S]*?)(?:\]\]>|$)/g, '$1')
    .replace(/<![A-Za-z][^>]*>/g, '')
    .replace(/<\?[\s\S]*?(?:\?>|$)/g, '')
    .replace(droppedElementPattern(), '');
  if (!knownOnly) return text.replace(TAG, (tag) => tagReplacement(tag)).replace(LOOSE_TAG, knownTag);
  return text.replace(LOOSE_TAG, knownTag);
}

/**
 * Removes comments, dropped elements and tags, repeating until nothing changes so that nested tricks such as
 * `<<script>script>` cannot reassemble a tag. The `knownOnly` pass runs on decoded text and only touches real
 * HTML element names: a decoded "p<0.05" or "x <y" stays text.
 */
function removeMarkup(input: string, knownOnly: boolean): string {
  let text = input;
  for (let pass = 0; pass < 5; pass += 1) {
    const next = removeMarkupOnce(text, knownOnly);
    if (next === text) break;
    text = next;
  }
  return text;
}

function knownTag(tag: string, name: string): string {
  return HTML_TAG_NAMES.has(localName(name)) ? tagReplacement(tag) : tag;
}

/**
 * Decodes HTML and XML character references, numeric (`&#xe1;`) and named (`&ast;`, `&nbsp;`).
 * Only references ending in `;` are decoded, so "R&D" and "AT&T" stay as written.
 */
export function decodeEntities(text: string): string {
  return decodeHTMLStrict(text);
}

/** Collapses whitespace; placeholders become "\n\n" (paragraph) and "\n" (line). */
function finishWhitespace(text: string): string {
  return text
    .replace(/[\u200B\uFEFF\u00AD]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ *\uE001 */g, LINE)
    .replace(/ *\uE000[ \uE000\uE001]*/g, PARAGRAPH)
    .replace(/\uE001+(?=\uE000)/g, '')
    .replace(/\uE000\uE001+/g, PARAGRAPH)
    .replace(/\uE001{2,}/g, LINE)
    .replace(/^[\uE000\uE001 ]+|[\uE000\uE001 ]+$/g, '')
    .replaceAll(PARAGRAPH, '\n\n')
    .replaceAll(LINE, '\n');
}

interface CleanOptions {
  /**
   * Plain-text input: a blank line separates paragraphs, single line breaks are wrapping, and only real HTML
   * tags are removed ("IL-6<IL-10 and x>y" is text).
   */
  blankLineParagraphs: boolean;
  /** Applied after markup removal and entity decoding, before whitespace is collapsed. */
  transform?: (text: string) => string;
}

function clean(input: string, options: CleanOptions): string {
  let text = input.replace(PLACEHOLDERS, '').replace(/\r\n?/g, '\n');
  if (options.blankLineParagraphs) text = text.replace(/\n[ \t\u00A0]*\n\s*/g, PARAGRAPH);
  text = removeMarkup(text, options.blankLineParagraphs);
  // References to the placeholder code points must not decode into breaks.
  text = decodeEntities(text.replace(/&#(?:x0*e00[01]|0*5734[45]);/gi, ''));
  // A second pass catches markup that arrived entity-encoded (`&lt;script&gt;`), limited to real HTML tags.
  text = removeMarkup(text, true);
  if (options.transform) text = options.transform(text);
  return finishWhitespace(text);
}

/**
 * Turns HTML/XML markup into plain text: inline tags vanish, block tags become paragraph breaks ("\n\n"),
 * `<br>` a line break, `<li>` a "• " line; `<script>`/`<style>` content, comments and attributes are dropped,
 * entities decoded and whitespace collapsed. Source whitespace is not significant, as in HTML.
 */
export function stripMarkup(html: string): string {
  return clean(html, { blankLineParagraphs: false });
}

/**
 * Cleans plain text that may carry stray markup or entities: a blank line stays a paragraph break,
 * any other run of whitespace (including a single wrapped line break) becomes one space.
 */
export function cleanText(text: string): string {
  return clean(text, { blankLineParagraphs: true });
}

/** Cleans a one-line value such as a title, journal or person name: markup stripped, all whitespace one space. */
export function cleanInline(text: string): string {
  return stripMarkup(text).replace(/\s+/g, ' ').trim();
}

const GREEK: Record<string, string> = {
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ε',
  varepsilon: 'ε',
  zeta: 'ζ',
  eta: 'η',
  theta: 'θ',
  iota: 'ι',
  kappa: 'κ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  xi: 'ξ',
  omicron: 'ο',
  pi: 'π',
  rho: 'ρ',
  sigma: 'σ',
  tau: 'τ',
  upsilon: 'υ',
  phi: 'φ',
  varphi: 'φ',
  chi: 'χ',
  psi: 'ψ',
  omega: 'ω',
  Alpha: 'Α',
  Beta: 'Β',
  Gamma: 'Γ',
  Delta: 'Δ',
  Epsilon: 'Ε',
  Zeta: 'Ζ',
  Eta: 'Η',
  Theta: 'Θ',
  Iota: 'Ι',
  Kappa: 'Κ',
  Lambda: 'Λ',
  Mu: 'Μ',
  Nu: 'Ν',
  Xi: 'Ξ',
  Omicron: 'Ο',
  Pi: 'Π',
  Rho: 'Ρ',
  Sigma: 'Σ',
  Tau: 'Τ',
  Upsilon: 'Υ',
  Phi: 'Φ',
  Chi: 'Χ',
  Psi: 'Ψ',
  Omega: 'Ω',
};

const MEDRXIV_SYMBOLS: Record<string, string> = { ...GREEK, micro: 'µ' };

/** Replaces medRxiv's `{beta}`-style names with the symbol; unknown names stay as written. */
export function replaceGreekNames(text: string): string {
  return text.replace(/\{([A-Za-z]+)\}/g, (match, name: string) => MEDRXIV_SYMBOLS[name] ?? match);
}

/**
 * Resolves medRxiv's flattened JATS markers: `O_ST_ABS…C_ST_ABS` (a box subtitle) ends its line,
 * `O_LI…C_LI` items become "• " lines, small-caps markers `O_SCPLOW`/`O_SCPCAP` are unwrapped, and
 * figure/table blocks (`O_FIG…C_FIG`, `O_TBL…C_TBL`) are dropped.
 */
export function replaceMedrxivTokens(text: string): string {
  return replaceGreekNames(text)
    .replace(/O_FIG[\s\S]*?C_FIG(?:_DISPLAY)?/g, ' ')
    .replace(/O_TBL[\s\S]*?C_TBL/g, ' ')
    .replace(/[OMC]_(?:FIG|TBL)(?:_DISPLAY(?:_L)?)?|[OC]_LINKSMALLFIG/g, ' ')
    .replace(/O_ST_ABS([\s\S]*?)C_ST_ABS/g, `${LINE}$1${LINE}`)
    .replace(/[OC]_ST_ABS/g, LINE)
    .replace(/O_LI/g, `${LINE}• `)
    .replace(/C_LI/g, '')
    .replace(/[OC]_SCP(?:LOW|CAP)/g, '');
}

/** Cleans a medRxiv text field: tokens and Greek names resolved, "\n\n" kept as paragraph breaks. */
export function cleanMedrxivText(text: string): string {
  return clean(text, { blankLineParagraphs: true, transform: replaceMedrxivTokens });
}

const LATEX_SYMBOLS: Record<string, string> = {
  ...GREEK,
  pm: '±',
  mp: '∓',
  geq: '≥',
  ge: '≥',
  geqslant: '≥',
  leq: '≤',
  le: '≤',
  leqslant: '≤',
  times: '×',
  lt: '<',
  gt: '>',
  approx: '≈',
  sim: '~',
  neq: '≠',
  ne: '≠',
  cdot: '·',
  bullet: '•',
  degree: '°',
  circ: '°',
  infty: '∞',
  rightarrow: '→',
  to: '→',
  leftarrow: '←',
  uparrow: '↑',
  downarrow: '↓',
  div: '÷',
  prime: '′',
  ll: '≪',
  gg: '≫',
  propto: '∝',
  textless: '<',
  textgreater: '>',
};

const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '−': '⁻',
};

function superscript(value: string): string {
  const chars = [...value];
  return chars.every((c) => c in SUPERSCRIPT) ? chars.map((c) => SUPERSCRIPT[c]).join('') : `^${value}`;
}

function renderLatex(math: string): string {
  return math
    .replace(/\\([A-Za-z]+)/g, (_match, name: string) => LATEX_SYMBOLS[name] ?? '')
    .replace(/\\([%&$#_{}])/g, '$1')
    .replace(/\\[,;:! ]/g, ' ')
    .replace(/\^\{([^{}]*)\}|\^(\S)/g, (_match, group: string | undefined, single: string | undefined) =>
      superscript(group ?? single ?? ''),
    )
    .replace(/_\{([^{}]*)\}|_(\S)/g, (_match, group: string | undefined, single: string | undefined) => group ?? single ?? '')
    .replace(/[{}]/g, '')
    .trim();
}

function isSimpleMath(content: string): boolean {
  const math = content.trim();
  if (!math) return false;
  if (/\\[A-Za-z]/.test(math)) return true;
  // "$5-$10" is money, not math: plain tokens may not start with a digit.
  return !/\s/.test(math) && !/^\d/.test(math);
}

/**
 * Light LaTeX clean-up for abstracts that carry inline math: `$\pm$` → ±, `$<$` → <, `$\geq$` → ≥,
 * `$\leq$` → ≤, `$\times$` → ×, `R$^2$` → R²; `$` delimiters around other simple tokens are dropped.
 * Dollar amounts ("$5 to $10") are left alone.
 */
export function cleanLatex(text: string): string {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf('$', index);
    if (open === -1) break;
    const close = text.indexOf('$', open + 1);
    const content = close === -1 ? '' : text.slice(open + 1, close);
    if (close !== -1 && content.length <= 60 && !content.includes('\n') && isSimpleMath(content)) {
      out += text.slice(index, open) + renderLatex(content);
      index = close + 1;
    } else {
      out += text.slice(index, open + 1);
      index = open + 1;
    }
  }
  return (out + text.slice(index)).replace(/ {2,}/g, ' ');
}

// Words that make up the run-in headings of structured abstracts ("Methods and Findings", "Trial registration").
const HEADING_WORDS = new Set([
  'abstract',
  'added',
  'aim',
  'aims',
  'analyses',
  'analysis',
  'approach',
  'available',
  'background',
  'case',
  'clinical',
  'conclusion',
  'conclusions',
  'context',
  'criteria',
  'data',
  'description',
  'design',
  'discussion',
  'dissemination',
  'endpoints',
  'ethics',
  'evidence',
  'exposure',
  'exposures',
  'extraction',
  'finding',
  'findings',
  'funding',
  'goal',
  'goals',
  'highlights',
  'hypotheses',
  'hypothesis',
  'implications',
  'importance',
  'interpretation',
  'intervention',
  'interventions',
  'introduction',
  'key',
  'lay',
  'limitations',
  'main',
  'materials',
  'meaning',
  'measure',
  'measures',
  'method',
  'methodology',
  'methods',
  'number',
  'objective',
  'objectives',
  'outcome',
  'outcomes',
  'overview',
  'participants',
  'patients',
  'perspective',
  'perspectives',
  'points',
  'population',
  'practice',
  'presentation',
  'primary',
  'principal',
  'purpose',
  'question',
  'rationale',
  'registration',
  'relevance',
  'research',
  'result',
  'results',
  'review',
  'search',
  'secondary',
  'selection',
  'setting',
  'settings',
  'significance',
  'sources',
  'statistical',
  'strategy',
  'strengths',
  'study',
  'summary',
  'synthesis',
  'trial',
  'value',
  'all',
  'and',
  'before',
  'for',
  'in',
  'of',
  'or',
  'the',
  'this',
  'to',
  'with',
]);

const HEADING_CORE_WORDS = new Set([
  'abstract',
  'aim',
  'aims',
  'analysis',
  'background',
  'conclusion',
  'conclusions',
  'context',
  'design',
  'discussion',
  'evidence',
  'exposures',
  'findings',
  'funding',
  'highlights',
  'hypothesis',
  'implications',
  'importance',
  'interpretation',
  'interventions',
  'introduction',
  'limitations',
  'meaning',
  'measures',
  'method',
  'methodology',
  'methods',
  'objective',
  'objectives',
  'outcomes',
  'overview',
  'participants',
  'perspective',
  'presentation',
  'purpose',
  'question',
  'rationale',
  'registration',
  'relevance',
  'results',
  'setting',
  'significance',
  'strengths',
  'summary',
  'synthesis',
]);

const HEADING_STOP_WORDS = new Set(['all', 'and', 'before', 'for', 'in', 'of', 'or', 'the', 'this', 'to', 'with']);

function isHeadingPhrase(phrase: string): boolean {
  const words = phrase.split(' ');
  if (words.length > 7) return false;
  const lower = words.map((w) => w.toLowerCase());
  if (!lower.every((w) => HEADING_WORDS.has(w))) return false;
  if (HEADING_STOP_WORDS.has(lower[lower.length - 1])) return false;
  return lower.some((w) => HEADING_CORE_WORDS.has(w));
}

/**
 * Splits a run-in heading off the start of a plain-text paragraph (medRxiv, some DOAJ records), where the
 * heading is glued to the text ("BackgroundThe modified…", "Methods and FindingsA compartmental…",
 * "CLINICAL PERSPECTIVEO_ST_ABS…").
 * Returns null unless the prefix is made of known heading words followed by a capitalised word or a marker.
 */
export function splitRunInHeading(paragraph: string): { label: string; body: string } | null {
  const capitals = /^([A-Z]{2,}(?: [A-Z]{2,}){0,5})(?=O_[A-Z])/.exec(paragraph);
  if (capitals) return { label: capitals[1], body: paragraph.slice(capitals[1].length) };
  const glued = /^([A-Z][a-z]+(?: [A-Za-z][a-z]*){0,6}?)(?=[A-Z])/.exec(paragraph);
  if (!glued || !/[a-z]$/.test(glued[1]) || !isHeadingPhrase(glued[1])) return null;
  return { label: glued[1], body: paragraph.slice(glued[1].length) };
}

function appendParagraph(sections: AbstractSection[], label: string | null, text: string): void {
  const last = sections[sections.length - 1];
  if (label === null && last) {
    last.text = `${last.text}\n\n${text}`;
  } else {
    sections.push({ label, category: null, text });
  }
}

function runInSections(text: string, cleanParagraph: (paragraph: string) => string): AbstractSection[] {
  const sections: AbstractSection[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    const trimmed = paragraph.trim();
    const heading = splitRunInHeading(trimmed);
    const body = cleanParagraph(heading ? heading.body : trimmed);
    if (!body) continue;
    appendParagraph(sections, heading ? heading.label : null, body);
  }
  return sections;
}

/**
 * Turns a medRxiv abstract into sections: each "\n\n" paragraph that opens with a run-in heading starts a
 * labelled section, and paragraphs without one continue the section before them.
 */
export function medrxivAbstractSections(abstract: string): AbstractSection[] {
  return runInSections(abstract, cleanMedrxivText);
}

/** Sections of a plain-text abstract, split the same way as medRxiv's (blank-line paragraphs, glued headings). */
export function plainAbstractSections(text: string): AbstractSection[] {
  return runInSections(text, cleanText);
}

const MARKUP_HEADING = /<(h[1-6])\b[^>]*>([\s\S]*?)<\/\1\s*>|<(b|strong)\b[^>]*>([^<]{1,80}?)(:?)\s*<\/\3\s*>(\s*:)?/gi;

function headingLabel(raw: string): string {
  return cleanInline(raw).replace(/[\s:.]+$/, '');
}

/** True when the input contains an HTML tag (a known element name), as opposed to a stray less-than sign. */
export function hasMarkup(text: string): boolean {
  for (const match of text.matchAll(TAG)) {
    if (HTML_TAG_NAMES.has(localName(match[1]))) return true;
  }
  return false;
}

/**
 * Splits marked-up abstract text into sections at heading markup: `<h1>`–`<h6>` elements, and bold run-in
 * labels that end in a colon (`<b>Background:</b> …`). Text before the first heading is an unlabelled section.
 */
export function markupAbstractSections(html: string): AbstractSection[] {
  const parts: { label: string | null; raw: string }[] = [{ label: null, raw: '' }];
  let index = 0;
  for (const match of html.matchAll(MARKUP_HEADING)) {
    const isHeadingElement = match[1] !== undefined;
    const isBoldLabel = !isHeadingElement && (match[5] === ':' || match[6] !== undefined);
    if (!isHeadingElement && !isBoldLabel) continue;
    const label = headingLabel(isHeadingElement ? match[2] : match[4]);
    if (!label || label.split(' ').length > 8) continue;
    parts[parts.length - 1].raw += html.slice(index, match.index);
    parts.push({ label, raw: '' });
    index = match.index + match[0].length;
  }
  parts[parts.length - 1].raw += html.slice(index);
  return parts.map(({ label, raw }) => ({ label, category: null, text: stripMarkup(raw) })).filter((section) => section.text !== '');
}

/**
 * Joins sections into the `abstract` string: labelled sections read "LABEL: text", and sections are
 * separated by a blank line.
 */
export function joinSections(sections: readonly AbstractSection[]): string {
  return sections
    .filter((section) => section.text !== '')
    .map((section) => (section.label ? `${section.label}: ${section.text}` : section.text))
    .join('\n\n');
}
