import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, Info, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { parseGlobalIdArg } from '../../lib/global-ids.js';
import type { AppContext } from '../../context.js';
import { ArticleConnection, FilterCounts, SourceCount, StudyDesignCount } from './article-connection.types.js';
import { Article } from './article.entity.js';
import { SummaryLevel } from './article.enums.js';
import { SummaryProvenance, summaryAt } from './article.types.js';
import { followAddedArticles, type AddedArticle } from './article-addition.service.js';
import {
  ArticleFilter,
  ArticleIdArgs,
  ArticlesArgs,
  DesignCountsArgs,
  FilterCountsArgs,
  RecordViewArgs,
  SearchSuggestionArgs,
} from './article.inputs.js';
import { suggestSearch } from './search-suggestion.service.js';
import {
  countByDesign,
  countBySource,
  countFilterMatches,
  getArticle,
  listArticles,
  recordView,
  type FeedArticle,
} from './article.service.js';
import { readFeedSelection } from './article-selection.inputs.js';
import { NotFoundError } from '../../lib/errors.js';

@Resolver(() => Article)
export class ArticleResolver {
  @Query(() => ArticleConnection, {
    description: 'The article feed: filtered, ordered (newest first by default) and paged by cursor or offset.',
  })
  async articles(
    @Args(() => ArticlesArgs) args: ArticlesArgs,
    @Ctx() ctx: AppContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ArticleConnection> {
    const page = await listArticles(
      ctx,
      { filter: args.filter, order: args.orderBy, first: args.first, after: args.after, offset: args.offset },
      readFeedSelection(info),
    );
    return ArticleConnection.fromPage(page);
  }

  @Query(() => Article, { nullable: true, description: 'One article by id; null when there is no such article.' })
  async article(@Args(() => ArticleIdArgs) { id }: ArticleIdArgs, @Ctx() ctx: AppContext): Promise<Article | null> {
    return getArticle(ctx, parseGlobalIdArg(id, 'Article', 'id')).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
  }

  @Query(() => [SourceCount], { description: 'How many articles each source has; every source is listed.' })
  sourceCounts(@Ctx() ctx: AppContext): Promise<SourceCount[]> {
    return countBySource(ctx);
  }

  @Query(() => String, {
    nullable: true,
    description:
      '"Did you mean": the search with each word the library does not use replaced by its nearest word there, when that finds more papers; null when there is nothing better. Public.',
  })
  searchSuggestion(@Args(() => SearchSuggestionArgs) { search }: SearchSuggestionArgs, @Ctx() ctx: AppContext): Promise<string | null> {
    return suggestSearch(ctx, search);
  }

  @Query(() => FilterCounts, {
    description:
      "How many articles match a feed filter from each source and in each category, each ignoring the filter's own choice of it: the filter panel's counts. Public; advanced filters need Premium.",
  })
  filterCounts(@Args(() => FilterCountsArgs) { filter }: FilterCountsArgs, @Ctx() ctx: AppContext): Promise<FilterCounts> {
    return countFilterMatches(ctx, filter);
  }

  @Query(() => [StudyDesignCount], {
    description: 'Premium: how many articles of each study design match a feed filter (its own designs ignored); every design is listed.',
  })
  studyDesignCounts(@Args(() => DesignCountsArgs) { filter }: DesignCountsArgs, @Ctx() ctx: AppContext): Promise<StudyDesignCount[]> {
    return countByDesign(ctx, filter);
  }

  @Subscription(() => Article, {
    subscribe: ({ args, context }) => followAddedArticles(context as AppContext, (args as { filter?: ArticleFilter | null }).filter),
    description:
      "Papers as they join the library (when their first summary is stored) and the feed narrowed by `filter` lists them, from every API process; papers added while a server's listening connection was down are delivered when it reconnects. Public; Premium's filters need Premium, as in the feed.",
  })
  articleAdded(
    @Root() added: AddedArticle,
    @Arg('filter', () => ArticleFilter, { nullable: true, description: 'Only papers this feed filter lists; missing means every paper.' })
    _filter: ArticleFilter | null,
  ): Article {
    return added.article;
  }

  @Mutation(() => Article, { description: 'Counts one view of an article and returns it with the new view count.' })
  async recordView(@Args(() => RecordViewArgs) { articleId }: RecordViewArgs, @Ctx() ctx: AppContext): Promise<Article> {
    const id = parseGlobalIdArg(articleId, 'Article', 'articleId');
    await recordView(ctx, id);
    return ctx.em.findOneOrFail(Article, { id }, { refresh: true });
  }

  @FieldResolver(() => SummaryProvenance, {
    nullable: true,
    description:
      'The summary at a reading level (PLAIN by default), with who wrote it, when, and its checks; null until it is written. Both levels come from the same writer.',
  })
  summary(
    @Root() article: FeedArticle,
    @Arg('level', () => SummaryLevel, { defaultValue: SummaryLevel.PLAIN, description: 'PLAIN for lay readers, DETAILED for clinicians.' })
    level: SummaryLevel,
  ): SummaryProvenance | null {
    return summaryAt(article, level);
  }

  @FieldResolver(() => [String], { description: "The article's category names, best match first." })
  categories(@Root() article: FeedArticle, @Ctx() ctx: AppContext): string[] | Promise<string[]> {
    return article.categories ?? ctx.loaders.categoryNames.load(article.id);
  }

  @FieldResolver(() => Boolean, {
    description: 'True when the signed-in viewer has bookmarked the article; always false for anonymous readers.',
  })
  viewerHasBookmarked(@Root() article: FeedArticle, @Ctx() ctx: AppContext): boolean | Promise<boolean> {
    return article.viewerHasBookmarked ?? ctx.loaders.viewerHasBookmarked.load(article.id);
  }
}
