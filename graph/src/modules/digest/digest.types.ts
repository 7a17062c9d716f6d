import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTime } from '../../lib/scalars.js';
import { Article } from '../article/article.entity.js';

/** How often a digest goes out: GraphQL names in capitals, values the stored and REST strings. */
export const DigestFrequencyValues = { WEEKLY: 'weekly', DAILY: 'daily' } as const;

registerEnumType(DigestFrequencyValues, {
  name: 'DigestFrequency',
  description: 'How often the email digest goes out.',
  valuesConfig: {
    WEEKLY: { description: 'Sundays at the delivery time, covering the past week.' },
    DAILY: { description: 'Every day at the delivery time, covering the past day.' },
  },
});

/** Which sources a digest draws from; one switch per source. */
@ObjectType('DigestSources', { description: 'Which sources the digest draws from: one switch per source.' })
export class DigestSources {
  @Field(() => Boolean, { description: 'Papers from PubMed.' })
  PubMed!: boolean;

  @Field(() => Boolean, { description: 'Preprints from medRxiv.' })
  medRxiv!: boolean;

  @Field(() => Boolean, { description: 'Papers from PLOS.' })
  PLOS!: boolean;

  @Field(() => Boolean, { description: 'Papers from DOAJ journals.' })
  DOAJ!: boolean;
}

/** What the reader's next digest would hold, as the sender would build it now. */
@ObjectType('DigestPreview', {
  description: "What the viewer's digest would hold if it went out now: the same selection the sender makes.",
})
export class DigestPreview {
  @Field(() => [Article], { description: 'The articles the digest lists, newest publication first (at most 10).' })
  articles!: Article[];

  @Field(() => Int, { description: 'How many articles from the chosen sources arrived in the period, listed or not.' })
  totalCount!: number;

  @Field(() => DateTime, {
    description: 'Start of the period the digest covers (the same Eastern wall-clock time a day or a week earlier).',
  })
  periodStart!: Date;

  @Field(() => DateTime, { description: 'End of the period the digest covers: now.' })
  periodEnd!: Date;
}
