import { describe, expect, it } from 'vitest';
import { applyGlossary, newGlossaryState } from './plain-language.js';
import { LAY_VOCABULARY_FILE, PLAIN_WORDS_FILE, readVocabulary } from './vocabulary.js';

describe('the reviewed vocabularies', () => {
  it('load without malformed lines or repeated terms, and say what they are and under which licence', async () => {
    const { readFileSync } = await import('node:fs');
    for (const file of [LAY_VOCABULARY_FILE, PLAIN_WORDS_FILE]) {
      const text = readFileSync(file, 'utf8');
      expect(text).toMatch(/^# What it is:/m);
      expect(text).toMatch(/^# Source and licence:/m);
      expect(readVocabulary(file).length).toBeGreaterThan(100);
    }
  });

  it('refuses a malformed line or a term listed twice, naming the line', () => {
    expect(() => readVocabulary(LAY_VOCABULARY_FILE, 'myocardial infarction heart attack\n')).toThrow(/lay-vocabulary\.tsv:1: expected/);
    expect(() => readVocabulary(LAY_VOCABULARY_FILE, 'renal\tkidney\n# note\nRenal\tkidney\n')).toThrow(
      /:3: "Renal" is already listed at .*:1/,
    );
  });

  it.each([
    ['Patients with myocardial infarction and hypertension', 'Patients with heart attack and high blood pressure'],
    ['atopic dermatitis in adolescents', 'eczema in adolescents'],
    ['the prevalence of dental caries', 'the rate of tooth decay'],
    ['Pulmonary embolism was rare', 'Blood clot in the lung was rare'],
    ['cerebral palsy and cerebral blood flow', 'cerebral palsy and brain blood flow'],
    ['we utilised approximately 40 samples', 'we used about 40 samples'],
    ['was associated with a lower risk', 'was linked to a lower risk'],
    ['Computed tomography scans were read', 'CT scans were read'],
  ])('rewrites "%s" as "%s", the longest term winning', (text, plain) => {
    expect(applyGlossary(text, {})).toBe(plain);
  });

  it('explains a term that keeps its name the first time only, and leaves shouted acronyms alone', () => {
    const state = newGlossaryState();
    expect(applyGlossary('the placebo group', { state })).toBe('the placebo (a dummy treatment) group');
    expect(applyGlossary('the placebo group', { state })).toBe('the placebo group');
    expect(applyGlossary('RENAL is a trial name', {})).toBe('RENAL is a trial name');
  });
});
