import { describe, expect, it } from 'vitest';
import { checkNumbers, findNumbers } from './number-check.js';

const ABSTRACT =
  'In this unmatched case-control study, 301 newly diagnosed RA cases and 314 healthy controls were enrolled. Seventy-two patients had severe disease. Two hundred twenty two parents answered, and 18.1% reported anxiety in 2019. Response rates were 45% and 55%.';

describe('checkNumbers', () => {
  it('accepts numbers as written, with thousands separators, or as words turned into digits', () => {
    expect(checkNumbers('Of 301 cases, 72 had severe disease and 222 parents answered.', ABSTRACT)).toEqual({
      traceable: true,
      untraceable: [],
    });
    expect(checkNumbers('Anxiety was reported by 18.1% in 2019.', ABSTRACT).traceable).toBe(true);
    expect(checkNumbers('It followed 5,023 people.', 'Of the 5023 analyzed subjects…').traceable).toBe(true);
    expect(checkNumbers('Seventy-two patients had severe disease.', 'Data on 72 patients.').traceable).toBe(true);
  });

  it('accepts an exact sum of whole numbers stated in one sentence, such as groups added up', () => {
    expect(checkNumbers('This was a case-control study of 615 people.', ABSTRACT).traceable).toBe(true);
  });

  it('flags a number the abstract does not state, and an inexact or cross-sentence sum', () => {
    expect(checkNumbers('The study enrolled 616 people.', ABSTRACT)).toEqual({ traceable: false, untraceable: ['616'] });
    // 301 + 72 adds numbers from different sentences: not a sum of stated groups.
    expect(checkNumbers('In all, 373 people took part.', ABSTRACT).untraceable).toEqual(['373']);
    // Percentages are never added up: 45% + 55% is not 100 people.
    expect(checkNumbers('All 100 people answered.', ABSTRACT).untraceable).toEqual(['100']);
    expect(checkNumbers('About three in four people improved.', ABSTRACT).untraceable).toEqual(['three', 'four']);
  });

  it('does not count "one" as a number, since it is as often a pronoun', () => {
    expect(checkNumbers('No one was harmed, and one of the groups improved.', ABSTRACT).traceable).toBe(true);
  });
});

describe('findNumbers', () => {
  it('reads figures, decimals, percentages and number words with their values', () => {
    expect(
      findNumbers('Two hundred and five of 1,204 (17.5%) improved; COVID-19 cases.', true).map(({ text, value, percent }) => [
        text,
        value,
        percent,
      ]),
    ).toEqual([
      ['Two hundred and five', 205, false],
      ['1,204', 1204, false],
      ['17.5', 17.5, true],
      ['19', 19, false],
    ]);
  });
});
