import { Field, ObjectType } from 'type-graphql';
import { PeerReview, SearchScope, Source, StudyDesign } from '../article/article.enums.js';

/** A saved search's filter as GraphQL answers it: the feed filter's parts, without the date window. */
@ObjectType({ description: "A saved search's filter: the feed filter's parts but the date window, which a saved search ignores." })
export class SavedSearchFilter {
  @Field(() => [Source], { description: 'Only these sources; empty means all.' })
  sources!: Source[];

  @Field(() => [String], { description: 'Only articles in any of these categories, by name or slug; empty means all.' })
  categories!: string[];

  @Field(() => String, { nullable: true, description: 'The search text, if any.' })
  search!: string | null;

  @Field(() => SearchScope, { nullable: true, description: 'Premium: where the search text is matched.' })
  searchScope!: SearchScope | null;

  @Field(() => [StudyDesign], { description: 'Premium: only these study designs; empty means all.' })
  designs!: StudyDesign[];

  @Field(() => PeerReview, { nullable: true, description: 'Premium: only peer-reviewed papers, or only preprints.' })
  peerReview!: PeerReview | null;

  @Field(() => Boolean, { description: 'Premium: only papers whose full text is free to read.' })
  openAccessOnly!: boolean;

  @Field(() => [String], { description: 'Premium: only papers from these journals; empty means all.' })
  journals!: string[];
}
