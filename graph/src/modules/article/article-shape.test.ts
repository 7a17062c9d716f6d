import { buildSchema, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { readRepoFile } from '../../../test/repo-files.js';
import { draftValues, UPSERT_COLUMNS, type ClassifiedDraft } from '../ingestion/ingestion.queries.js';
import { StudyDesign } from './article.enums.js';
import { selectedColumns } from './article.queries.js';
import { presentArticle, REST_FIELDS } from './article.rest.js';
import { ARTICLE_FIELD_WRITERS, ARTICLE_FIELDS, columnOf, type ArticleField } from './article-shape.rules.js';

// Fields GraphQL computes from the stored ones or from other tables, and stored ones it shows through them.
// `id` is the global id made from the id column, which `databaseId` shows as it is stored.
const COMPUTED_IN_GRAPHQL = [
  'peerReviewed',
  'summary',
  'categories',
  'viewerHasBookmarked',
  'databaseId',
  'notices',
  'statusNotice',
  'publishedVersion',
];
const SHOWN_THROUGH_SUMMARY = [
  'summaryProvider',
  'summaryModel',
  'summarisedAt',
  'summaryReadingGrade',
  'summaryReadingDifficulty',
  'summaryNumbersTraceable',
  'detailedSummary',
  'detailedSummaryReadingGrade',
  'detailedSummaryReadingDifficulty',
  'detailedSummaryNumbersTraceable',
];
const NOT_IN_GRAPHQL = [
  ...SHOWN_THROUGH_SUMMARY,
  'summaryQualityFlag',
  'updatedAt',
  'publicationTypes',
  // Shown as `publishedVersion`.
  'publishedDoi',
];

const DRAFT: ClassifiedDraft = {
  source: 'PubMed',
  externalId: '101',
  title: 'A cohort of sleepers',
  abstract: 'RESULTS: They slept.',
  abstractSections: [{ label: 'RESULTS', category: 'RESULTS', text: 'They slept.' }],
  authors: ['Ada Lovelace'],
  journal: 'The Journal',
  publishedDate: '2026-08-01T12:00:00.000Z',
  doi: '10.1000/101',
  pmid: '101',
  sourceUrl: 'https://pubmed.ncbi.nlm.nih.gov/101/',
  subjects: ['Sleep'],
  publicationTypes: ['Journal Article'],
  isPreprint: false,
  isOpenAccess: true,
  design: { design: StudyDesign.COHORT, rule: 'wording: cohort study', sampleSize: 120 },
};

/** Another value of the same kind, so a draft that differs only there can be told apart. */
function changed(value: unknown): unknown {
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'string')
    return Number.isNaN(Date.parse(value)) ? `${value} changed` : new Date(Date.parse(value) + 1000).toISOString();
  if (Array.isArray(value)) return [...value, value[0]];
  if (value === null) return 'set';
  return { ...(value as object), changed: true };
}

const comparable = (values: unknown[]) => values.map((value) => (value instanceof Date ? value.getTime() : value));

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.drop();
});

describe("the article's shape is defined once", () => {
  it("reads exactly the articles table's columns, the search vectors aside", async () => {
    const rows = await db.orm.em
      .getConnection()
      .execute<{ column_name: string }[]>(
        "select column_name from information_schema.columns where table_name = 'articles' and column_name not in ('search', 'search_rank') order by ordinal_position",
      );
    const stored = rows.map((row) => row.column_name);
    expect([...ARTICLE_FIELDS.map(columnOf)].sort()).toEqual([...stored].sort());
    expect(selectedColumns(ARTICLE_FIELDS)).toBe(ARTICLE_FIELDS.map((field) => `a.${columnOf(field)} as "${field}"`).join(', '));
  });

  it('upserts exactly the columns the source writes, and every part of a draft reaches one of them', () => {
    const fromSource = ARTICLE_FIELDS.filter((field) => ARTICLE_FIELD_WRITERS[field] === 'source').map(columnOf);
    expect([...UPSERT_COLUMNS]).toEqual(fromSource);
    expect(draftValues(DRAFT)).toHaveLength(UPSERT_COLUMNS.length);
    const variants = (Object.keys(DRAFT) as (keyof ClassifiedDraft)[]).flatMap((key) =>
      key === 'design'
        ? (Object.keys(DRAFT.design) as (keyof ClassifiedDraft['design'])[]).map((part) => ({
            name: `design.${part}`,
            draft: { ...DRAFT, design: { ...DRAFT.design, [part]: changed(DRAFT.design[part]) } } as ClassifiedDraft,
          }))
        : [{ name: key, draft: { ...DRAFT, [key]: changed(DRAFT[key]) } as ClassifiedDraft }],
    );
    for (const variant of variants) {
      expect(comparable(draftValues(variant.draft)), `draft.${variant.name} is written nowhere`).not.toEqual(
        comparable(draftValues(DRAFT)),
      );
    }
  });

  it('exposes in GraphQL every stored property but the summary provenance, which it shows as `summary`', () => {
    const schema = buildSchema(readRepoFile('schema.graphql'));
    const article = schema.getType('Article') as GraphQLObjectType;
    const graphqlFields = Object.keys(article.getFields());
    const stored = graphqlFields.filter((field) => !COMPUTED_IN_GRAPHQL.includes(field));
    expect(
      stored.filter((field) => !(ARTICLE_FIELDS as readonly string[]).includes(field)),
      'GraphQL fields with no column',
    ).toEqual([]);
    const hidden = ARTICLE_FIELDS.filter((field) => !graphqlFields.includes(field));
    expect([...hidden].sort()).toEqual([...NOT_IN_GRAPHQL].sort());
  });

  it('answers REST with the fields docs/product/rest.md#article lists, dates as ISO text', () => {
    const section = readRepoFile('docs/product/rest.md').split('## Article\n')[1].split('\n## ')[0];
    const documented = [...section.matchAll(/`([a-zA-Z]+)`/g)]
      .map((match) => match[1])
      .filter((name) => !/^(rct|cohort|active|corrected|retracted|withdrawn|retraction|correction|withdrawal)$/.test(name));
    const values = Object.fromEntries(REST_FIELDS.map((field) => [field, sampleValue(field)]));
    const json = presentArticle({
      ...(values as Parameters<typeof presentArticle>[0]),
      categories: ['Sleep'],
      viewerHasBookmarked: true,
      notices: [],
      publishedVersion: null,
    });
    expect(Object.keys(json).sort()).toEqual([...documented].sort());
    expect(json.publishedDate).toBe('2026-08-01T12:00:00.000Z');
    expect(json.peerReviewed).toBe(true);
  });
});

function sampleValue(field: ArticleField): unknown {
  if (field === 'publishedDate' || field === 'createdAt' || field === 'statusChangedAt') return new Date('2026-08-01T12:00:00.000Z');
  if (field === 'isPreprint' || field === 'isOpenAccess') return false;
  return field;
}
