import { Field, Float, Int, ObjectType } from 'type-graphql';
import { DateTime } from '../../lib/scalars.js';
import { COLLEGE_LEVEL, describeReadingLevel, readingLevelOf } from '../../text/reading-level.js';
import { SummaryLevel } from './article.enums.js';

/** One labelled part of a structured abstract. */
@ObjectType('AbstractSection', { description: 'One part of a structured abstract, such as Methods or Results.' })
export class AbstractSectionType {
  @Field(() => String, {
    nullable: true,
    description: 'The section label as the source gives it, e.g. "RESULTS"; null for unlabelled text.',
  })
  label!: string | null;

  @Field(() => String, { nullable: true, description: 'The normalised section category when the source gives one, e.g. "CONCLUSIONS".' })
  category!: string | null;

  @Field(() => String, { description: 'The section text.' })
  text!: string;
}

/** How hard a summary reads, as the article page labels it (docs/product/ai.md#reading-level). */
@ObjectType({
  description:
    'How hard a summary reads, as the article page labels it: the Flesch-Kincaid grade (sentence and word length) rounded to a whole grade, raised to the first grade of the band its Dale–Chall score maps to (unfamiliar words) when it lies below that band; past grade 12 it is college level.',
})
export class ReadingLevel {
  @Field(() => Int, { description: 'The school grade a reader needs, 1 to 12; 13 stands for college level.' })
  grade!: number;

  @Field(() => Boolean, { description: 'True when the summary reads at college level, past grade 12.' })
  college!: boolean;

  @Field(() => String, { description: 'The level as the article page words it: "grade 8", or "college level".' })
  label!: string;
}

/** One reading level of an article's summary: its text, who wrote it and when, and its quality. */
@ObjectType({ description: "One reading level of an article's summary: its text, who wrote it and when, and its checks." })
export class SummaryProvenance {
  @Field(() => SummaryLevel, { description: 'The reading level of this text.' })
  level!: SummaryLevel;

  @Field(() => String, { description: 'The summary at this level, as plain text.' })
  text!: string;

  @Field(() => String, {
    description: 'The provider: `local` for the offline extractive summariser, `openai` for an OpenAI-compatible model.',
  })
  provider!: string;

  @Field(() => String, { description: 'The model or algorithm that wrote it.' })
  model!: string;

  @Field(() => DateTime, { description: 'When the summary was written.' })
  generatedAt!: Date;

  @Field(() => Float, {
    nullable: true,
    description:
      'The Flesch-Kincaid grade level of the summary (about the school year a reader needs; 8 is plain English), counted the same way for every provider. Null for summaries written before grades were recorded.',
  })
  readingGrade!: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "The Dale–Chall score of the summary, as Python's textstat computes it: how many of its words are outside a list of 2,941 familiar ones (numbers and inflected forms count as unfamiliar), and how long its sentences are. Higher is harder. Recorded at both levels.",
  })
  readingDifficulty!: number | null;

  @Field(() => ReadingLevel, {
    nullable: true,
    description:
      "The reading level shown to readers: the Flesch-Kincaid grade, raised when the summary's Dale–Chall score says the words are harder than that grade (a text dense with jargon in short sentences reads at college level, not grade 6). The score here counts words by Dale and Chall's own rules (inflected forms of familiar words and numbers are familiar), unlike readingDifficulty. Never null; the field stays nullable for compatibility.",
  })
  readingLevel!: ReadingLevel | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'True when every number in the summary can be traced to the abstract (as written, spelled out, or an exact sum of stated groups). Null for summaries written before the check existed.',
  })
  numbersTraceable!: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Set when an AI summary failed a check: what failed and which draft was kept when it was requested again, or why the AI summary was not used and the offline summary is shown instead. Null otherwise.',
  })
  qualityFlag!: string | null;
}

/** The columns a summary at either level is read from. */
export interface StoredSummaryColumns {
  aiSummary: string | null;
  summaryProvider: string | null;
  summaryModel: string | null;
  summarisedAt: Date | null;
  summaryReadingGrade: number | null;
  summaryReadingDifficulty: number | null;
  summaryNumbersTraceable: boolean | null;
  summaryQualityFlag: string | null;
  detailedSummary: string | null;
  detailedSummaryReadingGrade: number | null;
  detailedSummaryReadingDifficulty: number | null;
  detailedSummaryNumbersTraceable: boolean | null;
}

// Stored as a single-precision real: one decimal is all a grade carries.
const oneDecimal = (grade: number | null) => (grade === null ? null : Math.round(grade * 10) / 10);

/** The reading level shown for a summary's text (see `readingLevelOf`). */
function shownLevelOf(text: string): ReadingLevel {
  const level = readingLevelOf(text);
  return { grade: level, college: level >= COLLEGE_LEVEL, label: describeReadingLevel(level) };
}

/**
 * A summary at one level with its stored grade and Dale–Chall score to one decimal, and the reading level its text reads
 * at, counted only when it is read (a feed page's cards do not ask for it).
 */
function summaryOf(
  fields: Omit<SummaryProvenance, 'readingGrade' | 'readingDifficulty' | 'readingLevel'>,
  grade: number | null,
  difficulty: number | null,
): SummaryProvenance {
  let level: ReadingLevel | undefined;
  return {
    ...fields,
    readingGrade: oneDecimal(grade),
    readingDifficulty: oneDecimal(difficulty),
    get readingLevel(): ReadingLevel {
      return (level ??= shownLevelOf(fields.text));
    },
  };
}

/** An article's summary at one level; null until it is written (the detailed level also for summaries written before it). */
export function summaryAt(article: StoredSummaryColumns, level: SummaryLevel): SummaryProvenance | null {
  if (!article.summaryProvider || !article.summaryModel || !article.summarisedAt) return null;
  const made = {
    provider: article.summaryProvider,
    model: article.summaryModel,
    generatedAt: article.summarisedAt,
    qualityFlag: article.summaryQualityFlag,
  };
  if (level === SummaryLevel.DETAILED) {
    if (article.detailedSummary == null) return null;
    return summaryOf(
      { ...made, level, text: article.detailedSummary, numbersTraceable: article.detailedSummaryNumbersTraceable },
      article.detailedSummaryReadingGrade,
      article.detailedSummaryReadingDifficulty,
    );
  }
  if (article.aiSummary == null) return null;
  return summaryOf(
    { ...made, level, text: article.aiSummary, numbersTraceable: article.summaryNumbersTraceable },
    article.summaryReadingGrade,
    article.summaryReadingDifficulty,
  );
}
