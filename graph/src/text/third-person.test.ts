import { describe, expect, it } from 'vitest';
import { speaksAsAuthors, toThirdPerson } from './third-person.js';

// Sentences from the recorded source responses (workflows/test/fixtures/sources).
describe('toThirdPerson', () => {
  it('rewrites the authors\u2019 "we" as the researchers', () => {
    // DOAJ, doaj-v4-search-articles-covid19-page1-100.json, record 31.
    expect(toThirdPerson('We found that the prevalence of moderate-severe anxiety increased from 18.1% before the pandemic.')).toBe(
      'The researchers found that the prevalence of moderate-severe anxiety increased from 18.1% before the pandemic.',
    );
    expect(toThirdPerson('In this study, we used data on 419 first-year students.')).toBe(
      'In this study, the researchers used data on 419 first-year students.',
    );
  });

  it('rewrites "our" by what follows it: the people studied, the study\u2019s work, or the researchers\u2019', () => {
    // medRxiv, details-medrxiv-2026-09-15-trimmed-3of72.json.
    expect(toThirdPerson('Our results also caution that the number of differentially expressed genes is a poor proxy.')).toBe(
      'The results also caution that the number of differentially expressed genes is a poor proxy.',
    );
    expect(toThirdPerson('Most of our patients recovered.')).toBe('Most of the patients in this study recovered.');
    expect(toThirdPerson('This changes our view of dormancy.')).toBe("This changes the researchers' view of dormancy.");
  });

  it('leaves the US and text without a first person alone', () => {
    const sentence = 'A Subnational-Level Analysis for the US showed lights fell in 2020.';
    expect(toThirdPerson(sentence)).toBe(sentence);
    expect(speaksAsAuthors(sentence)).toBe(false);
    expect(speaksAsAuthors('We show that it works.')).toBe(true);
  });

  it('rewrites a single author\u2019s "I" and "my", but not the numeral I', () => {
    // DOAJ, doaj-v4-search-articles-covid19-page1-100.json: an editorial.
    const editorial = 'When giving my usual lecture to medical students, I would exemplify the HIV epidemic.';
    expect(toThirdPerson(editorial)).toBe(
      "When giving the author's usual lecture to medical students, the author would exemplify the HIV epidemic.",
    );
    expect(speaksAsAuthors(editorial)).toBe(true);
    // PubMed 27396145: "I stage" is a numbered stage.
    const staged = 'I stage recommendations are suggested in type I diabetes and phase I trials.';
    expect(toThirdPerson(staged)).toBe(staged);
    expect(speaksAsAuthors(staged)).toBe(false);
  });
});
