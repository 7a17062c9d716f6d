import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';

/** The committed SDL form of the schema: sorted, so the file only changes when the API does. */
export function printSchemaFile(schema: GraphQLSchema): string {
  return `# Generated from the type-graphql resolvers by \`npm run schema:emit\`. Do not edit by hand.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}
