import { Field, Float, ObjectType } from 'type-graphql';
import { DateTime } from '../../lib/scalars.js';

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

/** Who wrote an article's summary and when. */
@ObjectType({ description: "Who wrote an article's plain-language summary, and when." })
export class SummaryProvenance {
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

  @Field(() => Boolean, {
    nullable: true,
    description:
      'True when every number in the summary can be traced to the abstract (as written, spelled out, or an exact sum of stated groups). Null for summaries written before the check existed.',
  })
  numbersTraceable!: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Set when an AI summary failed the quality gate (above grade 9, or a number the abstract does not state) and was requested again: what failed and which draft was kept. Null otherwise.',
  })
  qualityFlag!: string | null;
}
