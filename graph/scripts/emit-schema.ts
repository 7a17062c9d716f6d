import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { printSchemaFile } from '../src/server/schema-file.js';
import { PgPubSub } from '../src/lib/pubsub.js';
import { createSchema } from '../src/server/schema.js';

const target = fileURLToPath(new URL('../../schema.graphql', import.meta.url));
await writeFile(target, printSchemaFile(await createSchema(new PgPubSub('', {}))));
console.log(`Wrote ${target}`);
