import { BadInputError } from '../../lib/errors.js';
import type { AbstractSection } from '../ingestion/article-draft.types.js';
import type { FallbackReason } from './summary.errors.js';
import { summariseWithQualityGate } from './summary-gate.rules.js';
import type { Summariser, SummaryInput } from './summariser.types.js';

/** One paper of a corpus file, with the reference its line gave (null when none). */
export interface CorpusItem {
  ref: string | null;
  input: SummaryInput;
}

/** One line of a summarised corpus. */
export interface CorpusSummary {
  ref: string | null;
  simplifiedTitle: string;
  summary: string;
  provider: string;
  model: string;
  /** Flesch-Kincaid grade of the summary, as Paperlight stores it. */
  readingGrade: number;
  readingDifficulty: number;
  numbersTraceable: boolean;
  untraceableNumbers: string[];
  qualityFlag: string | null;
  /** The detailed level, for clinicians and researchers, with its grade and number check (null when none was written). */
  detailedSummary: string | null;
  detailedReadingGrade: number | null;
  detailedNumbersTraceable: boolean | null;
  /** Why the AI draft was not used and the offline summary stands in its place; null when nothing fell back. */
  fallbackReason: FallbackReason | null;
}

/**
 * Reads a corpus in JSON lines: each non-blank line an object with `title` and `abstract` (strings), and optionally
 * `abstractSections` (`[{ label, text }]`), `ref` (string or number), `isPreprint` (boolean) and `journal` (string).
 * Throws BadInputError naming the first bad line; nothing is summarised from a file with a bad line.
 */
export function parseCorpus(text: string): CorpusItem[] {
  const items: CorpusItem[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    items.push(parseLine(line, index + 1));
  });
  if (items.length === 0) throw new BadInputError('The corpus has no papers: give one JSON object per line.');
  return items;
}

/**
 * Summarises every paper in order through the quality gate; `onEach` hears of each one as it is done. A paper whose AI
 * summary cannot be had or fails its checks gets the offline summary (with `fallbackReason`), and the run goes on.
 */
export async function summariseCorpus(
  summariser: Summariser,
  items: readonly CorpusItem[],
  onEach: (summary: CorpusSummary, index: number) => void | Promise<void> = () => undefined,
): Promise<CorpusSummary[]> {
  const summaries: CorpusSummary[] = [];
  for (const [index, item] of items.entries()) {
    const gated = await summariseWithQualityGate(summariser, item.input);
    const summary: CorpusSummary = {
      ref: item.ref,
      simplifiedTitle: gated.simplifiedTitle,
      summary: gated.summary,
      provider: gated.provider,
      model: gated.model,
      readingGrade: gated.quality.readingGrade,
      readingDifficulty: gated.quality.readingDifficulty,
      numbersTraceable: gated.quality.numbersTraceable,
      untraceableNumbers: gated.quality.untraceableNumbers,
      qualityFlag: gated.qualityFlag ?? null,
      detailedSummary: gated.detailedSummary ?? null,
      detailedReadingGrade: gated.detailedQuality?.readingGrade ?? null,
      detailedNumbersTraceable: gated.detailedQuality?.numbersTraceable ?? null,
      fallbackReason: gated.fallbackReason,
    };
    summaries.push(summary);
    await onEach(summary, index);
  }
  return summaries;
}

function parseLine(line: string, lineNumber: number): CorpusItem {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new BadInputError(`Line ${lineNumber} is not valid JSON.`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BadInputError(`Line ${lineNumber} must be a JSON object with "title" and "abstract".`);
  }
  const record = value as Record<string, unknown>;
  const fail = (message: string): never => {
    throw new BadInputError(`Line ${lineNumber}: ${message}`);
  };
  if (typeof record.title !== 'string' || record.title.trim() === '') fail('"title" must be a non-empty string.');
  if (typeof record.abstract !== 'string') fail('"abstract" must be a string (empty when the paper has none).');
  if (record.ref !== undefined && record.ref !== null && typeof record.ref !== 'string' && typeof record.ref !== 'number') {
    fail('"ref" must be a string or a number.');
  }
  if (record.isPreprint !== undefined && typeof record.isPreprint !== 'boolean') fail('"isPreprint" must be true or false.');
  if (record.journal !== undefined && typeof record.journal !== 'string') fail('"journal" must be a string.');
  return {
    ref: record.ref === undefined || record.ref === null ? null : String(record.ref),
    input: {
      title: record.title as string,
      abstract: record.abstract as string,
      abstractSections: readSections(record.abstractSections, fail),
      isPreprint: record.isPreprint === true,
      journal: typeof record.journal === 'string' ? record.journal : '',
    },
  };
}

function readSections(value: unknown, fail: (message: string) => never): AbstractSection[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return fail('"abstractSections" must be a list of { "label", "text" } objects.');
  return value.map((section: unknown, index) => {
    const entry = (typeof section === 'object' && section !== null ? section : {}) as Record<string, unknown>;
    const label = entry.label ?? null;
    const category = entry.category ?? null;
    if (
      typeof entry.text !== 'string' ||
      (label !== null && typeof label !== 'string') ||
      (category !== null && typeof category !== 'string')
    ) {
      return fail(`abstractSections[${index}] must have a string "text" and a string or null "label".`);
    }
    return { label, category, text: entry.text } as AbstractSection;
  });
}
