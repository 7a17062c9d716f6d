import { describe, expect, it } from 'vitest';
import { occursInAbstract, verifyQuotes } from './ai-quotes.rules.js';
import { paperOf } from './test/papers.js';
import { demoDrafts } from '../../../test/factories.js';

describe('verifyQuotes', () => {
  it('keeps quotes that occur word for word, as the whole abstract sentences they come from', async () => {
    const [draft] = await demoDrafts();
    const paper = paperOf(draft);
    const sentence = paper.sentences[3];
    const part = sentence.split(' ').slice(2, 9).join(' ');
    const check = verifyQuotes([`“${sentence}”`, part, `[4] ${sentence}`], paper);
    expect(check).toEqual({ sentences: [sentence], offered: 3, verbatim: 3 });
    expect(occursInAbstract(sentence, draft.abstract)).toBe(true);
  });

  it('drops reworded, shortened, invented, too short and foreign-linked quotes', async () => {
    const [draft] = await demoDrafts();
    const paper = paperOf(draft);
    const sentence = paper.sentences[3];
    const check = verifyQuotes(
      [
        sentence
          .split(' ')
          .map((word, index) => (index === 2 ? 'altered' : word))
          .join(' '),
        sentence.replace(/\s\S+\s\S+\s/, ' … '),
        'The treatment cured every patient in the trial.',
        sentence.split(' ').slice(0, 3).join(' '),
        `${sentence} ![x](https://attacker.example/p.png)`,
        sentence.toUpperCase(),
      ],
      paper,
    );
    expect(check).toEqual({ sentences: [], offered: 6, verbatim: 0 });
  });

  it('matches across typographic quotes and dashes but shows the abstract’s own text', () => {
    const paper = paperOf({
      source: 'PubMed',
      externalId: '1',
      title: 'T',
      abstract: 'Patients’ scores rose — from 10 to 20. The “effect” held at 12 months.',
      abstractSections: [],
      authors: [],
      journal: 'J',
      publishedDate: '2026-01-01T00:00:00Z',
      doi: null,
      pmid: null,
      sourceUrl: 'https://pubmed.ncbi.nlm.nih.gov/1/',
      subjects: [],
      publicationTypes: [],
      isPreprint: false,
      isOpenAccess: false,
    });
    const check = verifyQuotes(["Patients' scores rose - from 10 to 20.", 'The "effect" held at 12 months.'], paper);
    expect(check.sentences).toEqual(['Patients’ scores rose — from 10 to 20.', 'The “effect” held at 12 months.']);
  });
});
