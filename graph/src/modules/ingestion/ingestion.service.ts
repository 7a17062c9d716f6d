import type { EntityManager } from '@mikro-orm/postgresql';
import { assignCategories, CATEGORIES } from '../category/category-map.js';
import type { ArticleDraft } from './article-draft.js';

export interface UpsertResult {
  /** Ids of articles that were new. */
  inserted: number[];
  /** Ids of stored articles whose source data changed. */
  updated: number[];
  /** Drafts identical to what is stored: nothing was written for them. */
  unchanged: number;
  /** Drafts dropped because another source already holds the same DOI or PMID, or repeated within the batch. */
  duplicates: number;
}

const UPSERT_COLUMNS = [
  'source',
  'external_id',
  'title',
  'abstract',
  'abstract_sections',
  'source_url',
  'journal',
  'authors',
  'author_list',
  'published_date',
  'doi',
  'pmid',
  'is_preprint',
  'is_open_access',
  'subjects',
] as const;
const UPDATABLE = UPSERT_COLUMNS.filter((column) => column !== 'source' && column !== 'external_id');
const VALUE_PLACEHOLDERS = '(?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?::jsonb)';

function draftValues(draft: ArticleDraft): unknown[] {
  return [
    draft.source,
    draft.externalId,
    draft.title,
    draft.abstract,
    JSON.stringify(draft.abstractSections),
    draft.sourceUrl,
    draft.journal,
    draft.authors.join(', '),
    JSON.stringify(draft.authors),
    new Date(draft.publishedDate),
    draft.doi,
    draft.pmid,
    draft.isPreprint,
    draft.isOpenAccess,
    JSON.stringify(draft.subjects),
  ];
}

function normaliseDoi(doi: string | null): string | null {
  return doi ? doi.trim().toLowerCase() : null;
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
  const conditions = [
    ...(dois.length ? [`doi in (${dois.map(() => '?').join(', ')})`] : []),
    ...(pmids.length ? [`pmid in (${pmids.map(() => '?').join(', ')})`] : []),
  ];
  const rows = await em
    .getConnection()
    .execute<{ source: string; external_id: string; doi: string | null; pmid: string | null }[]>(
      `select source, external_id, doi, pmid from articles where ${conditions.join(' or ')}`,
      [...dois, ...pmids],
      'all',
      em.getTransactionContext(),
    );
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
  const connection = em.getConnection();
  const trx = em.getTransactionContext();
  await connection.execute(
    `insert into categories (name, slug) values ${CATEGORIES.map(() => '(?, ?)').join(', ')} on conflict do nothing`,
    CATEGORIES.flatMap((category) => [category.name, category.slug]),
    'run',
    trx,
  );
  const rows = await connection.execute<{ id: number; name: string }[]>('select id, name from categories', [], 'all', trx);
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function replaceCategories(em: EntityManager, articles: { id: number; draft: ArticleDraft }[]): Promise<void> {
  if (!articles.length) return;
  const categoryIds = await ensureCategories(em);
  const connection = em.getConnection();
  const trx = em.getTransactionContext();
  const ids = articles.map((article) => article.id);
  await connection.execute(`delete from article_categories where article_id in (${ids.map(() => '?').join(', ')})`, ids, 'run', trx);
  const links = articles.flatMap(({ id, draft }) =>
    assignCategories(draft).flatMap((name, position) => {
      const categoryId = categoryIds.get(name);
      return categoryId === undefined ? [] : [[id, categoryId, position]];
    }),
  );
  if (!links.length) return;
  await connection.execute(
    `insert into article_categories (article_id, category_id, position) values ${links.map(() => '(?, ?, ?)').join(', ')}`,
    links.flat(),
    'run',
    trx,
  );
}

/**
 * Stores papers from a source, keyed by (source, external id), in one transaction: new papers are inserted, changed
 * ones updated, identical ones left untouched, so repeating the same window writes nothing. A paper whose DOI or PMID
 * another source already holds is skipped as a duplicate. Categories are assigned from the source's subject terms.
 * Summaries are not touched; the caller summarises the returned new ids.
 */
export async function upsertArticles(ctx: { em: EntityManager }, drafts: ArticleDraft[]): Promise<UpsertResult> {
  if (!drafts.length) return { inserted: [], updated: [], unchanged: 0, duplicates: 0 };
  return ctx.em.transactional(async (em) => {
    const batch = dedupeBatch(drafts);
    const fresh = await dropStoredElsewhere(em, batch);
    const duplicates = drafts.length - fresh.length;
    if (!fresh.length) return { inserted: [], updated: [], unchanged: 0, duplicates };
    const rows = await em.getConnection().execute<{ id: number; source: string; external_id: string; inserted: boolean }[]>(
      `insert into articles (${UPSERT_COLUMNS.join(', ')}) values ${fresh.map(() => VALUE_PLACEHOLDERS).join(', ')}
       on conflict (source, external_id) do update set ${UPDATABLE.map((column) => `${column} = excluded.${column}`).join(', ')}, updated_at = now()
       where (${UPDATABLE.map((column) => `articles.${column}`).join(', ')}) is distinct from (${UPDATABLE.map((column) => `excluded.${column}`).join(', ')})
       returning id, source, external_id, (xmax = 0) as inserted`,
      fresh.flatMap(draftValues),
      'all',
      em.getTransactionContext(),
    );
    const draftByKey = new Map(fresh.map((draft) => [`${draft.source}\u0000${draft.externalId}`, draft]));
    const written = rows.map((row) => ({
      id: row.id,
      inserted: row.inserted,
      draft: draftByKey.get(`${row.source}\u0000${row.external_id}`)!,
    }));
    await replaceCategories(em, written);
    return {
      inserted: written.filter((row) => row.inserted).map((row) => row.id),
      updated: written.filter((row) => !row.inserted).map((row) => row.id),
      unchanged: fresh.length - written.length,
      duplicates,
    };
  });
}
