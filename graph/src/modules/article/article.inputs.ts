import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { ArticleOrder, ArticleStatus, DateRange, PeerReview, SearchScope, Source, StudyDesign } from './article.enums.js';

@InputType({ description: 'Narrows the feed; every part is optional and the parts combine with AND.' })
export class ArticleFilter {
  @Field(() => [Source], { nullable: true, description: 'Only these sources; empty or missing means all.' })
  sources?: Source[] | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Only articles in any of these categories, by name or slug; empty or missing means all.',
  })
  categories?: string[] | null;

  @Field(() => DateRange, {
    nullable: true,
    description: 'Only papers that became public at their source within this window; missing means any date.',
  })
  dateRange?: DateRange | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Full-text search over titles, summary, abstract, authors and journal. Quotes, OR and -word work as on web search engines.',
  })
  search?: string | null;

  @Field(() => [StudyDesign], {
    nullable: true,
    description: 'Premium: only articles of any of these study designs; empty or missing means all.',
  })
  designs?: StudyDesign[] | null;

  @Field(() => PeerReview, { nullable: true, description: 'Premium: only peer-reviewed papers, or only preprints; missing means both.' })
  peerReview?: PeerReview | null;

  @Field(() => Boolean, { nullable: true, description: 'Premium: when true, only papers whose full text is free to read.' })
  openAccessOnly?: boolean | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Premium: only papers from any of these journals, matched whole and ignoring case; empty or missing means all.',
  })
  journals?: string[] | null;

  @Field(() => SearchScope, {
    nullable: true,
    description: 'Premium: match the search text against titles only or authors only; missing or ALL searches everything.',
  })
  searchScope?: SearchScope | null;

  @Field(() => [ArticleStatus], {
    nullable: true,
    description: 'Only articles of any of these statuses (RETRACTED, CORRECTED, …); empty or missing means every status not hidden.',
  })
  statuses?: ArticleStatus[] | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Whether retracted and withdrawn papers are listed. Missing: hidden from the feed, listed when `search` is given; ignored when `statuses` is given.',
  })
  includeRetracted?: boolean | null;
}

@ArgsType()
export class FilterCountsArgs {
  @Field(() => ArticleFilter, { nullable: true, description: 'The feed filter the counts are for; each facet ignores its own part.' })
  filter?: ArticleFilter | null;
}

@ArgsType()
export class DesignCountsArgs {
  @Field(() => ArticleFilter, { nullable: true, description: 'The feed filter the counts are for; its own designs are ignored.' })
  filter?: ArticleFilter | null;
}

@ArgsType()
export class ArticlesArgs {
  @Field(() => ArticleFilter, { nullable: true, description: 'What to narrow the feed to.' })
  filter?: ArticleFilter | null;

  @Field(() => ArticleOrder, {
    nullable: true,
    defaultValue: ArticleOrder.NEWEST,
    description: 'The order of the feed; NEWEST by default.',
  })
  orderBy?: ArticleOrder | null;

  @Field(() => Int, { nullable: true, defaultValue: 20, description: 'How many articles to return, from 0 to 100; 20 by default.' })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'Return the articles after this cursor (an endCursor from the previous page).' })
  after?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Skip this many articles instead of using a cursor (for "load more" lists); at most 10,000.',
  })
  offset?: number | null;
}

@ArgsType()
export class SearchSuggestionArgs {
  @Field(() => String, { description: 'The search as the reader typed it.' })
  search!: string;
}

@ArgsType()
export class ArticleIdArgs {
  @Field(() => ID, { description: "The article's global id (its databaseId is accepted too)." })
  id!: string;
}

@ArgsType()
export class RecordViewArgs {
  @Field(() => ID, { description: 'The id of the article that was opened.' })
  articleId!: string;
}
