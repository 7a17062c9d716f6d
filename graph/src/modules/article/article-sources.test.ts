import { buildSchema, GraphQLEnumType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGESTED_SOURCES } from '../../../../workflows/src/contracts.js';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { listRepoFiles, readRepoFile } from '../../../test/repo-files.js';
import { EmailPreferences } from '../digest/email-preferences.entity.js';
import { Source } from './article.enums.js';
import { SOURCE_NAMES } from './article-sources.types.js';

/** The GraphQL `Source` enum's names: the source names in capitals. */
const GRAPHQL_NAMES = SOURCE_NAMES.map((name) => name.toUpperCase());

const quoted = (text: string) => [...text.matchAll(/'([^']*)'/g)].map((match) => match[1]);

describe('the source names are defined once', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase({ debug: false });
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('give the GraphQL enum (each name in capitals), in code and in the committed schema.graphql that the web client is generated from', () => {
    expect(Object.values(Source)).toEqual([...SOURCE_NAMES]);
    expect(Object.keys(Source)).toEqual(GRAPHQL_NAMES);
    const committed = buildSchema(readRepoFile('schema.graphql')).getType('Source');
    expect(committed).toBeInstanceOf(GraphQLEnumType);
    expect((committed as GraphQLEnumType).getValues().map((value) => value.value)).toEqual([...GRAPHQL_NAMES].sort());
  });

  it('give every source check constraint of the migrated database', async () => {
    // memberships.source says where a plan came from (stripe or grant), not which paper source.
    const checks = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ table_name: string; definition: string }[]>(
        `select conrelid::regclass::text as table_name, pg_get_constraintdef(oid) as definition from pg_constraint
         where contype = 'c' and conname like '%source_check' and conrelid::regclass::text <> 'memberships' order by 1`,
      );
    expect(checks.map((check) => check.table_name)).toEqual(['articles', 'ingestion_runs']);
    for (const check of checks)
      expect({ table: check.table_name, names: quoted(check.definition) }).toEqual({ table: check.table_name, names: [...SOURCE_NAMES] });
  });

  it("give the workflows' schedules and the default digest choices", () => {
    expect(INGESTED_SOURCES).toEqual([...SOURCE_NAMES]);
    expect(Object.keys(new EmailPreferences().sources)).toEqual([...SOURCE_NAMES]);
  });

  it("match every list of sources in the web client's code", () => {
    const files = listRepoFiles(
      'web/src',
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('web/src/gql/'),
    );
    const lists = files.flatMap((file) =>
      [...readRepoFile(file).matchAll(/\[\s*((?:'[^'\n]*'\s*,\s*)*'[^'\n]*'\s*,?\s*)\]/g)]
        .map((match) => quoted(match[1]))
        .filter((names) => names.filter((name) => [...SOURCE_NAMES, ...GRAPHQL_NAMES].includes(name)).length >= 2)
        .map((names) => ({ file, names })),
    );
    expect(lists.length).toBeGreaterThanOrEqual(1);
    for (const list of lists)
      expect(list).toEqual({ file: list.file, names: list.names.includes('PUBMED') ? GRAPHQL_NAMES : [...SOURCE_NAMES] });
  });
});
