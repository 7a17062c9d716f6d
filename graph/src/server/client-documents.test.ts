import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { readRepoFile } from '../../test/repo-files.js';
import { createOperationLimitRules, PARSE_OPTIONS } from './operation-limits.js';

const schema = buildSchema(readRepoFile('schema.graphql'));
const documents = Object.entries(JSON.parse(readRepoFile('web/src/gql/persisted-documents.json')) as Record<string, string>);

describe("the web client's documents", () => {
  it.each(documents.map(([hash, text]) => ({ name: /(query|mutation|subscription) (\w+)/.exec(text)?.[2] ?? hash, text })))(
    '$name passes validation and the operation limits',
    ({ text }) => {
      const errors = validate(schema, parse(text, PARSE_OPTIONS), [...specifiedRules, ...createOperationLimitRules()]);
      expect(errors.map((error) => error.message)).toEqual([]);
    },
  );
});
