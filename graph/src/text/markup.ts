import { decodeHTMLStrict } from 'entities';
import { Parser } from 'htmlparser2';
import { BLOCK_ELEMENTS, DROPPED_ELEMENTS, HTML_ELEMENTS } from './markup-elements.js';

/** Stands in for a paragraph break while all other whitespace is collapsed; becomes "\n\n". */
export const PARAGRAPH_MARK = '\uE000';
/** Stands in for a line break while all other whitespace is collapsed; becomes "\n". */
export const LINE_MARK = '\uE001';
const MARKS = /[\uE000\uE001]/g;

// Elements whose content the HTML tokenizer hands over as raw text (inner tags included), so it is cleaned again.
const RAW_TEXT_ELEMENTS: ReadonlySet<string> = new Set(['title', 'xmp', 'textarea']);

/** Local name of a tag, lower-cased and without a namespace prefix (`jats:p` → `p`). */
function localName(name: string): string {
  return name.toLowerCase().replace(/^.*:/, '');
}

function tagReplacement(name: string, closing: boolean): string {
  if (name === 'br') return closing ? '' : LINE_MARK;
  if (name === 'li' || name === 'list-item') return closing ? '' : `${LINE_MARK}• `;
  return BLOCK_ELEMENTS.has(name) ? PARAGRAPH_MARK : '';
}

/**
 * One pass of htmlparser2 over the text: comments, declarations and processing instructions go, dropped elements go
 * with everything inside them (an unclosed one takes the rest of the text: better to lose text than to keep script),
 * block elements become paragraph marks, `<br>` a line mark and `<li>` a "• " line; other tags vanish. With
 * `knownOnly`, only real HTML element names count as tags, so "IL-6<IL-10 and x>y" stays text. A tag left unfinished
 * at the end of the text is dropped when it names an HTML element and kept as text otherwise ("x <y").
 */
function removeMarkupOnce(input: string, knownOnly: boolean): string {
  let out = '';
  let dropped = 0;
  let rawText = 0;
  let consumed = 0;
  const raw = (): string => input.slice(parser.startIndex, parser.endIndex + 1);
  const isTag = (name: string): boolean => !knownOnly || HTML_ELEMENTS.has(localName(name));
  const parser = new Parser(
    {
      ontext(text) {
        consumed = parser.endIndex + 1;
        if (dropped > 0) return;
        out += rawText > 0 ? removeMarkup(text, knownOnly) : text;
      },
      onopentag(name) {
        consumed = parser.endIndex + 1;
        const local = localName(name);
        if (dropped > 0 || DROPPED_ELEMENTS.has(local)) {
          if (DROPPED_ELEMENTS.has(local)) dropped += 1;
          return;
        }
        if (!isTag(name)) {
          out += raw();
          return;
        }
        if (RAW_TEXT_ELEMENTS.has(local)) rawText += 1;
        out += tagReplacement(local, false);
      },
      onclosetag(name, implied) {
        const local = localName(name);
        if (DROPPED_ELEMENTS.has(local) && dropped > 0) {
          dropped -= 1;
          if (!implied) consumed = parser.endIndex + 1;
          return;
        }
        if (RAW_TEXT_ELEMENTS.has(local) && rawText > 0) rawText -= 1;
        if (implied || dropped > 0) return;
        consumed = parser.endIndex + 1;
        out += isTag(name) ? tagReplacement(local, true) : raw();
      },
      oncommentend() {
        consumed = parser.endIndex + 1;
      },
      oncdataend() {
        consumed = parser.endIndex + 1;
      },
      onprocessinginstruction() {
        consumed = parser.endIndex + 1;
      },
    },
    { decodeEntities: false, recognizeCDATA: true },
  );
  parser.end(input);
  const rest = input.slice(consumed);
  if (dropped > 0 || !rest.startsWith('<')) return out;
  const name = /^<\/?([A-Za-z][^\s/>]*)/.exec(rest)?.[1];
  if (name !== undefined && HTML_ELEMENTS.has(localName(name))) return out;
  return `${out}<${removeMarkupOnce(rest.slice(1), knownOnly)}`;
}

/**
 * Removes markup, repeating until nothing changes so that nested tricks such as `<<script>script>` cannot reassemble a
 * tag. The `knownOnly` pass runs on decoded text and only touches real HTML element names: a decoded "p<0.05" or
 * "x <y" stays text.
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

/**
 * Decodes HTML and XML character references, numeric (`&#xe1;`) and named (`&ast;`, `&nbsp;`).
 * Only references ending in `;` are decoded, so "R&D" and "AT&T" stay as written.
 */
export function decodeEntities(text: string): string {
  return decodeHTMLStrict(text);
}

/** Collapses whitespace; paragraph and line marks become "\n\n" and "\n". */
function finishWhitespace(text: string): string {
  return text
    .replace(/[\u200B\uFEFF\u00AD]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ *\uE001 */g, LINE_MARK)
    .replace(/ *\uE000[ \uE000\uE001]*/g, PARAGRAPH_MARK)
    .replace(/\uE001+(?=\uE000)/g, '')
    .replace(/\uE000\uE001+/g, PARAGRAPH_MARK)
    .replace(/\uE001{2,}/g, LINE_MARK)
    .replace(/^[\uE000\uE001 ]+|[\uE000\uE001 ]+$/g, '')
    .replaceAll(PARAGRAPH_MARK, '\n\n')
    .replaceAll(LINE_MARK, '\n');
}

/** How `cleanMarkup` reads its input. */
export interface CleanOptions {
  /**
   * Plain-text input: a blank line separates paragraphs, single line breaks are wrapping, and only real HTML
   * tags are removed ("IL-6<IL-10 and x>y" is text).
   */
  blankLineParagraphs: boolean;
  /** Applied after markup removal and entity decoding, before whitespace is collapsed; may use the marks. */
  transform?: (text: string) => string;
}

/** Markup removed, entities decoded, the transform applied and whitespace collapsed (see `stripMarkup`, `cleanText`). */
export function cleanMarkup(input: string, options: CleanOptions): string {
  let text = input.replace(MARKS, '').replace(/\r\n?/g, '\n');
  if (options.blankLineParagraphs) text = text.replace(/\n[ \t\u00A0]*\n\s*/g, PARAGRAPH_MARK);
  text = removeMarkup(text, options.blankLineParagraphs);
  // References to the mark code points must not decode into breaks.
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
  return cleanMarkup(html, { blankLineParagraphs: false });
}

/**
 * Cleans plain text that may carry stray markup or entities: a blank line stays a paragraph break,
 * any other run of whitespace (including a single wrapped line break) becomes one space.
 */
export function cleanText(text: string): string {
  return cleanMarkup(text, { blankLineParagraphs: true });
}

/** Cleans a one-line value such as a title, journal or person name: markup stripped, all whitespace one space. */
export function cleanInline(text: string): string {
  return stripMarkup(text).replace(/\s+/g, ' ').trim();
}

/** True when the input contains an HTML tag (a known element name), as opposed to a stray less-than sign. */
export function hasMarkup(text: string): boolean {
  let found = false;
  const parser = new Parser(
    {
      onopentag(name) {
        found ||= HTML_ELEMENTS.has(localName(name));
      },
      onclosetag(name, implied) {
        found ||= !implied && HTML_ELEMENTS.has(localName(name));
      },
    },
    { decodeEntities: false },
  );
  parser.end(text);
  return found;
}
