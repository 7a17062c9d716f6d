import type { EntityManager } from '@mikro-orm/postgresql';
import { normaliseDoi } from '../article/article-doi.rules.js';
import { classifyStudyDesign } from './study-design.rules.js';
import { assignCategories, CATEGORIES } from '../category/category.rules.js';
import { insertCategories, selectCategoryIds } from '../category/category.queries.js';
import type { ArticleDraft } from './article-draft.types.js';
import { recordNotices } from '../status/article-status.service.js';
import type { StatusChange } from '../status/article-status.queries.js';
import {
  deleteCategoryLinks,
  insertCategoryLinks,
  selectIdentifierHolders,
  upsertArticleRows,
  countStoredArticles,
  selectDesignEvidence,
  updateDesigns,
  type CategoryLink,
} from './ingestion.queries.js';

export interface UpsertResult {
  /** Ids of articles that were new. */
  inserted: number[];
  /** Ids of stored articles whose source data changed. */
  updated: number[];
  /** Drafts identical to what is stored: nothing was written for them. */
  unchanged: number;
  /** Drafts dropped because another source already holds the same DOI or PMID, or repeated within the batch. */
  duplicates: number;
  /** Stored papers whose status a notice in the batch changed (docs/product/feed.md#status-after-publication). */
  statusChanges: StatusChange[];
}

// One article per paper: within a batch the last copy of a (source, id) wins, and a DOI or PMID seen first wins.
function dedupeBatch(drafts: ArticleDraft[]): ArticleDraft[] {
  const byKey = new Map<string, ArticleDraft>();
  for (const draft of drafts) byKey.set(`${draft.source}\u0000${draft.externalId}`, { ...draft, doi: normaliseDoi(draft.doi) });
  const seenDoi = new Set<string>();
  const seenPmid = new Set<string>();
  return [...byKey.values()].filter((draft) => {
    if ((draft.doi && seenDoi.has(draft.doi)) || (draft.pmid && seenPmid.has(draft.pmid))) return false;
    if (draft.doi) seenDoi.add(draft.doi);
    if (draft.pmid) seenPmid.add(draft.pmid);
    return true;
  });
}

async function dropStoredElsewhere(em: EntityManager, drafts: ArticleDraft[]): Promise<ArticleDraft[]> {
  const dois = drafts.flatMap((draft) => (draft.doi ? [draft.doi] : []));
  const pmids = drafts.flatMap((draft) => (draft.pmid ? [draft.pmid] : []));
  if (!dois.length && !pmids.length) return drafts;
  const rows = await selectIdentifierHolders(em, dois, pmids);
  const owner = new Map<string, string>();
  for (const row of rows) {
    const key = `${row.source}\u0000${row.external_id}`;
    if (row.doi) owner.set(`doi:${row.doi}`, key);
    if (row.pmid) owner.set(`pmid:${row.pmid}`, key);
  }
  return drafts.filter((draft) => {
    const key = `${draft.source}\u0000${draft.externalId}`;
    const doiOwner = draft.doi ? owner.get(`doi:${draft.doi}`) : undefined;
    const pmidOwner = draft.pmid ? owner.get(`pmid:${draft.pmid}`) : undefined;
    return (!doiOwner || doiOwner === key) && (!pmidOwner || pmidOwner === key);
  });
}

async function ensureCategories(em: EntityManager): Promise<Map<string, number>> {
  await insertCategories(em, CATEGORIES);
  return selectCategoryIds(em);
}

async function replaceCategories(em: EntityManager, articles: { id: number; draft: ArticleDraft }[]): Promise<void> {
  if (!articles.length) return;
  const categoryIds = await ensureCategories(em);
  await deleteCategoryLinks(
    em,
    articles.map((article) => article.id),
  );
  const links = articles.flatMap(({ id, draft }) =>
    assignCategories(draft).flatMap((name, position): CategoryLink[] => {
      const categoryId = categoryIds.get(name);
      return categoryId === undefined ? [] : [{ articleId: id, categoryId, position }];
    }),
  );
  await insertCategoryLinks(em, links);
}

/**
 * Stores papers from a source, keyed by (source, external id), in one transaction: new papers are inserted, changed
 * ones updated, identical ones left untouched, so repeating the same window writes nothing. A paper whose DOI or PMID
 * another source already holds is skipped as a duplicate. Categories are assigned from the source's subject terms.
 * Each paper's study design is classified from its source metadata and wording on every write. The notices the records
 * carry are recorded and the statuses they change updated (`recordNotices`). Summaries are not touched; the caller
 * summarises the returned new ids.
 */
export async function upsertArticles(ctx: { em: EntityManager }, drafts: ArticleDraft[]): Promise<UpsertResult> {
  if (!drafts.length) return { inserted: [], updated: [], unchanged: 0, duplicates: 0, statusChanges: [] };
  return ctx.em.transactional(async (em) => {
    const batch = dedupeBatch(drafts);
    const fresh = await dropStoredElsewhere(em, batch);
    const duplicates = drafts.length - fresh.length;
    if (!fresh.length) return { inserted: [], updated: [], unchanged: 0, duplicates, statusChanges: await recordNotices(em, drafts) };
    const rows = await upsertArticleRows(
      em,
      fresh.map((draft) => ({ ...draft, design: classifyStudyDesign(draft) })),
    );
    const draftByKey = new Map(fresh.map((draft) => [`${draft.source}\u0000${draft.externalId}`, draft]));
    const written = rows.map((row) => ({
      id: row.id,
      inserted: row.inserted,
      draft: draftByKey.get(`${row.source}\u0000${row.external_id}`)!,
    }));
    await replaceCategories(em, written);
    // Every draft's notices count, duplicates' too: a notice names a paper by its identifiers, whoever stores it.
    const statusChanges = await recordNotices(em, drafts);
    return {
      inserted: written.filter((row) => row.inserted).map((row) => row.id),
      updated: written.filter((row) => !row.inserted).map((row) => row.id),
      unchanged: fresh.length - written.length,
      duplicates,
      statusChanges,
    };
  });
}

/** How far a re-classification of the stored articles has got. */
export interface ClassifyProgress {
  total: number;
  done: number;
  /** Articles whose design, rule or sample size changed. */
  changed: number;
}

/**
 * Classifies the study design of every stored article again, from the source types stored with it and its wording,
 * `batch` articles per transaction in id order; articles whose result is unchanged are not written, so a second run
 * changes nothing. Reports progress after each batch.
 */
export async function classifyStoredArticles(
  ctx: { em: EntityManager },
  onProgress: (progress: ClassifyProgress) => void,
  batch = 500,
): Promise<ClassifyProgress> {
  const progress: ClassifyProgress = { total: await countStoredArticles(ctx.em), done: 0, changed: 0 };
  let afterId = 0;
  for (;;) {
    const rows = await selectDesignEvidence(ctx.em, afterId, batch);
    if (!rows.length) break;
    const updates = rows.map((row) => ({
      id: row.id,
      design: classifyStudyDesign({
        source: row.source,
        title: row.title,
        abstract: row.abstract,
        abstractSections: row.abstract_sections,
        publicationTypes: row.publication_types,
        subjects: row.subjects,
      }),
    }));
    progress.changed += await ctx.em.transactional((em) => updateDesigns(em, updates));
    progress.done += rows.length;
    afterId = rows[rows.length - 1].id;
    onProgress({ ...progress, total: Math.max(progress.total, progress.done) });
  }
  return { ...progress, total: Math.max(progress.total, progress.done) };
}
