import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#graph-test/database.js';
import type { ArticleDraft } from '#graph/modules/ingestion/article-draft.types.js';
import { upsertArticles } from '#graph/modules/ingestion/ingestion.service.js';
import { ArticleStatus } from '#graph/modules/article/article.enums.js';
import { parseMedrxivDetails } from './medrxiv.parse.js';
import { parsePubmedEfetch } from './pubmed.parse.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/sources');
const read = (folder: string, file: string) => readFileSync(path.join(fixtures, folder, file), 'utf8');
const pubmed = (file: string): ArticleDraft[] => parsePubmedEfetch(read('constructed', file));

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
});

afterAll(async () => {
  await db?.drop();
});

beforeEach(async () => {
  await db.orm.em.getConnection().execute('truncate articles, article_notices restart identity cascade');
});

const ingest = (drafts: ArticleDraft[]) => upsertArticles({ em: db.orm.em.fork() }, drafts);

async function statusOf(pmid: string): Promise<{ id: number; status: string; status_changed_at: string | null } | undefined> {
  const [row] = await db.orm.em
    .getConnection()
    .execute<{ id: number; status: string; status_changed_at: string | null }[]>(
      'select id, status, status_changed_at from articles where pmid = ?',
      [pmid],
    );
  return row;
}

interface NoticeRecord {
  kind: string;
  paper_key: string;
  notice_key: string;
  paper: string | null;
  notice: string | null;
  reference: string | null;
}

function notices(): Promise<NoticeRecord[]> {
  return db.orm.em.getConnection().execute<NoticeRecord[]>(
    `select n.kind, n.paper_key, n.notice_key, p.pmid as paper, s.pmid as notice, n.reference
       from article_notices n left join articles p on p.id = n.article_id left join articles s on s.id = n.notice_article_id order by n.id`,
  );
}

const PAIRS = [
  {
    name: 'a retraction',
    paper: 'pubmed-retracted-paper-28814268.xml',
    notice: 'pubmed-retraction-notice-29540945.xml',
    pmid: '28814268',
    noticePmid: '29540945',
    kind: 'retraction',
    status: ArticleStatus.RETRACTED,
  },
  {
    name: 'an erratum',
    paper: 'pubmed-corrected-paper-25760099.xml',
    notice: 'pubmed-erratum-notice-42286391.xml',
    pmid: '25760099',
    noticePmid: '42286391',
    kind: 'correction',
    status: ArticleStatus.CORRECTED,
  },
  {
    name: 'an expression of concern',
    paper: 'pubmed-concern-paper-41056176.xml',
    notice: 'pubmed-concern-notice-42286351.xml',
    pmid: '41056176',
    noticePmid: '42286351',
    kind: 'expression-of-concern',
    status: ArticleStatus.EXPRESSION_OF_CONCERN,
  },
];

describe.each(PAIRS)('$name', ({ paper, notice, pmid, noticePmid, kind, status }) => {
  const expectLinked = async () => {
    expect(await notices()).toMatchObject([
      { kind, paper_key: `pmid:${pmid}`, notice_key: `pmid:${noticePmid}`, paper: pmid, notice: noticePmid },
    ]);
    expect((await statusOf(pmid))?.status).toBe(status);
    expect((await statusOf(noticePmid))?.status).toBe(ArticleStatus.ACTIVE);
  };

  it('sets the paper’s status when the notice arrives after the paper', async () => {
    expect((await ingest(pubmed(paper))).statusChanges).toEqual(
      // The paper's own record names its notice, so it changes status on arrival.
      [{ id: (await statusOf(pmid))!.id, previous: ArticleStatus.ACTIVE, status }],
    );
    expect((await ingest(pubmed(notice))).statusChanges).toEqual([]);
    await expectLinked();
  });

  it('sets the paper’s status when the notice arrived first, with the paper’s record not naming it', async () => {
    // The paper as it was recorded before the notice: without the link the constructed copy adds.
    const unlinked = pubmed(paper).map((draft) => ({ ...draft, notices: [] }));
    expect((await ingest(pubmed(notice))).statusChanges).toEqual([]);
    expect(await notices()).toMatchObject([{ kind, paper: null, notice: noticePmid }]);
    const result = await ingest(unlinked);
    expect(result.statusChanges).toEqual([{ id: result.inserted[0], previous: ArticleStatus.ACTIVE, status }]);
    await expectLinked();
    expect((await statusOf(pmid))?.status_changed_at).not.toBeNull();
  });

  it('links a notice stored long before, when a re-read of the paper is the first to name it', async () => {
    const unlinked = pubmed(paper).map((draft) => ({ ...draft, notices: [] }));
    await ingest(unlinked);
    expect((await statusOf(pmid))?.status).toBe(ArticleStatus.ACTIVE);
    const result = await ingest(pubmed(paper));
    expect(result.statusChanges).toHaveLength(1);
    expect((await notices())[0]).toMatchObject({ paper: pmid, notice: null });
    await ingest(pubmed(notice));
    await expectLinked();
  });

  it('keeps one notice when both records come in one batch, and writes nothing when they come again', async () => {
    const batch = [...pubmed(notice), ...pubmed(paper)];
    const first = await ingest(batch);
    expect(first.inserted).toHaveLength(2);
    expect(first.statusChanges).toHaveLength(1);
    await expectLinked();
    const before = await notices();
    const again = await ingest(batch);
    expect(again).toEqual({ inserted: [], updated: [], unchanged: 2, duplicates: 0, statusChanges: [] });
    expect(await notices()).toEqual(before);
  });
});

