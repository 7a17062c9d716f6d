import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ArticleDraft } from '../ingestion/article-draft.types.js';
import { LocalSummariser } from './local-summariser.service.js';
import { LONGEST_TITLE } from '../../text/simplified-title.js';
import { speaksAsAuthors } from '../../text/third-person.js';
import { parseCorpus, summariseCorpus, type CorpusItem } from './summary-corpus.service.js';

// Two corpora: the demo library (real records parsed from the recorded source responses) and a set of illustrative
// structured abstracts from other fields of medicine, written for these tests (fixtures/README.md).
const DEMO = (JSON.parse(readFileSync(new URL('../../db/seeders/demo-articles.json', import.meta.url), 'utf8')) as ArticleDraft[]).map(
  (article): CorpusItem => ({
    ref: `${article.source}:${article.externalId}`,
    input: {
      title: article.title,
      abstract: article.abstract,
      abstractSections: article.abstractSections,
      isPreprint: article.isPreprint,
      journal: article.journal,
    },
  }),
);
const ILLUSTRATIVE = parseCorpus(readFileSync(new URL('./fixtures/illustrative-abstracts.jsonl', import.meta.url), 'utf8'));

describe.each([
  ['the demo library', DEMO],
  ['the illustrative abstracts', ILLUSTRATIVE],
])('the local summariser over %s', (_, items) => {
  it('never invents a number: every number in every summary is traceable to its abstract', async () => {
    const summaries = await summariseCorpus(new LocalSummariser(), items);
    const untraceable = summaries
      .filter((summary) => !summary.numbersTraceable)
      .map((summary) => `${summary.ref}: ${summary.untraceableNumbers.join(', ')}`);
    expect(untraceable).toEqual([]);
  });

  it('never truncates a simplified title, and keeps each within 140 characters', async () => {
    const summaries = await summariseCorpus(new LocalSummariser(), items);
    for (const summary of summaries) {
      expect(summary.simplifiedTitle, summary.ref ?? '').not.toMatch(/(?:…|\.\.\.)\s*$/);
      expect(summary.simplifiedTitle.length, summary.ref ?? '').toBeLessThanOrEqual(LONGEST_TITLE);
      expect(summary.simplifiedTitle.trim(), summary.ref ?? '').not.toBe('');
    }
  });

  it("never speaks in the authors' first person", async () => {
    const summaries = await summariseCorpus(new LocalSummariser(), items);
    const firstPerson = summaries.filter((summary) => speaksAsAuthors(summary.summary)).map((summary) => summary.ref);
    expect(firstPerson).toEqual([]);
  });

  it('leaves no statistical apparatus and no advice in any summary', async () => {
    const summaries = await summariseCorpus(new LocalSummariser(), items);
    for (const summary of summaries) {
      expect(summary.summary, summary.ref ?? '').not.toMatch(
        /\b(?:95% CI|confidence interval|p\s*[<=>]\s*0?\.\d|odds ratio|hazard ratio)\b/i,
      );
      expect(summary.summary, summary.ref ?? '').not.toMatch(/\b(?:should|must)\b/i);
    }
  });
});

describe('the local summariser over the illustrative abstracts', () => {
  it('replaces the jargon of other fields with plain words', async () => {
    const byRef = new Map((await summariseCorpus(new LocalSummariser(), ILLUSTRATIVE)).map((summary) => [summary.ref, summary]));
    expect(byRef.get('derm-1')?.summary).toContain('eczema');
    expect(byRef.get('derm-1')?.summary).not.toMatch(/atopic dermatitis/i);
    expect(byRef.get('dent-1')?.summary).toContain('tooth decay');
    expect(byRef.get('dent-1')?.simplifiedTitle).toBe('Rate and Drivers of Tooth Decay Among Schoolchildren in a Rural District');
    expect(byRef.get('gastro-1')?.summary).toContain('stool transplant');
    expect(byRef.get('neo-1')?.summary).toContain('bleeding in the brain');
    expect(byRef.get('neo-1')?.summary).not.toMatch(/intraventricular|haemorrhage/i);
    expect(byRef.get('sport-1')?.simplifiedTitle).toBe('Eccentric Exercise Versus Steroid Injection for Tennis Elbow');
    expect(byRef.get('em-1')?.summary).toContain('Collapsed lung');
  });

  it('says who was studied and how many, and the design, in short sentences', async () => {
    const byRef = new Map((await summariseCorpus(new LocalSummariser(), ILLUSTRATIVE)).map((summary) => [summary.ref, summary]));
    expect(byRef.get('ophth-1')?.summary).toMatch(
      /^This was a cohort study of 1,872 children\. A cohort study follows a group of people over time\./,
    );
    expect(byRef.get('cardio-pre')?.summary).toMatch(/^This preprint has not yet been peer reviewed\. /);
  });
});

describe('parseCorpus', () => {
  it('reads title, abstract, optional sections and ref, skipping blank lines', () => {
    const items = parseCorpus(
      '{"ref": 7, "title": "A", "abstract": "B", "abstractSections": [{"label": "RESULTS", "text": "B"}]}\n\n{"title": "C", "abstract": ""}\n',
    );
    expect(items).toEqual([
      {
        ref: '7',
        input: {
          title: 'A',
          abstract: 'B',
          abstractSections: [{ label: 'RESULTS', category: null, text: 'B' }],
          isPreprint: false,
          journal: '',
        },
      },
      { ref: null, input: { title: 'C', abstract: '', abstractSections: [], isPreprint: false, journal: '' } },
    ]);
  });

  it.each([
    ['{"title": "A", "abstract": "B"}\nnot json', 'Line 2 is not valid JSON.'],
    ['{"abstract": "B"}', 'Line 1: "title" must be a non-empty string.'],
    ['{"title": "A"}', 'Line 1: "abstract" must be a string (empty when the paper has none).'],
    [
      '{"title": "A", "abstract": "B", "abstractSections": [{"label": 1, "text": "x"}]}',
      'Line 1: abstractSections[0] must have a string "text" and a string or null "label".',
    ],
    ['[1]', 'Line 1 must be a JSON object with "title" and "abstract".'],
    ['\n\n', 'The corpus has no papers: give one JSON object per line.'],
  ])('refuses %j with a sentence naming the line', (text, message) => {
    expect(() => parseCorpus(text)).toThrow(message);
  });
});
