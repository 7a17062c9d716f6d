import { citationKeys, isoDate, oneLine, type ExportRecord } from './export-record.render.js';

const LATEX_SPECIALS: Readonly<Record<string, string>> = {
  '\\': '\\textbackslash{}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

/** True when every closing brace of the text closes an earlier opening one and none stays open. */
function bracesBalanced(text: string): boolean {
  let depth = 0;
  for (const character of text) {
    if (character === '{') depth += 1;
    else if (character === '}' && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * Text as a BibTeX field value: LaTeX's special characters escaped, on one line. BibTeX counts every brace, escaped or
 * not, so braces become `\{` `\}` only when the text's own braces pair up; otherwise they are written as
 * `\textbraceleft{}` / `\textbraceright{}`, which keeps the entry balanced whatever the text holds.
 */
export function escapeBibtex(text: string): string {
  const balanced = bracesBalanced(text);
  return oneLine(text).replace(/[\\&%$#_~^{}]/g, (character) => {
    if (character === '{') return balanced ? '\\{' : '\\textbraceleft{}';
    if (character === '}') return balanced ? '\\}' : '\\textbraceright{}';
    return LATEX_SPECIALS[character];
  });
}

/** A DOI or URL, which reference managers read verbatim: only braces and backslashes, which BibTeX would misread, are percent-encoded. */
function verbatim(text: string): string {
  return oneLine(text).replace(/[{}\\]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** One author for the `author` field: a name that itself contains the word "and" is braced so it stays one name. */
function bibtexAuthor(author: string): string {
  const escaped = escapeBibtex(author);
  return /\band\b/i.test(escaped) ? `{${escaped}}` : escaped;
}

function entry(record: ExportRecord, key: string): string {
  const fields: [string, string | null][] = [
    // Double braces keep the title's capitals as written.
    ['title', `{${escapeBibtex(record.title)}}`],
    ['author', record.authors.length ? record.authors.map(bibtexAuthor).join(' and ') : null],
    ['journal', record.journal ? escapeBibtex(record.journal) : null],
    ['year', String(record.publishedDate.getUTCFullYear())],
    ['date', isoDate(record.publishedDate)],
    ['doi', record.doi ? verbatim(record.doi) : null],
    ['pmid', record.pmid ? verbatim(record.pmid) : null],
    ['url', record.url ? verbatim(record.url) : null],
    ['abstract', record.abstract ? escapeBibtex(record.abstract) : null],
    ['note', record.isPreprint ? 'Preprint, not peer reviewed' : null],
  ];
  const lines = fields.filter((field): field is [string, string] => field[1] !== null).map(([name, value]) => `  ${name} = {${value}},`);
  return `@article{${key},\n${lines.join('\n')}\n}\n`;
}

/** The records as a BibTeX file: one `@article` per record, under keys unique within the file. */
export function renderBibtex(records: readonly ExportRecord[]): string {
  const keys = citationKeys(records);
  return records.map((record, index) => entry(record, keys[index])).join('\n');
}
