import type { CorpusItem, CorpusSummary } from '../src/modules/summary/summary-corpus.service.js';
import { toPlainText } from '../src/text/plain-text.js';
import { daleChallScore, readingGrade, unfamiliarWordShare } from '../src/text/readability.js';
import { COLLEGE_LEVEL, describeReadingLevel, readingLevelOf } from '../src/text/reading-level.js';
import { findAcronyms } from '../src/text/acronyms.js';
import { speaksAsAuthors } from '../src/text/third-person.js';
import { LONGEST_TITLE, MAX_TITLE_LENGTH } from '../src/text/simplified-title.js';
import { check, formatTable, type TargetCheck } from './report.js';
import { quantile } from './stats.js';

/** T21's figures over one summarised corpus. */
export interface SummaryFigures {
  papers: number;
  withAbstract: number;
  abstractGradeMedian: number;
  summaryGradeMedian: number;
  summaryGradeP90: number;
  /** The reading level readers are shown (1–12, 13 for college level; see `shownReadingLevel`), median and p90 by rank. */
  shownLevelMedian: number;
  shownLevelP90: number;
  /** The share of plain summaries shown at college level. */
  collegeShare: number;
  detailedShownLevelMedian: number;
  abstractDaleChallMedian: number;
  summaryDaleChallMedian: number;
  abstractUnfamiliarMedian: number;
  summaryUnfamiliarMedian: number;
  traceableShare: number;
  /** The detailed level: its median grade and the share of detailed summaries with every number traceable. */
  detailedGradeMedian: number;
  detailedTraceableShare: number;
  detailedUntraceable: { ref: string | null; detailed: string }[];
  untraceable: { ref: string | null; numbers: string[] }[];
  titleGradeMedian: number;
  simplifiedTitleGradeMedian: number;
  truncatedTitles: number;
  longTitles: number;
  overlongTitles: number;
  titleLengthMedian: number;
  questionTitles: number;
  questionsKept: number;
  unexplainedAbbreviations: { ref: string | null; abbreviations: string[] }[];
  unchangedTitles: number;
  firstPerson: string[];
}

