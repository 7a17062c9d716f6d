import type { EntityManager } from '@mikro-orm/postgresql';
import { placeholders, runStatement, selectRows, type SqlStatement } from '../../lib/sql.js';
import type { DesignClassification } from './study-design.rules.js';
import type { SourceName } from '../article/article-sources.types.js';
import type { AbstractSection, ArticleDraft } from './article-draft.types.js';
import { ARTICLE_FIELD_WRITERS, ARTICLE_FIELDS, columnOf, isJsonField, type SourceField } from '../article/article-shape.rules.js';

/** A draft with the study design the classifier gave it, ready to be written. */
export type ClassifiedDraft = ArticleDraft & { design: DesignClassification };

/** The value of each column a source's draft sets; JSON columns are serialised. */
const DRAFT_VALUES: { [F in SourceField]: (draft: ClassifiedDraft) => unknown } = {
  source: (draft) => draft.source,
  externalId: (draft) => draft.externalId,
  title: (draft) => draft.title,
  abstract: (draft) => draft.abstract,
  abstractSections: (draft) => JSON.stringify(draft.abstractSections),
  sourceUrl: (draft) => draft.sourceUrl,
  journal: (draft) => draft.journal,
  authors: (draft) => draft.authors.join(', '),
  authorList: (draft) => JSON.stringify(draft.authors),
  publishedDate: (draft) => new Date(draft.publishedDate),
  doi: (draft) => draft.doi,
  pmid: (draft) => draft.pmid,
  isPreprint: (draft) => draft.isPreprint,
  isOpenAccess: (draft) => draft.isOpenAccess,
  subjects: (draft) => JSON.stringify(draft.subjects),
  publicationTypes: (draft) => JSON.stringify(draft.publicationTypes),
  studyDesign: (draft) => draft.design.design,
  studyDesignRule: (draft) => draft.design.rule,
  sampleSize: (draft) => draft.design.sampleSize,
  publishedDoi: (draft) => draft.publishedVersion?.doi ?? null,
};

/** The properties a source's draft sets: those `ARTICLE_FIELD_WRITERS` gives to the source, in the entity's order. */
export const UPSERT_FIELDS: readonly SourceField[] = ARTICLE_FIELDS.filter(
  (field): field is SourceField => ARTICLE_FIELD_WRITERS[field] === 'source',
);

/** The article columns a source's draft sets, in the order of `draftValues`. */
export const UPSERT_COLUMNS = UPSERT_FIELDS.map(columnOf);
const UPDATABLE = UPSERT_COLUMNS.filter((column) => column !== 'source' && column !== 'external_id');
const VALUE_PLACEHOLDERS = `(${UPSERT_FIELDS.map((field) => (isJsonField(field) ? '?::jsonb' : '?')).join(', ')})`;

/** A draft's values for `UPSERT_COLUMNS`. */
export function draftValues(draft: ClassifiedDraft): unknown[] {
  return UPSERT_FIELDS.map((field) => DRAFT_VALUES[field](draft));
}

/** A row the upsert wrote: `inserted` is false for an update of a stored article. */
export interface UpsertedRow {
  id: number;
  source: string;
  external_id: string;
  inserted: boolean;
}

/**
 * Inserts drafts keyed by (source, external id), or updates the stored article when any of its source data differs;
 * an identical article is not written and returns no row. Summaries, views and comments are never touched.
 */
export function buildUpsertArticlesQuery(drafts: readonly ClassifiedDraft[]): SqlStatement {
  return {
    sql:
      `insert into articles (${UPSERT_COLUMNS.join(', ')}) values ${drafts.map(() => VALUE_PLACEHOLDERS).join(', ')} ` +
      `on conflict (source, external_id) do update set ${UPDATABLE.map((column) => `${column} = excluded.${column}`).join(', ')}, updated_at = now() ` +
      `where (${UPDATABLE.map((column) => `articles.${column}`).join(', ')}) is distinct from (${UPDATABLE.map((column) => `excluded.${column}`).join(', ')}) ` +
      'returning id, source, external_id, (xmax = 0) as inserted',
    params: drafts.flatMap(draftValues),
  };
}

/** Runs `buildUpsertArticlesQuery`: one row per article inserted or changed. */
export function upsertArticleRows(em: EntityManager, drafts: readonly ClassifiedDraft[]): Promise<UpsertedRow[]> {
  return selectRows(em, buildUpsertArticlesQuery(drafts));
}

/** A stored article that holds one of the DOIs or PMIDs asked about. */
export interface IdentifierHolder {
  source: string;
  external_id: string;
  doi: string | null;
  pmid: string | null;
}

