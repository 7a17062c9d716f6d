import { readFile } from 'node:fs/promises';
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PgPubSub } from '../lib/pubsub.js';
import { createSchema } from './schema.js';
import { printSchemaFile } from './schema-file.js';

describe('the committed schema.graphql', () => {
  it('matches the schema the resolvers build (run `npm run schema:emit` after changing the API)', async () => {
    const committed = await readFile(new URL('../../../schema.graphql', import.meta.url), 'utf8');
    expect(printSchemaFile(await createSchema(new PgPubSub('', {})))).toBe(committed);
  });

  it('describes every type, field, argument and enum value', async () => {
    const schema = await createSchema(new PgPubSub('', {}));
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
      if (!type.description) missing.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : [])
            if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
      if (isEnumType(type)) for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
    }
    expect(missing).toEqual([]);
  });
});
