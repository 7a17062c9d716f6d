import { Field, ID, Int, ObjectType, UseMiddleware } from 'type-graphql';
import { asGlobalId } from '../../lib/global-ids.js';
import type { IdPage } from '../../lib/id-pages.js';
import { PageInfo } from '../article/article-connection.types.js';
import { Comment } from './comment.entity.js';

@ObjectType({ description: 'A comment that was deleted.' })
export class DeletedComment {
  @Field(() => ID, { description: "The deleted comment's id." })
  @UseMiddleware(asGlobalId('Comment'))
  id!: number;

  @Field(() => ID, { description: 'The article it belonged to.' })
  @UseMiddleware(asGlobalId('Article'))
  articleId!: number;
}

@ObjectType({ description: 'One comment in a page of comments, with its cursor.' })
export class CommentEdge {
  @Field(() => String, { description: 'An opaque position of this comment in the list.' })
  cursor!: string;

  @Field(() => Comment, { description: 'The comment.' })
  node!: Comment;
}

@ObjectType({ description: "A page of an article's comments, oldest first (a Relay connection)." })
export class CommentConnection {
  @Field(() => [CommentEdge], { description: 'The comments on this page with their cursors.' })
  edges!: CommentEdge[];

  @Field(() => [Comment], { description: 'The comments on this page, without cursors.' })
  nodes!: Comment[];

  @Field(() => PageInfo, { description: 'Paging information for this page.' })
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'How many comments the article has in all.' })
  totalCount!: number;

  static fromPage(page: IdPage<Comment>, totalCount: number): CommentConnection {
    const connection = new CommentConnection();
    connection.nodes = page.items;
    connection.edges = page.items.map((node, index) => ({ cursor: page.cursors[index], node }));
    connection.pageInfo = pageInfoOf(page);
    connection.totalCount = totalCount;
    return connection;
  }
}

/** The Relay page information of an id-ordered page. */
export function pageInfoOf(page: IdPage<unknown>): PageInfo {
  return {
    hasNextPage: page.hasNextPage,
    hasPreviousPage: page.hasPreviousPage,
    startCursor: page.cursors[0] ?? null,
    endCursor: page.cursors.at(-1) ?? null,
  };
}