/** The stored articles holding any of these DOIs or PMIDs; null when there is nothing to look for. */
export function buildIdentifierHoldersQuery(dois: readonly string[], pmids: readonly string[]): SqlStatement | null {
  const conditions = [
    ...(dois.length ? [`doi in (${placeholders(dois)})`] : []),
    ...(pmids.length ? [`pmid in (${placeholders(pmids)})`] : []),
  ];
  if (!conditions.length) return null;
  return { sql: `select source, external_id, doi, pmid from articles where ${conditions.join(' or ')}`, params: [...dois, ...pmids] };
}

/** Runs `buildIdentifierHoldersQuery`. */
export async function selectIdentifierHolders(
  em: EntityManager,
  dois: readonly string[],
  pmids: readonly string[],
): Promise<IdentifierHolder[]> {
  const statement = buildIdentifierHoldersQuery(dois, pmids);
  return statement ? selectRows(em, statement) : [];
}

/** One article's link to a category; `position` 0 is its best match. */
export interface CategoryLink {
  articleId: number;
  categoryId: number;
  position: number;
}

/** Removes every category link of some articles. */
export async function deleteCategoryLinks(em: EntityManager, articleIds: readonly number[]): Promise<void> {
  await runStatement(em, {
    sql: `delete from article_categories where article_id in (${placeholders(articleIds)})`,
    params: [...articleIds],
  });
}

/** Inserts category links in one statement. */
export function buildInsertCategoryLinksQuery(links: readonly CategoryLink[]): SqlStatement {
  return {
    sql: `insert into article_categories (article_id, category_id, position) values ${links.map(() => '(?, ?, ?)').join(', ')}`,
    params: links.flatMap((link) => [link.articleId, link.categoryId, link.position]),
  };
}

/** Runs `buildInsertCategoryLinksQuery`; nothing for no links. */
export async function insertCategoryLinks(em: EntityManager, links: readonly CategoryLink[]): Promise<void> {
  if (links.length) await runStatement(em, buildInsertCategoryLinksQuery(links));
}

/** The server's `fsync` and `synchronous_commit` settings. */
export async function selectCommitSettings(em: EntityManager): Promise<{ fsync: string; synchronous_commit: string }> {
  const [row] = await selectRows<{ fsync: string; synchronous_commit: string }>(em, {
    sql: `select current_setting('fsync') as fsync, current_setting('synchronous_commit') as synchronous_commit`,
    params: [],
  });
  return row;
}

/** What the study-design classifier reads of a stored article. */
export interface DesignEvidenceRow {
  id: number;
  source: SourceName;
  title: string;
  abstract: string;
  abstract_sections: AbstractSection[];
  publication_types: string[];
  subjects: string[];
}

/** How many articles are stored. */
export async function countStoredArticles(em: EntityManager): Promise<number> {
  const [row] = await selectRows<{ count: number }>(em, { sql: 'select count(*)::int as count from articles', params: [] });
  return row?.count ?? 0;
}

/** The next `limit` articles after an id, in id order, with what their design is read from. */
export function selectDesignEvidence(em: EntityManager, afterId: number, limit: number): Promise<DesignEvidenceRow[]> {
  return selectRows(em, {
    sql:
      'select id, source, title, abstract, abstract_sections, publication_types, subjects from articles ' +
      'where id > ? order by id limit ?',
    params: [afterId, limit],
  });
}

/** One article's classified design. */
export interface DesignUpdate {
  id: number;
  design: DesignClassification;
}

/** Writes the designs of some articles in one statement; rows whose design is unchanged are not touched. */
export function buildUpdateDesignsQuery(updates: readonly DesignUpdate[]): SqlStatement {
  return {
    sql:
      'update articles a set study_design = v.design, study_design_rule = v.rule, sample_size = v.sample_size ' +
      `from (values ${updates.map(() => '(?::int, ?::varchar, ?::text, ?::int)').join(', ')}) as v(id, design, rule, sample_size) ` +
      'where a.id = v.id and (a.study_design, a.study_design_rule, a.sample_size) is distinct from (v.design, v.rule, v.sample_size)',
    params: updates.flatMap(({ id, design }) => [id, design.design, design.rule, design.sampleSize]),
  };
}

/** Runs `buildUpdateDesignsQuery`; resolves to how many articles changed. */
export async function updateDesigns(em: EntityManager, updates: readonly DesignUpdate[]): Promise<number> {
  return updates.length ? runStatement(em, buildUpdateDesignsQuery(updates)) : 0;
}
