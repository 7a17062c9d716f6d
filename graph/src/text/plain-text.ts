import { decodeHTML } from 'entities';

const BLOCK_TAG = /<\/?(?:p|div|br|li|ul|ol|section|article|table|tr|blockquote)\b[^<>]*>/gi;
const HEADING_TAG = /<h[1-6]\b[^<>]*>([^<>]*)<\/h[1-6]>/gi;
const ANY_TAG = /<\/?[a-zA-Z!][^<>]*>/g;

// medRxiv abstracts carry its typesetting tokens: list items, abstract boxes and small capitals.
const MEDRXIV_BREAK = /[OC]_(?:ST_ABS|LIO_LI|LI|FIG|TBL)/g;
const MEDRXIV_INLINE = /[OC]_(?:SCPLOW|SCPCAP)/g;

const LATEX_SYMBOLS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\$?\\pm\$?/g, '±'],
  [/\$?\\(?:leq|le)\$?/g, '≤'],
  [/\$?\\(?:geq|ge)\$?/g, '≥'],
  [/\$?\\times\$?/g, '×'],
  [/\$\s*([<>=])\s*\$/g, ' $1 '],
];

/**
 * Turns source text into plain text: decodes entities, turns headings and block tags into paragraph
 * breaks, drops every other tag, unwraps medRxiv tokens, `{beta}`-style Greek letters and simple LaTeX,
 * removes `[...]` elisions and tidies spaces. Paragraph breaks survive as a blank line.
 */
export function toPlainText(text: string): string {
  let out = decodeHTML(text.replace(/\r\n?/g, '\n'));
  out = out.replace(HEADING_TAG, '\n\n$1: ');
  out = out.replace(BLOCK_TAG, '\n\n');
  out = out.replace(ANY_TAG, '');
  out = out.replace(MEDRXIV_BREAK, '\n\n').replace(MEDRXIV_INLINE, '');
  out = out.replace(/\{([a-zA-Z]+)\}/g, '$1');
  for (const [pattern, replacement] of LATEX_SYMBOLS) out = out.replace(pattern, replacement);
  out = out.replace(/\[\s*(?:\.\.\.|…)\s*\]/g, '');
  out = out.replace(/[\u00a0\u2009\u202f\u2002\u2003\u2007]/g, ' ');
  return tidyWhitespace(out);
}

/** Collapses runs of spaces and tabs, keeps at most one blank line between paragraphs, and trims. */
export function tidyWhitespace(text: string): string {
  return text
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0)
    .join('\n\n');
}

/** Removes anything that could still read as markup, so the result is safe to show as plain text. */
export function withoutMarkup(text: string): string {
  return text.replace(ANY_TAG, '').replace(/[<>]/g, '');
}
