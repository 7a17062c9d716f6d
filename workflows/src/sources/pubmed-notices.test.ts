import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NoticeKind } from '#graph/modules/status/article-status.enums.js';
import type { ArticleDraft } from '#graph/modules/ingestion/article-draft.types.js';
import { parseMedrxivDetails } from './medrxiv.parse.js';
import { citationDate, citationDoi } from './pubmed-notices.js';
import { parsePubmedEfetch } from './pubmed.parse.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/sources');

function one(file: string): ArticleDraft {
  const [draft] = parsePubmedEfetch(readFileSync(path.join(fixtures, 'constructed', file), 'utf8'));
  return draft;
}

describe('notices in PubMed records', () => {
  it('reads no notice from the recorded records, whose links are citations and comments only', () => {
    const folder = path.join(fixtures, 'pubmed');
    const drafts = readdirSync(folder)
      .filter((file) => file.endsWith('.xml'))
      .flatMap((file) => parsePubmedEfetch(readFileSync(path.join(folder, file), 'utf8')));
    expect(drafts.length).toBeGreaterThan(20);
    expect(drafts.flatMap((draft) => draft.notices ?? [])).toEqual([]);
  });

  it('reads a retracted paper’s RetractionIn link, dated and identified from its citation', () => {
    const paper = one('pubmed-retracted-paper-28814268.xml');
    expect(paper.notices).toEqual([
      {
        kind: NoticeKind.RETRACTION,
        paper: { pmid: '28814268', doi: '10.1186/s12864-017-3982-1' },
        notice: { pmid: '29540945', doi: '10.1590/0100-3984.2015.0251' },
        reference: 'Radiol Bras. 2018 Jan-Feb;51(1):59-60. doi: 10.1590/0100-3984.2015.0251.',
        date: '2018-01-01T00:00:00.000Z',
      },
    ]);
    expect(paper.publicationTypes).toContain('Retracted Publication');
  });

  it('reads a retraction notice’s RetractionOf link, dated by the notice’s own entrez date', () => {
    const notice = one('pubmed-retraction-notice-29540945.xml');
    expect(notice.notices).toEqual([
      {
        kind: NoticeKind.RETRACTION,
        paper: { pmid: '28814268', doi: '10.1186/s12864-017-3982-1' },
        notice: { pmid: '29540945', doi: '10.1590/0100-3984.2015.0251' },
        reference: null,
        date: notice.publishedDate,
      },
    ]);
  });

  it.each([
    ['pubmed-corrected-paper-25760099.xml', NoticeKind.CORRECTION, { pmid: '25760099' }, { pmid: '42286391' }],
    ['pubmed-erratum-notice-42286391.xml', NoticeKind.CORRECTION, { pmid: '25760099' }, { pmid: '42286391' }],
    ['pubmed-concern-paper-41056176.xml', NoticeKind.EXPRESSION_OF_CONCERN, { pmid: '41056176' }, { pmid: '42286351' }],
    ['pubmed-concern-notice-42286351.xml', NoticeKind.EXPRESSION_OF_CONCERN, { pmid: '41056176' }, { pmid: '42286351' }],
  ])('%s names the same notice from its side', (file, kind, paper, notice) => {
    const [found] = one(file).notices ?? [];
    expect(found).toMatchObject({ kind, paper, notice });
  });

  it('marks a paper typed Retracted Publication under an unnamed retraction when no link names it', () => {
    const xml = readFileSync(path.join(fixtures, 'constructed', 'pubmed-retracted-paper-28814268.xml'), 'utf8').replace(
      /<CommentsCorrections RefType="RetractionIn">[\s\S]*?<\/CommentsCorrections>/,
      '',
    );
    const [paper] = parsePubmedEfetch(xml);
    expect(paper.notices).toEqual([
      {
        kind: NoticeKind.RETRACTION,
        paper: { pmid: '28814268', doi: '10.1186/s12864-017-3982-1' },
        notice: { pmid: null, doi: null },
        reference: null,
        date: null,
      },
    ]);
  });

  it('reads the date and DOI of a citation string', () => {
    expect(citationDate('N Engl J Med. 2020 Feb 20;382(8):760-762. doi: 10.1056/NEJMe2001126.')).toBe('2020-02-20T00:00:00.000Z');
    expect(citationDate('Gesundheitswesen. 2016 Nov;78(11):715-720.')).toBe('2016-11-01T00:00:00.000Z');
    expect(citationDate('Synthetic text without a date')).toBeNull();
    expect(citationDoi('N Engl J Med. 2020 Feb 20;382(8):760-762. doi: 10.1056/NEJMe2001126.')).toBe('10.1056/nejme2001126');
    expect(citationDoi('Gesundheitswesen. 2016 Nov;78(11):715-720.')).toBeNull();
  });
});

describe('published versions in medRxiv records', () => {
  it('reads `published` as the journal version’s DOI, and "NA" as none', () => {
    const page = parseMedrxivDetails(
      readFileSync(path.join(fixtures, 'constructed', 'medrxiv-details-2026-09-15-first-published.json'), 'utf8'),
    );
    expect(page.drafts.map((draft) => draft.publishedVersion)).toEqual([{ doi: '10.1109/tbme.2025.3619056' }, null, null]);
  });
});
