import { Field, Int, ObjectType } from 'type-graphql';
import type { IdPage } from '../../lib/id-pages.js';
import { PageInfo } from '../article/article-connection.types.js';
import { pageInfoOf } from '../comment/comment.types.js';
import { Bookmark } from './bookmark.entity.js';

@ObjectType({ description: 'One bookmark in a page of bookmarks, with its cursor.' })
export class BookmarkEdge {
  @Field(() => String, { description: 'An opaque position of this bookmark in the list.' })
  cursor!: string;

  @Field(() => Bookmark, { description: 'The bookmark.' })
  node!: Bookmark;
}

@ObjectType({ description: "A page of the viewer's bookmarks, newest first (a Relay connection)." })
export class BookmarkConnection {
  @Field(() => [BookmarkEdge], { description: 'The bookmarks on this page with their cursors.' })
  edges!: BookmarkEdge[];

  @Field(() => [Bookmark], { description: 'The bookmarks on this page, without cursors.' })
  nodes!: Bookmark[];

  @Field(() => PageInfo, { description: 'Paging information for this page.' })
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'How many bookmarks the viewer has in all.' })
  totalCount!: Promise<number>;

  static fromPage(page: IdPage<Bookmark>, totalCount: () => Promise<number>): BookmarkConnection {
    const connection = new BookmarkConnection();
    connection.nodes = page.items;
    connection.edges = page.items.map((node, index) => ({ cursor: page.cursors[index], node }));
    connection.pageInfo = pageInfoOf(page);
    // A getter, so the count query runs only when the field is selected.
    Object.defineProperty(connection, 'totalCount', { get: totalCount, enumerable: true });
    return connection;
  }
}
