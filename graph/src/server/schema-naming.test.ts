import { getNamedType, isEnumType, isInterfaceType, isObjectType, isScalarType, isSpecifiedScalarType, type GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { PgPubSub } from '../lib/pubsub.js';
import { createSchema } from './schema.js';

describe('the naming rule over the schema', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await createSchema(new PgPubSub('', {}));
  });

  it('spells every enum value in SCREAMING_CASE', () => {
    const values = Object.values(schema.getTypeMap())
      .filter((type) => isEnumType(type) && !type.name.startsWith('__'))
      .flatMap((type) => (isEnumType(type) ? type.getValues().map((value) => `${type.name}.${value.name}`) : []));
    expect(values.length).toBeGreaterThan(20);
    expect(values.filter((value) => !/^[A-Z][A-Za-z]*\.[A-Z][A-Z0-9_]*$/.test(value))).toEqual([]);
  });

  it('names the specification of every custom scalar, RFC 3339 for date-times', () => {
    const custom = Object.values(schema.getTypeMap()).filter((type) => isScalarType(type) && !isSpecifiedScalarType(type));
    expect(custom.map((type) => type.name)).toContain('DateTime');
    expect(custom.filter((type) => isScalarType(type) && !type.specifiedByURL).map((type) => type.name)).toEqual([]);
    expect(schema.getType('DateTime')).toMatchObject({ specifiedByURL: 'https://www.rfc-editor.org/rfc/rfc3339' });
  });

  it('gives Article, Comment, Bookmark and User the Node interface with a numeric databaseId', () => {
    const node = schema.getType('Node');
    expect(isInterfaceType(node)).toBe(true);
    for (const name of ['Article', 'Comment', 'Bookmark', 'User']) {
      const type = schema.getType(name);
      if (!isObjectType(type)) throw new Error(`${name} is not an object type`);
      expect(type.getInterfaces().map((each) => each.name)).toEqual(['Node']);
      expect(String(type.getFields().databaseId.type)).toBe('Int!');
      expect(getNamedType(type.getFields().id.type).name).toBe('ID');
    }
  });
});
