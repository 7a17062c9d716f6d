import { describe, expect, it } from 'vitest';
import { StudyDesign } from '../article/article.enums.js';
import type { ArticleDraft } from './article-draft.types.js';
import {
  type ClassifiedDraft,
  buildIdentifierHoldersQuery,
  buildInsertCategoryLinksQuery,
  buildUpsertArticlesQuery,
  UPSERT_COLUMNS,
} from './ingestion.queries.js';

const placeholderCount = (sql: string) => sql.split('?').length - 1;

function draft(externalId: string, overrides: Partial<ArticleDraft> = {}): ClassifiedDraft {
  return {
    source: 'PubMed',
    externalId,
    title: `Paper ${externalId}`,
    abstract: 'RESULTS: It worked.',
    abstractSections: [{ label: 'RESULTS', category: 'RESULTS', text: 'It worked.' }],
    authors: ['Ada Lovelace', 'Alan Turing'],
    journal: 'The Journal',
    publishedDate: '2026-08-01T12:00:00.000Z',
    doi: `10.1000/${externalId}`,
    pmid: externalId,
    sourceUrl: `https://pubmed.ncbi.nlm.nih.gov/${externalId}/`,
    subjects: ['Heart Diseases'],
    publicationTypes: ['Journal Article'],
    isPreprint: false,
    isOpenAccess: true,
    design: { design: StudyDesign.COHORT, rule: 'wording: cohort study', sampleSize: 120 },
    ...overrides,
  };
}

describe('buildUpsertArticlesQuery', () => {
  it('writes one row of values per draft, in column order, with JSON columns serialised', () => {
    const statement = buildUpsertArticlesQuery([draft('1'), draft('2', { source: 'PLOS', doi: null, pmid: null })]);
    expect(statement.params).toHaveLength(2 * UPSERT_COLUMNS.length);
    expect(placeholderCount(statement.sql)).toBe(statement.params.length);
    expect(statement.sql).toMatch(
      /^insert into articles \(source, external_id, title, abstract, abstract_sections, .*, subjects, publication_types, study_design, study_design_rule, sample_size, published_doi\) values \(/,
    );
    const first = Object.fromEntries(UPSERT_COLUMNS.map((column, index) => [column, statement.params[index]]));
    expect(first).toEqual({
      source: 'PubMed',
      external_id: '1',
      title: 'Paper 1',
      abstract: 'RESULTS: It worked.',
      abstract_sections: JSON.stringify([{ label: 'RESULTS', category: 'RESULTS', text: 'It worked.' }]),
      source_url: 'https://pubmed.ncbi.nlm.nih.gov/1/',
      journal: 'The Journal',
      authors: 'Ada Lovelace, Alan Turing',
      author_list: JSON.stringify(['Ada Lovelace', 'Alan Turing']),
      published_date: new Date('2026-08-01T12:00:00.000Z'),
      doi: '10.1000/1',
      pmid: '1',
      is_preprint: false,
      is_open_access: true,
      subjects: JSON.stringify(['Heart Diseases']),
      publication_types: JSON.stringify(['Journal Article']),
      study_design: 'cohort',
      study_design_rule: 'wording: cohort study',
      sample_size: 120,
      published_doi: null,
    });
    expect(statement.params.slice(UPSERT_COLUMNS.length, UPSERT_COLUMNS.length + 2)).toEqual(['PLOS', '2']);
  });

  it('updates only changed articles, never the key, and tells inserts from updates', () => {
    const { sql } = buildUpsertArticlesQuery([draft('1')]);
    expect(sql).toContain('on conflict (source, external_id) do update set title = excluded.title,');
    expect(sql).not.toMatch(/set .*\bsource = excluded\.source/);
    expect(sql).not.toMatch(/set .*\bexternal_id = excluded\.external_id/);
    expect(sql).toMatch(/where \(articles\.title, .*\) is distinct from \(excluded\.title, .*\)/);
    expect(sql).toMatch(/returning id, source, external_id, \(xmax = 0\) as inserted$/);
    for (const column of ['ai_summary', 'view_count', 'comment_count']) expect(sql).not.toContain(column);
  });
});

describe('buildIdentifierHoldersQuery', () => {
  it('looks for DOIs and PMIDs together, DOIs first', () => {
    expect(buildIdentifierHoldersQuery(['10.1000/a', '10.1000/b'], ['7'])).toEqual({
      sql: 'select source, external_id, doi, pmid from articles where doi in (?, ?) or pmid in (?)',
      params: ['10.1000/a', '10.1000/b', '7'],
    });
  });

  it('leaves out an empty list, and asks nothing when both are empty', () => {
    expect(buildIdentifierHoldersQuery([], ['7', '8'])).toEqual({
      sql: 'select source, external_id, doi, pmid from articles where pmid in (?, ?)',
      params: ['7', '8'],
    });
    expect(buildIdentifierHoldersQuery(['10.1000/a'], [])?.sql).toMatch(/where doi in \(\?\)$/);
    expect(buildIdentifierHoldersQuery([], [])).toBeNull();
  });
});

describe('buildInsertCategoryLinksQuery', () => {
  it('inserts every link in one statement', () => {
    const statement = buildInsertCategoryLinksQuery([
      { articleId: 1, categoryId: 5, position: 0 },
      { articleId: 1, categoryId: 9, position: 1 },
      { articleId: 2, categoryId: 5, position: 0 },
    ]);
    expect(statement).toEqual({
      sql: 'insert into article_categories (article_id, category_id, position) values (?, ?, ?), (?, ?, ?), (?, ?, ?)',
      params: [1, 5, 0, 1, 9, 1, 2, 5, 0],
    });
  });
});