describe('a paper typed Retracted Publication', () => {
  const typedOnly = () =>
    parsePubmedEfetch(
      read('constructed', 'pubmed-retracted-paper-28814268.xml').replace(
        /<CommentsCorrections RefType="RetractionIn">[\s\S]*?<\/CommentsCorrections>/,
        '',
      ),
    );

  it('is retracted without a named notice, and keeps one notice once the notice names it', async () => {
    await ingest(typedOnly());
    expect((await statusOf('28814268'))?.status).toBe(ArticleStatus.RETRACTED);
    expect(await notices()).toMatchObject([{ kind: 'retraction', notice_key: '', paper: '28814268' }]);
    await ingest(pubmed('pubmed-retraction-notice-29540945.xml'));
    expect(await notices()).toMatchObject([{ kind: 'retraction', notice_key: 'pmid:29540945', paper: '28814268', notice: '29540945' }]);
    await ingest(typedOnly());
    expect(await notices()).toHaveLength(1);
    expect((await statusOf('28814268'))?.status).toBe(ArticleStatus.RETRACTED);
  });
});

describe('a paper under several notices', () => {
  it('takes the strongest status: a retraction outranks an erratum', async () => {
    const [paper] = pubmed('pubmed-corrected-paper-25760099.xml');
    await ingest([paper]);
    expect((await statusOf('25760099'))?.status).toBe(ArticleStatus.CORRECTED);
    const [retraction] = pubmed('pubmed-retraction-notice-29540945.xml');
    const retractsIt = {
      ...retraction,
      notices: retraction.notices?.map((found) => ({ ...found, paper: { pmid: '25760099', doi: null } })),
    };
    const result = await ingest([retractsIt]);
    expect(result.statusChanges).toMatchObject([{ previous: ArticleStatus.CORRECTED, status: ArticleStatus.RETRACTED }]);
  });
});

describe('a preprint published in a journal', () => {
  const page = (file: string, folder: string) => parseMedrxivDetails(read(folder, file)).drafts;

  it('gains its published version, and a repeat writes nothing', async () => {
    await ingest(page('details-medrxiv-2026-09-15-trimmed-3of72.json', 'medrxiv'));
    const published = await ingest(page('medrxiv-details-2026-09-15-first-published.json', 'constructed'));
    expect(published.updated).toHaveLength(1);
    const rows = await db.orm.em
      .getConnection()
      .execute<{ external_id: string; published_doi: string | null }[]>(
        `select external_id, published_doi from articles where source = 'medRxiv' order by external_id`,
      );
    expect(rows).toEqual([
      { external_id: '10.64898/2026.09.11.26362753', published_doi: null },
      { external_id: '10.64898/2026.09.13.26362948', published_doi: '10.1109/tbme.2025.3619056' },
      { external_id: '10.64898/2026.09.14.26363001', published_doi: null },
    ]);
    expect((await ingest(page('medrxiv-details-2026-09-15-first-published.json', 'constructed'))).updated).toEqual([]);
  });
});
