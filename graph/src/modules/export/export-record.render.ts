import type { Article } from '../article/article.entity.js';
import type { StudyDesign } from '../article/article.enums.js';

/** What every export format writes about one article. */
export interface ExportRecord {
  id: number;
  title: string;
  /** One entry per author, as the source names them ("Family, G." or "Given Family"). */
  authors: string[];
  journal: string;
  publishedDate: Date;
  doi: string | null;
  /** The PubMed id: the article's own, or its external id when PubMed is its source. */
  pmid: string | null;
  url: string;
  source: string;
  abstract: string;
  summary: string | null;
  isPreprint: boolean;
  isOpenAccess: boolean;
  studyDesign: StudyDesign;
  /** The number of participants the abstract states, when it states one. */
  sampleSize: number | null;
}

/** The export view of a stored article. */
export function exportRecordOf(article: Article): ExportRecord {
  const authors = article.authorList.length ? article.authorList : article.authors.trim() ? [article.authors.trim()] : [];
  return {
    id: article.id,
    title: article.title,
    authors,
    journal: article.journal,
    publishedDate: article.publishedDate,
    doi: article.doi,
    pmid: article.pmid ?? (article.source === 'PubMed' && /^\d+$/.test(article.externalId) ? article.externalId : null),
    url: article.sourceUrl,
    source: article.source,
    abstract: article.abstract,
    summary: article.aiSummary,
    isPreprint: article.isPreprint,
    isOpenAccess: article.isOpenAccess,
    studyDesign: article.studyDesign,
    sampleSize: article.sampleSize ?? null,
  };
}

/** The date as YYYY-MM-DD in UTC. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Text on one line: control characters and line breaks become single spaces. */
export function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029\s]+/g, ' ').trim();
}

const NAME_SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv']);

/** An author's family name: the part before the comma in "Family, G.", else the last word that is not a suffix. */
export function familyName(author: string): string {
  const comma = author.indexOf(',');
  if (comma > 0) return author.slice(0, comma).trim();
  const words = author.trim().split(/\s+/);
  while (words.length > 1 && NAME_SUFFIXES.has(words[words.length - 1].replace(/\./g, '').toLowerCase())) words.pop();
  return words[words.length - 1] ?? '';
}

/** Lower-case ASCII letters and digits only: accents dropped, everything else removed. */
export function asciiWord(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const KEY_STOP_WORDS = new Set(['a', 'an', 'the', 'of', 'on', 'in', 'for', 'and', 'to', 'with']);

/**
 * Citation keys for records in order, unique within the list: the first author's family name and the year
 * ("smith2026"), then "smith2026b", "smith2026c"… for the next papers with the same; without authors the first
 * significant title word stands in for the name.
 */
export function citationKeys(records: readonly ExportRecord[]): string[] {
  const used = new Set<string>();
  return records.map((record) => {
    const year = record.publishedDate.getUTCFullYear();
    const titleWord = record.title
      .split(/\s+/)
      .map(asciiWord)
      .find((word) => word && !KEY_STOP_WORDS.has(word));
    const base = `${asciiWord(record.authors[0] ? familyName(record.authors[0]) : '') || titleWord || 'article'}${year}`;
    let key = base;
    for (let letter = 1; used.has(key) && letter < 26; letter += 1) key = `${base}${String.fromCharCode(97 + letter)}`;
    if (used.has(key)) key = `${base}-${record.id}`;
    used.add(key);
    return key;
  });
}
