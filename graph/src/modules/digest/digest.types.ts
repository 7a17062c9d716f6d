import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTime } from '../../lib/scalars.js';
import { Article } from '../article/article.entity.js';
import { SavedSearch } from '../saved-search/saved-search.entity.js';

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

/** One part of a digest preview: the papers of one saved search, or those matching none of the viewer's searches. */
@ObjectType('DigestPreviewSection', {
  description: "One part of the digest: the new papers of one of the viewer's saved searches, or (savedSearch null) those matching none.",
})
export class DigestPreviewSection {
  @Field(() => SavedSearch, {
    nullable: true,
    description: 'The saved search these papers match first, in the order the searches were saved; null for papers matching none.',
  })
  savedSearch!: SavedSearch | null;

  @Field(() => [Article], { description: 'The papers listed in this part, newest publication first (at most 10).' })
  articles!: Article[];

  @Field(() => Int, { description: 'How many new papers this part holds, listed or not.' })
  totalCount!: number;
}

/** What the reader's next digest would hold, as the sender would build it now. */
@ObjectType('DigestPreview', {
  description:
    "What the viewer's next digest would hold if it went out now: the same selection the sender makes. A paper is new when it arrived in Paperlight in the period, whatever its publication date, and was never listed in an earlier digest to the viewer.",
})
export class DigestPreview {
  @Field(() => [DigestPreviewSection], {
    description: "The digest's parts: one per saved search with new papers, in the order they were saved, then the papers matching none.",
  })
  sections!: DigestPreviewSection[];

  @Field(() => [Article], { description: 'Every article the digest lists, section by section (at most 10 per section).' })
  articles!: Article[];

  @Field(() => Int, {
    description: 'How many papers from the chosen sources arrived in the period and are new to the viewer, listed or not.',
  })
  totalCount!: number;

  @Field(() => String, { description: 'The key of the period: its Eastern date (daily) or the ISO week of its Sunday (weekly).' })
  periodKey!: string;

  @Field(() => DateTime, {
    description:
      "Start of the period: where the viewer's previous digest ended, or the same Eastern wall-clock time a day or a week before the period's delivery slot.",
  })
  periodStart!: Date;

  @Field(() => DateTime, { description: 'End of the period so far: now.' })
  periodEnd!: Date;
}