const median = (values: readonly number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

// A whole level at quantile `q` by nearest rank, never one between two levels.
const levelAt = (levels: readonly number[], q: number) => {
  const sorted = [...levels].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
};

const levelText = (level: number) => (Number.isNaN(level) ? 'n/a' : describeReadingLevel(level));

/** Computes the figures: summary grades over papers with an abstract, numbers and titles over every paper. */
export function computeFigures(items: readonly CorpusItem[], summaries: readonly CorpusSummary[]): SummaryFigures {
  const withAbstract = items.flatMap((item, index) => (hasAbstract(item) ? [summaries[index]] : []));
  const grades = withAbstract.map((summary) => summary.readingGrade).sort((a, b) => a - b);
  const levels = withAbstract.map((summary) => readingLevelOf(summary.summary));
  const detailedLevels = withAbstract.flatMap((summary) =>
    summary.detailedSummary === null ? [] : [readingLevelOf(summary.detailedSummary)],
  );
  const abstracts = items.filter(hasAbstract).map((item) => toPlainText(abstractOf(item)));
  const titles = items.map((item) => toPlainText(item.input.title).replace(/\s+/g, ' ').trim());
  return {
    papers: items.length,
    withAbstract: withAbstract.length,
    abstractGradeMedian: median(abstracts.map(readingGrade)),
    summaryGradeMedian: quantile(grades, 0.5),
    summaryGradeP90: quantile(grades, 0.9),
    shownLevelMedian: levelAt(levels, 0.5),
    shownLevelP90: levelAt(levels, 0.9),
    collegeShare: levels.filter((level) => level >= COLLEGE_LEVEL).length / levels.length,
    detailedShownLevelMedian: levelAt(detailedLevels, 0.5),
    abstractDaleChallMedian: median(abstracts.map(daleChallScore)),
    summaryDaleChallMedian: median(withAbstract.map((summary) => daleChallScore(summary.summary))),
    abstractUnfamiliarMedian: median(abstracts.map(unfamiliarWordShare)),
    summaryUnfamiliarMedian: median(withAbstract.map((summary) => unfamiliarWordShare(summary.summary))),
    traceableShare: summaries.filter((summary) => summary.numbersTraceable).length / summaries.length,
    detailedGradeMedian: median(
      withAbstract.flatMap((summary) => (summary.detailedReadingGrade === null ? [] : [summary.detailedReadingGrade])),
    ),
    detailedTraceableShare: summaries.filter((summary) => summary.detailedNumbersTraceable === true).length / summaries.length,
    detailedUntraceable: summaries
      .filter((summary) => summary.detailedNumbersTraceable !== true)
      .map((summary) => ({ ref: summary.ref, detailed: summary.detailedSummary ?? '(none)' })),
    untraceable: summaries
      .filter((summary) => !summary.numbersTraceable)
      .map((summary) => ({ ref: summary.ref, numbers: summary.untraceableNumbers })),
    titleGradeMedian: median(titles.map(readingGrade)),
    simplifiedTitleGradeMedian: median(summaries.map((summary) => readingGrade(summary.simplifiedTitle))),
    truncatedTitles: summaries.filter((summary) => /(?:…|\.\.\.)\s*$/.test(summary.simplifiedTitle)).length,
    longTitles: summaries.filter((summary) => summary.simplifiedTitle.length > MAX_TITLE_LENGTH).length,
    overlongTitles: summaries.filter((summary) => summary.simplifiedTitle.length > LONGEST_TITLE).length,
    titleLengthMedian: median(summaries.map((summary) => summary.simplifiedTitle.length)),
    questionTitles: titles.filter(asksQuestion).length,
    questionsKept: summaries.filter((summary, index) => asksQuestion(titles[index]) && asksQuestion(summary.simplifiedTitle)).length,
    unexplainedAbbreviations: items.flatMap((item, index) => {
      const abbreviations = unexplainedAbbreviations(item, summaries[index].simplifiedTitle);
      return abbreviations.length === 0 ? [] : [{ ref: summaries[index].ref, abbreviations }];
    }),
    firstPerson: summaries.filter((summary) => speaksAsAuthors(summary.summary)).map((summary) => summary.ref ?? '(no ref)'),
    unchangedTitles: summaries.filter((summary, index) => summary.simplifiedTitle === titles[index]).length,
  };
}

/** The figures as T21's checks, each beside its target. */
export function figureChecks(figures: SummaryFigures): TargetCheck[] {
  const drop = figures.titleGradeMedian - figures.simplifiedTitleGradeMedian;
  return [
    check(
      'T21',
      `median summary grade (${figures.withAbstract} with an abstract)`,
      figures.summaryGradeMedian.toFixed(1),
      '≤ 9.0',
      figures.summaryGradeMedian <= 9,
    ),
    check('T21', 'p90 summary grade', figures.summaryGradeP90.toFixed(1), '≤ 12', figures.summaryGradeP90 <= 12),
    check('info', 'median reading level shown (grade and Dale–Chall band)', levelText(figures.shownLevelMedian), '', null),
    check('info', 'p90 reading level shown', levelText(figures.shownLevelP90), '', null),
    check('info', 'summaries shown at college level', `${(figures.collegeShare * 100).toFixed(1)}%`, '', null),
    check(
      'T21',
      `Dale–Chall median, summaries vs abstracts (${figures.abstractDaleChallMedian.toFixed(1)})`,
      figures.summaryDaleChallMedian.toFixed(1),
      `≤ ${(figures.abstractDaleChallMedian - 1).toFixed(1)}`,
      figures.summaryDaleChallMedian <= figures.abstractDaleChallMedian - 1,
    ),
    check(
      'info',
      `median unfamiliar-word share, summaries vs abstracts (${(figures.abstractUnfamiliarMedian * 100).toFixed(1)}%)`,
      `${(figures.summaryUnfamiliarMedian * 100).toFixed(1)}%`,
      '',
      null,
    ),
    check(
      'T21',
      'plain summaries with every number traceable',
      `${(figures.traceableShare * 100).toFixed(1)}%`,
      '100%',
      figures.traceableShare === 1,
    ),
    check(
      'T21',
      'detailed summaries with every number traceable',
      `${(figures.detailedTraceableShare * 100).toFixed(1)}%`,
      '100%',
      figures.detailedTraceableShare === 1,
    ),
    check('info', 'median detailed summary grade (for clinicians; no limit)', figures.detailedGradeMedian.toFixed(1), '', null),
    check('info', 'median reading level shown, detailed', levelText(figures.detailedShownLevelMedian), '', null),
    check(
      'T21',
      `title grade drop (median ${figures.titleGradeMedian.toFixed(1)} → ${figures.simplifiedTitleGradeMedian.toFixed(1)})`,
      drop.toFixed(1),
      '≥ 2',
      drop >= 2,
    ),
    check('T21', 'simplified titles cut with an ellipsis', String(figures.truncatedTitles), '0', figures.truncatedTitles === 0),
    check('T21', `simplified titles over ${LONGEST_TITLE} characters`, String(figures.overlongTitles), '0', figures.overlongTitles === 0),
    check(
      'T21',
      `question titles still asking (${figures.questionTitles} ask one)`,
      figures.questionTitles === 0 ? 'none' : `${((figures.questionsKept / figures.questionTitles) * 100).toFixed(1)}%`,
      '≥ 98%',
      figures.questionTitles === 0 || figures.questionsKept / figures.questionTitles >= 0.98,
    ),
    check(
      'T21',
      'titles keeping an abbreviation the abstract defines',
      String(figures.unexplainedAbbreviations.length),
      '0',
      figures.unexplainedAbbreviations.length === 0,
    ),
    check('T21', "summaries in the authors' first person", String(figures.firstPerson.length), '0', figures.firstPerson.length === 0),
    check('info', 'median simplified title length (characters)', figures.titleLengthMedian.toFixed(0), '', null),
    check('info', `simplified titles over ${MAX_TITLE_LENGTH} characters`, String(figures.longTitles), '', null),
    check('info', 'median abstract grade', figures.abstractGradeMedian.toFixed(1), '', null),
    check('info', 'simplified titles identical to the original', String(figures.unchangedTitles), '', null),
  ];
}

/** The checks as a printed table. */
export function formatChecks(checks: readonly TargetCheck[]): string {
  return formatTable(
    ['target', 'check', 'measured', 'target', 'result'],
    checks.map((row) => [row.target, row.check, row.value, row.limit, row.pass === null ? '' : row.pass ? 'PASS' : 'FAIL']),
  );
}

function abstractOf(item: CorpusItem): string {
  const { abstract, abstractSections } = item.input;
  return abstract.trim() !== '' ? abstract : abstractSections.map((section) => section.text).join('\n\n');
}

function asksQuestion(title: string): boolean {
  return title.includes('?');
}

// The short forms the abstract or title defines that a simplified title still uses unexplained.
function unexplainedAbbreviations(item: CorpusItem, simplifiedTitle: string): string[] {
  const defined = findAcronyms([abstractOf(item), toPlainText(item.input.title)]);
  return [...defined.keys()].filter((short) => {
    const standalone = new RegExp(
      String.raw`(?<![\p{L}\p{N}\-/])${short.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?(?![\p{L}\p{N}\-/])`,
      'u',
    );
    return standalone.test(simplifiedTitle) && !simplifiedTitle.includes(`(${short})`);
  });
}

function hasAbstract(item: CorpusItem): boolean {
  return abstractOf(item).trim() !== '';
}
