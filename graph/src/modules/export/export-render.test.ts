import { Cite, plugins, type CslName } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { escapeBibtex } from './export-bibtex.render.js';
import { csvCell } from './export-csv.render.js';
import { ExportFormat, renderExport } from './export.render.js';
import { StudyDesign } from '../article/article.enums.js';
import type { ExportRecord } from './export-record.render.js';

function record(overrides: Partial<ExportRecord>): ExportRecord {
  return {
    id: 1,
    title: 'A randomised trial',
    authors: ['Smith, J.'],
    journal: 'The Lancet',
    publishedDate: new Date('2026-11-20T08:00:00Z'),
    doi: null,
    pmid: null,
    url: 'https://example.org/paper',
    source: 'PubMed',
    abstract: '',
    summary: null,
    isPreprint: false,
    isOpenAccess: false,
    studyDesign: StudyDesign.OTHER,
    sampleSize: null,
    ...overrides,
  };
}

const RECORDS: ExportRecord[] = [
  record({
    id: 11,
    title: 'Cost & effect: 50% of $5 for trial #1 in a_b {CRISPR}-Cas9 ~ ^ \\ cohorts',
    authors: ['Smith, J.', 'Jane van der Berg', 'Barnes and Noble Research Group', 'Victor M. Jimenez Jr.'],
    journal: 'N Engl J Med & Partners',
    doi: '10.1000/abc_def<1>',
    pmid: '41234567',
    url: 'https://example.org/a_b?q=50%25&x=1#frag',
    abstract: 'BACKGROUND: Costs rose 10% & more.\n\nRESULTS: {Balanced} text with $ and _ stays.',
    summary: 'A plain summary, with "quotes", commas\nand a line break.',
    isOpenAccess: true,
    studyDesign: StudyDesign.RANDOMISED_CONTROLLED_TRIAL,
    sampleSize: 1204,
  }),
  record({
    id: 12,
    title: 'Odd } brace { order and a lone } closing',
    authors: ['Smith, A.'],
    journal: 'medRxiv',
    doi: '10.1101/2026.11.01.123',
    url: 'https://www.medrxiv.org/content/10.1101/2026.11.01.123',
    source: 'medRxiv',
    isPreprint: true,
    publishedDate: new Date('2026-03-02T23:30:00Z'),
  }),
  record({
    id: 13,
    title: '=HYPERLINK("https://evil.example","click") and more',
    authors: ['@attacker', '-Minus, Name', '+Plus Person'],
    journal: '\tTabbed journal',
    summary: '\rStarts with a carriage return',
    source: 'DOAJ',
    publishedDate: new Date('2025-01-09T00:00:00Z'),
  }),
];

const NOW = new Date('2026-11-25T12:00:00Z');

/** A CSL name read back as one string, in "Given Family" order. */
function nameText(name: CslName & Record<string, unknown>): string {
  if (name.literal) return name.literal;
  const parts = [name.given, name['dropping-particle'], name['non-dropping-particle'], name.family, name.suffix];
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' ');
}

