import type { AbstractSection } from '#graph/modules/ingestion/article-draft.types.js';
import { runInSections } from '#graph/text/abstract-headings.js';
import { GREEK_LETTERS } from '#graph/text/latex.js';
import { cleanMarkup, LINE_MARK } from '#graph/text/markup.js';

const MEDRXIV_SYMBOLS: Readonly<Record<string, string>> = { ...GREEK_LETTERS, micro: 'µ' };

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
    .replace(/O_ST_ABS([\s\S]*?)C_ST_ABS/g, `${LINE_MARK}$1${LINE_MARK}`)
    .replace(/[OC]_ST_ABS/g, LINE_MARK)
    .replace(/O_LI/g, `${LINE_MARK}• `)
    .replace(/C_LI/g, '')
    .replace(/[OC]_SCP(?:LOW|CAP)/g, '');
}

/** Cleans a medRxiv text field: tokens and Greek names resolved, "\n\n" kept as paragraph breaks. */
export function cleanMedrxivText(text: string): string {
  return cleanMarkup(text, { blankLineParagraphs: true, transform: replaceMedrxivTokens });
}

/**
 * Turns a medRxiv abstract into sections: each "\n\n" paragraph that opens with a run-in heading starts a
 * labelled section, and paragraphs without one continue the section before them.
 */
export function medrxivAbstractSections(abstract: string): AbstractSection[] {
  return runInSections(abstract, cleanMedrxivText);
}
