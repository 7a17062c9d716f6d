import { readFileSync } from 'node:fs';

/** One reviewed substitution: the terms it replaces, their plain wording, and the wording for a first use when given. */
export interface VocabularyEntry {
  terms: string[];
  plain: string;
  /** The term kept with a short explanation, used the first time it appears in a summary. */
  explained?: string;
  /** The file and line it comes from, for messages. */
  origin: string;
}

/** The lay medical vocabulary (data/lay-vocabulary.tsv): medical terms and their everyday wording. */
export const LAY_VOCABULARY_FILE = new URL('./data/lay-vocabulary.tsv', import.meta.url);
/** The plain words list (data/plain-words.tsv): wordy or academic expressions and their plain wording. */
export const PLAIN_WORDS_FILE = new URL('./data/plain-words.tsv', import.meta.url);

/**
 * Reads a vocabulary file: tab-separated `term[|variant…]`, plain wording and an optional first-use wording, one entry a
 * line, `#` comments and blank lines skipped. Throws an Error naming the file and line of a malformed entry or of a term
 * listed twice.
 */
export function readVocabulary(file: URL, text = readFileSync(file, 'utf8')): VocabularyEntry[] {
  const name = file.pathname.split('/').pop() ?? String(file);
  const seen = new Map<string, string>();
  const entries: VocabularyEntry[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '' || line.startsWith('#')) return;
    const origin = `${name}:${index + 1}`;
    const columns = line.split('\t');
    const [termColumn, plain, explained] = columns;
    const terms = termColumn.split('|').map((term) => term.trim());
    if (columns.length < 2 || columns.length > 3 || terms.some((term) => term === '') || !plain?.trim() || explained?.trim() === '') {
      throw new Error(`${origin}: expected "term[|variant] <TAB> plain wording [<TAB> first-use wording]", got "${line}".`);
    }
    for (const term of terms) {
      const key = term.toLowerCase();
      const earlier = seen.get(key);
      if (earlier !== undefined) throw new Error(`${origin}: "${term}" is already listed at ${earlier}.`);
      seen.set(key, origin);
    }
    entries.push({ terms, plain: plain.trim(), ...(explained === undefined ? {} : { explained: explained.trim() }), origin });
  });
  return entries;
}
