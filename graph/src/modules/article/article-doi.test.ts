import { describe, expect, it } from 'vitest';
import { normaliseDoi } from './article-doi.rules.js';

describe('normaliseDoi', () => {
  it.each([
    ['10.1056/NEJMoa2001017', '10.1056/nejmoa2001017'],
    ['  10.1371/journal.pone.0123456 ', '10.1371/journal.pone.0123456'],
    ['https://doi.org/10.7554/eLife.95708', '10.7554/elife.95708'],
    ['http://dx.doi.org/10.1016/j.ijid.2020.12.001', '10.1016/j.ijid.2020.12.001'],
    ['doi.org/10.1101/2024.01.02.24300001', '10.1101/2024.01.02.24300001'],
    ['HTTPS://DOI.ORG/10.1000/ABC', '10.1000/abc'],
    ['doi:10.1109/TBME.2025.3619056', '10.1109/tbme.2025.3619056'],
    ['DOI: 10.29315/gm.v7i2.328', '10.29315/gm.v7i2.328'],
    ['10.123456789/x', '10.123456789/x'],
  ])('reads %j as %j', (input, expected) => {
    expect(normaliseDoi(input)).toBe(expected);
  });

  it('gives the same DOI for every spelling of one paper', () => {
    const spellings = ['10.1056/NEJMoa2001017', 'https://doi.org/10.1056/nejmoa2001017', 'doi:10.1056/NEJMOA2001017'];
    expect(new Set(spellings.map(normaliseDoi))).toEqual(new Set(['10.1056/nejmoa2001017']));
  });

  it('is idempotent', () => {
    const once = normaliseDoi('https://doi.org/10.7554/eLife.95708');
    expect(normaliseDoi(once)).toBe(once);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['blank', '   '],
    ['a PMID', '32109013'],
    ['a prefix with too few digits', '10.123/abc'],
    ['a prefix with too many digits', '10.1234567890/abc'],
    ['no suffix', '10.1056/'],
    ['whitespace inside', '10.1056/NEJM oa2001017'],
    ['another resolver', 'https://example.org/10.1056/abc'],
    ['a URL of the paper', 'https://www.nejm.org/doi/full/10.1056/NEJMoa2001017'],
  ])('refuses %s', (_name, input) => {
    expect(normaliseDoi(input)).toBeNull();
  });
});
