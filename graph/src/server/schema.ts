import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { ArticleResolver } from '../modules/article/article.resolver.js';
import { CategoryResolver } from '../modules/category/category.resolver.js';

export const RESOLVERS = [ArticleResolver, CategoryResolver] as const;

/** Builds the public GraphQL schema from the type-graphql resolvers. */
export async function createSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({ resolvers: RESOLVERS, validate: false });
  describeRoot(schema.getQueryType(), 'Reads: the article feed, single articles, categories and source counts.');
  describeRoot(schema.getMutationType(), 'Writes that change Paperlight\'s data, such as recording that an article was viewed.');
  return schema;
}

// type-graphql has no option for the root types' descriptions, which integrators see first in an explorer.
function describeRoot(type: GraphQLObjectType | null | undefined, description: string): void {
  if (type) type.description = description;
}
