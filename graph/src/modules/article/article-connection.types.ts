import { Field, Int, ObjectType } from 'type-graphql';
import { Article } from './article.entity.js';
import { Source, StudyDesign } from './article.enums.js';
import type { ArticlePage } from './article.service.js';

@ObjectType({ description: 'Where a page of results sits in the whole list.', simpleResolvers: true })
export class PageInfo {
  @Field(() => Boolean, { description: 'True when more results follow this page.' })
  hasNextPage!: boolean;

  @Field(() => Boolean, { description: 'True when results precede this page.' })
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true, description: 'The cursor of the first result on this page.' })
  startCursor!: string | null;

  @Field(() => String, { nullable: true, description: 'The cursor of the last result on this page; pass it as `after` for the next page.' })
  endCursor!: string | null;
}

@ObjectType({ description: 'One article in a page of articles, with its cursor.', simpleResolvers: true })
export class ArticleEdge {
  @Field(() => String, { description: 'An opaque position of this article in its list.' })
  cursor!: string;

  @Field(() => Article, { description: 'The article.' })
  node!: Article;
}

@ObjectType({ description: 'A page of articles, from the feed or the saved articles (a Relay connection).', simpleResolvers: true })
export class ArticleConnection {
  @Field(() => [ArticleEdge], { description: 'The articles on this page with their cursors.' })
  edges!: ArticleEdge[];

  @Field(() => [Article], { description: 'The articles on this page, without cursors.' })
  nodes!: Article[];

  @Field(() => PageInfo, { description: 'Paging information for this page.' })
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'How many articles the list has in all (for the feed: how many match the filter).' })
  totalCount!: Promise<number>;

  static fromPage(page: ArticlePage): ArticleConnection {
    const connection = new ArticleConnection();
    connection.edges = page.edges;
    connection.nodes = page.edges.map((edge) => edge.node);
    connection.pageInfo = {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: page.edges[0]?.cursor ?? null,
      endCursor: page.edges.at(-1)?.cursor ?? null,
    };
    // A getter, so the count query runs only when the field is selected.
    Object.defineProperty(connection, 'totalCount', { get: page.totalCount, enumerable: true });
    return connection;
  }
}

@ObjectType({ description: 'How many articles one source has.' })
export class SourceCount {
  @Field(() => Source, { description: 'The source (REST names it as readers see it, e.g. `PubMed`).' })
  source!: Source;

  @Field(() => Int, { description: 'How many articles come from it.' })
  count!: number;
}

@ObjectType({ description: 'How many articles in one category match a filter.' })
export class CategoryMatchCount {
  @Field(() => String, { description: 'The category\'s name, e.g. "Cardiology".' })
  name!: string;

  @Field(() => Int, { description: 'How many matching articles are in it.' })
  count!: number;
}

@ObjectType({ description: "A feed filter's counts per source and per category, each ignoring the filter's own choice of it." })
export class FilterCounts {
  @Field(() => [SourceCount], { description: 'Every source, with how many articles would match with it ticked.' })
  sources!: SourceCount[];

  @Field(() => [CategoryMatchCount], {
    description: 'Every category with at least one match, largest first, with how many articles would match with it ticked.',
  })
  categories!: CategoryMatchCount[];
}

@ObjectType({ description: 'How many articles of one study design match a filter.' })
export class StudyDesignCount {
  @Field(() => StudyDesign, { description: 'The study design.' })
  design!: StudyDesign;

  @Field(() => Int, { description: 'How many matching articles have it.' })
  count!: number;
}
