import { Field, Float, ObjectType } from 'type-graphql';
import { DateTime } from '../../lib/scalars.js';
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
      "The Dale–Chall score of the summary, as Python's textstat computes it: how many of its words are outside a list of 2,941 familiar ones (numbers and inflected forms count as unfamiliar), and how long its sentences are. Higher is harder. Recorded for the plain level; null for the detailed level and for summaries written before it was recorded.",
  })
  readingDifficulty!: number | null;

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
  detailedSummaryNumbersTraceable: boolean | null;
}

// Stored as a single-precision real: one decimal is all a grade carries.
const oneDecimal = (grade: number | null) => (grade === null ? null : Math.round(grade * 10) / 10);

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
    return {
      ...made,
      level,
      text: article.detailedSummary,
      readingGrade: oneDecimal(article.detailedSummaryReadingGrade),
      readingDifficulty: null,
      numbersTraceable: article.detailedSummaryNumbersTraceable,
    };
  }
  if (article.aiSummary == null) return null;
  return {
    ...made,
    level,
    text: article.aiSummary,
    readingGrade: oneDecimal(article.summaryReadingGrade),
    readingDifficulty: oneDecimal(article.summaryReadingDifficulty),
    numbersTraceable: article.summaryNumbersTraceable,
  };
}
