import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ArticleDraft } from '#graph/modules/ingestion/article-draft.types.js';
import { SourceParseError } from './errors.js';
import { parsePubmedEfetch, parsePubmedEsearch } from './pubmed.parse.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixturesDir = path.resolve(repoRoot, 'workflows/test/fixtures/sources/pubmed');

function fixture(name: string): string {
  return readFileSync(path.join(fixturesDir, name), 'utf8');
}

function byPmid(drafts: ArticleDraft[], pmid: string): ArticleDraft {
  const draft = drafts.find((candidate) => candidate.pmid === pmid);
  if (!draft) throw new Error(`PMID ${pmid} not parsed`);
  return draft;
}

/** The record as if PubMed had no entrez date for it, so the journal PubDate decides. */
function withoutHistory(xml: string): string {
  return xml.replace(/<History>[\s\S]*?<\/History>/g, '');
}

describe('parsePubmedEfetch on every recorded efetch file', () => {
  const files = readdirSync(fixturesDir).filter((file) => file.endsWith('.xml'));

  it('finds the eight efetch fixtures', () => {
    expect(files).toHaveLength(8);
  });

  it.each(files)('%s parses into complete plain-text drafts', (file) => {
    const drafts = parsePubmedEfetch(fixture(file));
    const declared = fixture(file).match(/<PubmedArticle>/g)?.length ?? 0;
    expect(drafts).toHaveLength(declared);
    for (const draft of drafts) {
      expect(draft.source).toBe('PubMed');
      expect(draft.externalId).toMatch(/^\d+$/);
      expect(draft.pmid).toBe(draft.externalId);
      expect(draft.sourceUrl).toBe(`https://pubmed.ncbi.nlm.nih.gov/${draft.pmid}/`);
      expect(draft.title).not.toBe('');
      expect(new Date(draft.publishedDate).toISOString()).toBe(draft.publishedDate);
      for (const text of [draft.title, draft.abstract, ...draft.authors, draft.journal, ...draft.subjects]) {
        expect(text).not.toMatch(/<\/?[a-z]+[\s>]|&#x?[0-9a-f]+;|&[a-z]+;/i);
        expect(text).not.toMatch(/[\u00a0\u2009]/);
      }
    }
  });
});

describe('efetch-1-article-2026-latex-in-abstract.xml', () => {
  const [draft] = parsePubmedEfetch(fixture('efetch-1-article-2026-latex-in-abstract.xml'));

  it('reads identity, journal and DOI', () => {
    expect(draft.externalId).toBe('41056176');
    expect(draft.title).toBe(
      'An Electromagnetic Navigation Surgical Robotic System (ENSRS) for Transthoracic Puncture of Small Pulmonary Nodules.',
    );
    expect(draft.journal).toBe('IEEE transactions on bio-medical engineering');
    expect(draft.doi).toBe('10.1109/tbme.2025.3619056');
    expect(draft.isOpenAccess).toBe(false);
    expect(draft.isPreprint).toBe(false);
  });

  it('cleans the LaTeX in the abstract to ± and <', () => {
    const results = draft.abstractSections.find((section) => section.label === 'RESULTS');
    expect(results?.text).toContain('groove localization error of 0.51 ± 0.27 mm');
    expect(results?.text).toContain('(0.81 ± 0.98 mm vs. 3.50 ± 2.88 mm, p < 0.0001)');
    expect(draft.abstract).not.toContain('$');
    expect(draft.abstract).not.toContain('\\pm');
  });

  it('keeps the labels and NLM categories of all five sections', () => {
    expect(draft.abstractSections.map((section) => [section.label, section.category])).toEqual([
      ['OBJECTIVE', 'OBJECTIVE'],
      ['METHODS', 'METHODS'],
      ['RESULTS', 'RESULTS'],
      ['CONCLUSION', 'CONCLUSIONS'],
      ['SIGNIFICANCE', 'CONCLUSIONS'],
    ]);
    expect(draft.abstract.startsWith('OBJECTIVE: To address the limitations of traditional CT-guided')).toBe(true);
    expect(draft.abstract).toContain('\n\nSIGNIFICANCE: This system offers a promising approach');
  });

  it('dates the record by its entrez time, not the later PubDate (2026 May)', () => {
    expect(draft.publishedDate).toBe('2025-10-07T12:44:00.000Z');
  });

  it('lists the 14 MeSH descriptors as subjects', () => {
    expect(draft.subjects).toHaveLength(14);
    expect(draft.subjects.slice(0, 3)).toEqual(['Robotic Surgical Procedures', 'Animals', 'Phantoms, Imaging']);
    expect(draft.subjects).toContain('Lung Neoplasms');
  });
});

describe('efetch-1-article-collective-author-covid.xml', () => {
  const [draft] = parsePubmedEfetch(fixture('efetch-1-article-collective-author-covid.xml'));

  it('keeps the collective author after the personal authors', () => {
    expect(draft.authors).toHaveLength(19);
    expect(draft.authors[0]).toBe('Na Zhu');
    expect(draft.authors).toContain('George F Gao');
    expect(draft.authors.at(-1)).toBe('China Novel Coronavirus Investigating and Research Team');
  });

  it('falls back to the electronic ArticleDate when there is no entrez date', () => {
    const [fallback] = parsePubmedEfetch(withoutHistory(fixture('efetch-1-article-collective-author-covid.xml')));
    expect(fallback.publishedDate).toBe('2020-01-24T00:00:00.000Z');
  });

  it('reads the NEJM record', () => {
    expect(draft.externalId).toBe('31978945');
    expect(draft.title).toBe('A Novel Coronavirus from Patients with Pneumonia in China, 2019.');
    expect(draft.journal).toBe('The New England journal of medicine');
    expect(draft.doi).toBe('10.1056/nejmoa2001017');
    expect(draft.publishedDate).toBe('2020-01-25T06:00:00.000Z');
    expect(draft.isOpenAccess).toBe(true);
    expect(draft.subjects).toHaveLength(20);
    expect(draft.subjects).toEqual(expect.arrayContaining(['COVID-19', 'SARS-CoV-2', 'Pneumonia, Viral']));
    expect(draft.abstractSections).toHaveLength(1);
    expect(draft.abstractSections[0].label).toBeNull();
    expect(draft.abstract.startsWith('In December 2019, a cluster of patients with pneumonia')).toBe(true);
  });
});

describe('efetch-1-article-german-vernacular-title.xml', () => {
  const [draft] = parsePubmedEfetch(fixture('efetch-1-article-german-vernacular-title.xml'));

  it('drops the brackets around the translated title', () => {
    expect(draft.title).toBe(
      'Market Concentration in the Statutory Health Insurance of Germany since the Introduction of Free Choice of Sickness Funds.',
    );
  });

  it('turns the <b>Label:</b> run-ins into sections and leaves out the copyright line', () => {
    expect(draft.abstractSections.map((section) => section.label)).toEqual(['Background', 'Data', 'Methods', 'Results']);
    expect(draft.abstract.startsWith('Background: The expansion of trust law to the German statutory health insurance')).toBe(true);
    expect(draft.abstract).not.toContain('Thieme');
    expect(draft.abstract).not.toContain('©');
  });

  it('decodes the umlaut in the author name and dates by entrez', () => {
    expect(draft.authors).toEqual(['R Götze']);
    expect(draft.publishedDate).toBe('2015-03-12T06:00:00.000Z');
    expect(draft.doi).toBe('10.1055/s-0034-1396891');
  });
});

describe('efetch-1-article-in-process-2017.xml', () => {
  const [draft] = parsePubmedEfetch(fixture('efetch-1-article-in-process-2017.xml'));

  it('uses the keywords as subjects when MeSH is not assigned yet', () => {
    expect(draft.externalId).toBe('28814268');
    expect(draft.title).toBe('The genomic architecture of mastitis resistance in dairy sheep.');
    expect(draft.subjects).toEqual(expect.arrayContaining(['California mastitis test', 'Chios sheep', 'Dairy sheep']));
    expect(draft.subjects).not.toContain('');
  });

  it('reads the structured abstract, the PMC id and the DOI', () => {
    expect(draft.abstractSections.map((section) => section.label)).toEqual(['BACKGROUND', 'RESULTS', 'CONCLUSIONS']);
    expect(draft.isOpenAccess).toBe(true);
    expect(draft.doi).toBe('10.1186/s12864-017-3982-1');
    expect(draft.journal).toBe('BMC genomics');
    expect(draft.publishedDate).toBe('2017-08-18T06:00:00.000Z');
  });
});

describe('efetch-1-article-season-date-no-abstract.xml', () => {
  const xml = fixture('efetch-1-article-season-date-no-abstract.xml');
  const [draft] = parsePubmedEfetch(xml);

  it('gives an empty abstract and no sections', () => {
    expect(draft.externalId).toBe('29540945');
    expect(draft.title).toBe('Split notochord syndrome: a case in point.');
    expect(draft.abstract).toBe('');
    expect(draft.abstractSections).toEqual([]);
    expect(draft.subjects).toEqual([]);
  });

  it('decodes B&#xe1;rbara and reads the ELocationID DOI and PMC id', () => {
    expect(draft.authors).toContain('Bárbara Bezerra de Castro');
    expect(draft.authors[0]).toBe('Camila Soares Moreira de Sousa');
    expect(draft.doi).toBe('10.1590/0100-3984.2015.0251');
    expect(draft.isOpenAccess).toBe(true);
    expect(draft.publishedDate).toBe('2018-03-16T06:00:00.000Z');
  });

  it('reads the Year + Season "Jan-Feb" PubDate as January when there is no entrez date', () => {
    const [fallback] = parsePubmedEfetch(withoutHistory(xml));
    expect(fallback.publishedDate).toBe('2018-01-01T00:00:00.000Z');
  });
});

describe('efetch-10-articles-sleep-apnea-2016.xml', () => {
  const xml = fixture('efetch-10-articles-sleep-apnea-2016.xml');
  const drafts = parsePubmedEfetch(xml);

  it('parses all ten records, none with a DOI', () => {
    expect(drafts.map((draft) => draft.pmid)).toEqual([
      '27483622',
      '27451595',
      '27451590',
      '27396145',
      '27396098',
      '27396095',
      '27382691',
      '27382686',
      '27373092',
      '27373039',
    ]);
    expect(drafts.every((draft) => draft.doi === null)).toBe(true);
  });

  it('gives the two records without <Abstract> an empty abstract', () => {
    const empty = drafts.filter((draft) => draft.abstract === '').map((draft) => draft.pmid);
    expect(empty).toEqual(['27483622', '27396095']);
    expect(byPmid(drafts, '27396095').abstractSections).toEqual([]);
  });

  it('drops the brackets of translated titles', () => {
    expect(byPmid(drafts, '27396145').title).toBe('Obstructive sleep apnea features and occupational fitness of railway workers.');
    expect(byPmid(drafts, '27382691').title).toBe('Children severe OSAHS with pectus excavatum: a case report.');
  });

  it('keeps OBJECTIVE/METHOD/RESULT/CONCLUSION labels with their NLM categories', () => {
    expect(byPmid(drafts, '27382686').abstractSections.map((section) => [section.label, section.category])).toEqual([
      ['OBJECTIVE', 'OBJECTIVE'],
      ['METHOD', 'METHODS'],
      ['RESULT', 'RESULTS'],
      ['CONCLUSION', 'CONCLUSIONS'],
    ]);
  });

  it('dates the records by entrez', () => {
    expect(byPmid(drafts, '27483622').publishedDate).toBe('2016-08-04T06:00:00.000Z');
  });

  it('reads MedlineDate, Year-only and Year+Month PubDates when there is no entrez date', () => {
    const fallback = parsePubmedEfetch(withoutHistory(xml));
    // MedlineDate "2016 May-Jun", "2015 Oct-Dec" and "2016 May 25-Jun 14": the first year and month.
    expect(byPmid(fallback, '27483622').publishedDate).toBe('2016-05-01T00:00:00.000Z');
    expect(byPmid(fallback, '27451595').publishedDate).toBe('2015-10-01T00:00:00.000Z');
    expect(byPmid(fallback, '27396098').publishedDate).toBe('2016-05-01T00:00:00.000Z');
    expect(byPmid(fallback, '27396145').publishedDate).toBe('2016-01-01T00:00:00.000Z');
    expect(byPmid(fallback, '27382691').publishedDate).toBe('2016-03-01T00:00:00.000Z');
  });

  it('uses MeSH descriptors as subjects', () => {
    expect(byPmid(drafts, '27483622').subjects).toEqual([
      'Bruxism',
      'Humans',
      'Practice Management, Dental',
      "Practice Patterns, Dentists'",
      'Sleep Apnea, Obstructive',
      'Temporomandibular Joint Disorders',
    ]);
  });
});

describe('efetch-5-articles-2026-06.xml', () => {
  const drafts = parsePubmedEfetch(fixture('efetch-5-articles-2026-06.xml'));

  it('strips <sup> from the title and abstract', () => {
    const draft = byPmid(drafts, '42286391');
    expect(draft.title).toBe(
      'Early timepoint 99mTc-DPD whole body scintigraphy and quantitative SPECT/CT imaging for diagnosis of cardiac ATTR amyloidosis.',
    );
    expect(draft.abstract).toContain('SUVmax from early imaging');
  });

  it('turns &#xa0; and &#x2009; into plain spaces', () => {
    const draft = byPmid(drafts, '42286391');
    expect(draft.abstract).toContain('performed after 2.5-3 h.');
    expect(draft.abstract).toContain('(0.5 vs. 0, p < 0.001)');
  });

  it('decodes numeric character references in author names', () => {
    expect(byPmid(drafts, '42286178').authors).toEqual(expect.arrayContaining(['Haluk Morgül', 'Gesa Pöhler']));
  });

  it('keeps multi-word labels and the KEY POINTS section', () => {
    const draft = byPmid(drafts, '42286177');
    expect(draft.abstractSections.map((section) => section.label)).toEqual([
      'OBJECTIVE',
      'MATERIALS AND METHODS',
      'RESULTS',
      'CONCLUSION',
      'KEY POINTS',
    ]);
    expect(draft.abstractSections[1].category).toBe('METHODS');
    expect(draft.abstract).toContain('\n\nKEY POINTS: Question The number of studies');
  });

  it('reads MeSH plus keywords for the MEDLINE record and keywords only for Publisher records', () => {
    const medline = byPmid(drafts, '42286178');
    expect(medline.subjects).toHaveLength(18);
    expect(medline.subjects).toEqual(expect.arrayContaining(['Carcinoma, Hepatocellular', 'Large language model']));
    expect(byPmid(drafts, '42286322').subjects).toEqual([]);
  });

  it('dates each record by its entrez hour and minute', () => {
    expect(byPmid(drafts, '42286391').publishedDate).toBe('2026-06-12T23:29:00.000Z');
    expect(byPmid(drafts, '42286177').publishedDate).toBe('2026-06-12T23:22:00.000Z');
  });
});

describe('efetch-6-articles-tuberculosis-2025-2026.xml', () => {
  const drafts = parsePubmedEfetch(fixture('efetch-6-articles-tuberculosis-2025-2026.xml'));

  it('strips <i> from titles', () => {
    expect(byPmid(drafts, '40980874').title).toBe(
      'Ongoing evolution of PE/PPE genes in Mycobacterium tuberculosis associated with drug resistance and host immune response.',
    );
    expect(byPmid(drafts, '40964672').title).toBe('Drug selection based on pan-genomics genetic features of Mycobacterium tuberculosis.');
  });

  it('dates by entrez even when PubDate is earlier (40540657: PubDate 2025 Apr 01)', () => {
    expect(byPmid(drafts, '40540657').publishedDate).toBe('2025-06-20T15:03:00.000Z');
  });

  it('flags open access from the PMC id only', () => {
    expect(byPmid(drafts, '41033137').isOpenAccess).toBe(true);
    expect(byPmid(drafts, '40540657').isOpenAccess).toBe(false);
  });

  it('takes the DOI from the ArticleIdList', () => {
    expect(byPmid(drafts, '41974676').doi).toBe('10.1038/s41467-026-71566-x');
    expect(byPmid(drafts, '41033137').doi).toBe('10.1016/j.tube.2025.102690');
  });

  it('gives the PubMed-not-MEDLINE record its keywords only', () => {
    expect(byPmid(drafts, '40964672').subjects).toEqual([
      'DRMP',
      'M. tuberculosis',
      'drug resistance',
      'genetic diversity',
      'therapeutic and control strategies',
    ]);
  });
});

describe('parsePubmedEsearch', () => {
  it('reads esearch-ai-radiology-retmax5.json, numbers given as strings', () => {
    expect(parsePubmedEsearch(fixture('esearch-ai-radiology-retmax5.json'))).toEqual({
      count: 42111,
      ids: ['42286391', '42286351', '42286322', '42286178', '42286177'],
      warnings: ["Unknown sort schema 'date' ignored"],
    });
  });

  it('reads esearch-tuberculosis-positive-selection-retmax25.json', () => {
    const result = parsePubmedEsearch(fixture('esearch-tuberculosis-positive-selection-retmax25.json'));
    expect(result.count).toBe(65);
    expect(result.ids).toHaveLength(25);
    expect(result.ids.slice(0, 6)).toEqual(['41974676', '41033137', '40980874', '40964672', '40593557', '40540657']);
    expect(result.warnings).toEqual(["Unknown sort schema 'date' ignored"]);
  });

  it('throws SourceParseError for invalid JSON, an ESearch ERROR, or a missing count', () => {
    expect(() => parsePubmedEsearch('{"esearchresult": {"count": "1", "idlist": ["1"]')).toThrow(SourceParseError);
    expect(() => parsePubmedEsearch('{"esearchresult": {"ERROR": "Invalid db name specified: pub"}}')).toThrow(/Invalid db name/);
    expect(() => parsePubmedEsearch('{"header": {}}')).toThrow(SourceParseError);
  });
});

describe('malformed efetch input', () => {
  const xml = fixture('efetch-5-articles-2026-06.xml');

  function parseError(input: string): SourceParseError {
    try {
      parsePubmedEfetch(input);
    } catch (error) {
      if (error instanceof SourceParseError) return error;
      throw error;
    }
    throw new Error('expected a SourceParseError');
  }

  it('throws for a document truncated mid-record', () => {
    const error = parseError(xml.slice(0, Math.floor(xml.length / 2)));
    expect(error.source).toBe('PubMed');
    expect(error.message).toMatch(/not well-formed XML/);
  });

  it('throws for a document cut off after a complete record, instead of returning it', () => {
    const cut = xml.slice(0, xml.indexOf('</PubmedArticle>') + '</PubmedArticle>'.length);
    expect(() => parsePubmedEfetch(cut)).toThrow(SourceParseError);
  });

  it('throws for mismatched tags, empty input, and text that is not XML', () => {
    expect(() => parsePubmedEfetch('<PubmedArticleSet><PubmedArticle></PubmedArticleSet>')).toThrow(SourceParseError);
    expect(() => parsePubmedEfetch('')).toThrow(SourceParseError);
    expect(() => parsePubmedEfetch('Service unavailable <html>')).toThrow(SourceParseError);
  });

  it('throws when the root is not a PubmedArticleSet (an eutils error page)', () => {
    expect(() => parsePubmedEfetch('<eFetchResult><ERROR>Empty id list</ERROR></eFetchResult>')).toThrow(/PubmedArticleSet/);
  });

  it('throws for a record without PMID or without title', () => {
    expect(parseError(xml.replace('<PMID Version="1">42286391</PMID>', '')).message).toMatch(/PMID/);
    const untitled = xml.replace(/<ArticleTitle>Early timepoint[\s\S]*?<\/ArticleTitle>/, '<ArticleTitle></ArticleTitle>');
    expect(parseError(untitled).message).toMatch(/42286391 has no title/);
  });

  it('returns an empty list for an empty result set', () => {
    expect(parsePubmedEfetch('<?xml version="1.0" ?>\n<PubmedArticleSet>\n</PubmedArticleSet>\n')).toEqual([]);
  });
});
