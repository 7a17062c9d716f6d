import { GraphQLScalarType } from 'graphql';
import { GraphQLISODateTime } from 'type-graphql';

/** Every date-time the API reads or writes: an RFC 3339 string at UTC, such as 2026-11-28T09:15:30.000Z. */
export const DateTime = new GraphQLScalarType({
  ...GraphQLISODateTime.toConfig(),
  name: 'DateTime',
  description: 'A date-time as an RFC 3339 string at UTC, such as 2026-11-28T09:15:30.000Z.',
  specifiedByURL: 'https://www.rfc-editor.org/rfc/rfc3339',
});
