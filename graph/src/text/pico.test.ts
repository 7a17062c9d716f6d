import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ArticleDraft } from '../modules/ingestion/article-draft.types.js';
import { readSections } from './abstract-structure.js';
import { findPico, type Pico } from './pico.js';
import { PLANNED_STUDY_NOTE, plannedStudy } from './planned-study.js';

// The demo library: real records parsed from the recorded source responses.
const DEMO = JSON.parse(readFileSync(new URL('../db/seeders/demo-articles.json', import.meta.url), 'utf8')) as ArticleDraft[];

function paper(externalId: string): { title: string; sections: ReturnType<typeof readSections> } {
  const found = DEMO.find((article) => article.externalId === externalId);
  if (found === undefined) throw new Error(`${externalId} is not in the demo library`);
  return { title: found.title, sections: readSections(found.abstract, found.abstractSections) };
}

// Hand-labelled: for each part, words the sentence that states it must contain (null where the abstract states none).
const LABELLED: ReadonlyArray<readonly [string, { [K in keyof Pico]: string | null }]> = [
  [
    // A trial protocol: the arms are named in the assignment sentence, the outcome in "The primary endpoint is …".
    '00122f518d1d4c8d95a8a2bc5acbb715',
    {
      population: 'Adults (≥ 18 years)',
      intervention: 'remdesivir or placebo',
      comparison: 'remdesivir or placebo',
      outcome: 'time to clinical improvement',
    },
  ],
  [
    // Headings run into their sentences: "Participants Ninety-two women …", "Intervention Mini-AFTERc, …", "Outcomes …".
    '0004dc117a3049888229059bb8730119',
    {
      population: 'Ninety-two women',
      intervention: 'structured telephone discussion',
      comparison: '28 control',
      outcome: 'Feasibility and acceptability',
    },
  ],
  [
    // A crossover trial: wine against alcohol-free wine in one sentence.
    '10.1371/journal.pone.0086199',
    { population: '28 women', intervention: 'sparkling white wine', comparison: 'alcohol-free', outcome: 'heart rate variability' },
  ],
  [
    // A case-control study: cases against healthy controls, the antibodies measured; no intervention.
    '10.1101/2025.11.18.25340542',
    { population: '301 newly diagnosed RA cases', intervention: null, comparison: '314 healthy controls', outcome: 'were measured' },
  ],
];

describe('findPico over hand-labelled demo abstracts', () => {
  it.each(LABELLED)('finds the parts of %s where the abstract states them', (externalId, expected) => {
    const found = findPico(paper(externalId).sections);
    for (const part of ['population', 'intervention', 'comparison', 'outcome'] as const) {
      if (expected[part] === null) expect(found[part], part).toBeNull();
      else expect(found[part], part).toContain(expected[part]);
    }
  });

  it('quotes a run-in heading’s sentence without its heading', () => {
    expect(findPico(paper('0004dc117a3049888229059bb8730119').sections).intervention).toMatch(/^Mini-AFTERc, a single brief/);
  });
});

describe('plannedStudy', () => {
  it('recognises the demo library’s trial protocol, and no other paper, as a planned study', () => {
    const planned = DEMO.filter(
      (article) => plannedStudy(article.title, readSections(article.abstract, article.abstractSections)) !== null,
    );
    expect(planned.map((article) => article.externalId)).toEqual(['00122f518d1d4c8d95a8a2bc5acbb715']);
    const protocol = paper('00122f518d1d4c8d95a8a2bc5acbb715');
    expect(plannedStudy(protocol.title, protocol.sections)).toBe('title names a protocol');
  });

  it('recognises a plan told in the future without the word protocol, and not a finished study that mentions one', () => {
    const plan = readSections(
      'BACKGROUND: Falls are common. METHODS: Adults over 65 will be randomised to exercise or advice. The primary outcome will be measured at 12 months, and we will compare fall rates.',
      [],
    );
    expect(plannedStudy('Exercise to prevent falls in older adults', plan)).toBe('abstract speaks of the study in the future');
    const finished = readSections(
      'METHODS: Adults were randomised to exercise or advice. RESULTS: Falls were fewer with exercise. CONCLUSIONS: Future trials will be conducted and will be analysed by region.',
      [],
    );
    expect(plannedStudy('Exercise to prevent falls in older adults', finished)).toBeNull();
    expect(PLANNED_STUDY_NOTE).toBe('This paper describes a planned study; it has no results yet.');
  });
});