/** An author as the records hold it, in "Given Family" order. */
function naturalName(author: string): string {
  const comma = author.indexOf(',');
  return comma > 0 ? `${author.slice(comma + 1).trim()} ${author.slice(0, comma).trim()}` : author;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('BibTeX export', () => {
  const file = renderExport(RECORDS, ExportFormat.BIBTEX, 'bookmarks', NOW);
  const items = new Cite(file.content).data;

  it('is named with the date and typed as BibTeX', () => {
    expect(file).toMatchObject({
      filename: 'paperlight-bookmarks-2026-11-25.bib',
      contentType: 'application/x-bibtex; charset=utf-8',
      count: 3,
    });
  });

  it('parses back, with a citation library, to the same titles, authors, journal, date, DOI, PMID, URL and abstract', () => {
    expect(items).toHaveLength(RECORDS.length);
    items.forEach((item, index) => {
      const source = RECORDS[index];
      expect(item.type).toBe('article-journal');
      expect(item.title).toBe(source.title);
      expect((item.author ?? []).map((name) => nameText(name as CslName & Record<string, unknown>))).toEqual(
        source.authors.map(naturalName),
      );
      expect(item['container-title']).toBe(source.journal.trim());
      const date = source.publishedDate;
      expect(item.issued?.['date-parts'][0]).toEqual([date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]);
      expect(item.DOI).toBe(source.doi ?? undefined);
      expect(item.PMID).toBe(source.pmid ?? undefined);
      expect(item.URL).toBe(source.url);
      expect(item.abstract).toBe(source.abstract ? collapse(source.abstract) : undefined);
      expect(item.note).toBe(source.isPreprint ? 'Preprint, not peer reviewed' : undefined);
    });
  });

  it('gives every entry a unique citation key', () => {
    expect(items.map((item) => item.id)).toEqual(['smith2026', 'smith2026b', 'attacker2025']);
  });

  it('keeps every entry brace-balanced, counting escaped braces as BibTeX does', () => {
    for (const entry of file.content.split(/\n(?=@)/)) {
      let depth = 0;
      for (const character of entry) {
        if (character === '{') depth += 1;
        if (character === '}') depth -= 1;
        expect(depth).toBeGreaterThanOrEqual(0);
      }
      expect(depth).toBe(0);
    }
  });

  it('escapes each LaTeX special character', () => {
    expect(escapeBibtex('& % $ # _ { } ~ ^ \\')).toBe(
      '\\& \\% \\$ \\# \\_ \\{ \\} \\textasciitilde{} \\textasciicircum{} \\textbackslash{}',
    );
    expect(escapeBibtex('} {')).toBe('\\textbraceright{} \\textbraceleft{}');
  });
});

describe('RIS export', () => {
  const file = renderExport(RECORDS, ExportFormat.RIS, 'feed', NOW);

  it('is named with the date and typed as RIS', () => {
    expect(file).toMatchObject({
      filename: 'paperlight-feed-2026-11-25.ris',
      contentType: 'application/x-research-info-systems; charset=utf-8',
    });
  });

  it('parses back, with a citation library, to the same data', () => {
    const items = new Cite(file.content).data;
    expect(items).toHaveLength(RECORDS.length);
    items.forEach((item, index) => {
      const source = RECORDS[index];
      expect(item.type).toBe('article-journal');
      expect(item.title).toBe(source.title);
      expect(item['container-title']).toBe(source.journal.trim());
      const date = source.publishedDate;
      expect(item.issued?.['date-parts'][0]).toEqual([date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]);
      expect(item.DOI).toBe(source.doi ?? undefined);
      expect(item.URL).toBe(source.url);
      expect(item.abstract).toBe(source.abstract ? collapse(source.abstract) : undefined);
    });
  });

  it('writes one AU tag per author, the PMID as AN and a unique ID, record by record', () => {
    const records = plugins.input.chainLink(file.content) as Record<string, string | string[]>[];
    expect(records).toHaveLength(RECORDS.length);
    records.forEach((tags, index) => {
      const source = RECORDS[index];
      expect([tags.AU].flat()).toEqual(source.authors.map((author) => author.trim()));
      expect(tags.AN).toBe(source.pmid ?? undefined);
      expect(tags.DB).toBe(source.source);
    });
    expect(records.map((tags) => tags.ID)).toEqual(['smith2026', 'smith2026b', 'attacker2025']);
  });

  it('never lets a line break in the data start a tag of its own', () => {
    const file = renderExport([record({ title: 'First line\nER  - \nTY  - BOOK' })], ExportFormat.RIS, 'feed', NOW);
    expect(file.content.split('\r\n').filter((line) => line.startsWith('ER  -'))).toHaveLength(1);
    expect(new Cite(file.content).data[0].title).toBe('First line ER - TY - BOOK');
  });
});

describe('CSV export', () => {
  const file = renderExport(RECORDS, ExportFormat.CSV, 'bookmarks', NOW);
  const rows = parse(file.content, { bom: true, columns: true }) as Record<string, string>[];

  it('is named with the date and typed as CSV', () => {
    expect(file).toMatchObject({ filename: 'paperlight-bookmarks-2026-11-25.csv', contentType: 'text/csv; charset=utf-8' });
  });

  it('parses back, with a CSV parser, to the same data, quotes, commas and line breaks included', () => {
    expect(rows[0]).toEqual({
      Title: RECORDS[0].title,
      Authors: RECORDS[0].authors.join('; '),
      Journal: RECORDS[0].journal,
      Published: '2026-11-20',
      Year: '2026',
      Source: 'PubMed',
      DOI: RECORDS[0].doi,
      PMID: RECORDS[0].pmid,
      URL: RECORDS[0].url,
      Preprint: 'no',
      'Open access': 'yes',
      'Study design': 'rct',
      'Sample size': '1204',
      Abstract: RECORDS[0].abstract,
      'Plain-language summary': RECORDS[0].summary,
    });
    expect(rows[1]).toMatchObject({
      Title: RECORDS[1].title,
      Preprint: 'yes',
      DOI: RECORDS[1].doi,
      PMID: '',
      'Study design': 'other',
      'Sample size': '',
    });
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(rows[2]).toMatchObject({
      Title: `'${RECORDS[2].title}`,
      Authors: `'${RECORDS[2].authors.join('; ')}`,
      Journal: "'\tTabbed journal",
      'Plain-language summary': "'\rStarts with a carriage return",
    });
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"');
  });
});
