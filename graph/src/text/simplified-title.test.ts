import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findAcronyms } from './acronyms.js';
import { detectLanguage } from './language.js';
import { applyGlossary } from './plain-language.js';
import { toPlainText } from './plain-text.js';
import { LONGEST_TITLE, simplifyTitle, tidyTitle } from './simplified-title.js';
import { titleParts } from './title-parts.js';

interface DemoRecord {
  source: string;
  externalId: string;
  title: string;
  abstract: string;
  abstractSections: { text: string }[];
}

// The demo library: real records parsed from the recorded source responses (workflows/test/fixtures/sources).
const DEMO = JSON.parse(readFileSync(new URL('../db/seeders/demo-articles.json', import.meta.url), 'utf8')) as DemoRecord[];
const ENGLISH = DEMO.filter((record) => detectLanguage(`${toPlainText(record.title)}\n\n${abstractOf(record)}`) === 'en');

function abstractOf(record: DemoRecord): string {
  return [record.abstract, ...record.abstractSections.map((section) => section.text)].join('\n\n');
}

function demoTitle(start: string): DemoRecord {
  const record = DEMO.find((candidate) => candidate.title.startsWith(start));
  if (record === undefined) throw new Error(`No demo record has a title starting "${start}".`);
  return record;
}

/** The simplified title as the offline summariser writes it: with the abbreviations the abstract defines. */
function simplified(start: string): string {
  const record = demoTitle(start);
  return simplifyTitle(record.title, findAcronyms([abstractOf(record), toPlainText(record.title)]));
}

describe('simplifyTitle over real titles', () => {
  it('keeps a subtitle that asks the paper question', () => {
    expect(simplified('Covid-19 Vaccine Acceptance Among Parents')).toBe(
      'Covid-19 Vaccine Acceptance Among Parents: Are They Willing to Vaccinate Their Children?',
    );
    expect(simplified('The Huge Reduction in Adult Male Mortality')).toBe(
      'The Huge Drop in Adult Male Death Rate in Belarus and Russia: Is It Due to Anti-Alcohol Measures?',
    );
  });

  it('keeps a title that is itself a question, dropping the note after it', () => {
    expect(simplified('Are Canadian orthopaedic surgeons')).toBe(
      'Are Canadian orthopaedic surgeons and American orthopaedic surgeons on par?',
    );
    expect(simplified('What Would Jenner and Pasteur')).toBe('What Would Jenner and Pasteur Have Done About COVID-19 Coronavirus?');
  });

  it('drops a subtitle that is a design note or a study name, which adds no meaning', () => {
    expect(simplified('Family and community resilience')).toBe('Family and community resilience');
    expect(simplified('Delirium in Patients with Severe COVID-19')).toBe('Delirium in Patients with Severe COVID-19');
    expect(simplified('Stress and coping strategies among youth')).toBe(
      'Stress and coping strategies among youth during the COVID-19 pandemic',
    );
  });

  it('keeps a subtitle that makes a statement, and lets the title run past 100 characters rather than lose it', () => {
    const title = simplified('The value of face-to-face communication');
    expect(title).toBe(
      'The value of face-to-face communication in the digital world: What people miss about in-person interactions when those are limited',
    );
    expect(title.length).toBeGreaterThan(100);
    expect(title.length).toBeLessThanOrEqual(LONGEST_TITLE);
  });

  it('says a protocol is a plan, and drops a trial name before the colon for the description after it', () => {
    expect(simplified('Evaluation of the efficacy and safety of intravenous remdesivir')).toBe(
      'Evaluation of the benefits and safety of intravenous remdesivir in adult patients with severe COVID-19: plan for a trial',
    );
    expect(simplified('Mini-AFTERc')).toBe('A controlled pilot trial of a nurse-led mental intervention for fear of breast cancer return');
  });

  it('never shortens by cutting the phrase that says who was studied', () => {
    // Before: "Lessons Learned and Collect Data From Case-Control Study People", a cut through the middle of the sentence.
    expect(simplified('Lessons Learned From a Sequential')).toMatch(
      /^Lessons Learned From a Sequential Mixed-Mode Survey Design to Recruit/,
    );
    expect(simplified('Estimating the impact of different intermittent')).not.toMatch(/\b(?:moderate|and|of|under)$/);
  });

  it('spells out an abbreviation the abstract defines, in the title case of the title', () => {
    expect(simplified('A Prediction Model for Spot LNG Prices')).toBe('A Prediction Model for Spot Liquefied Natural Gas Prices');
  });

  it('keeps every question, never ends in an ellipsis and stays within 140 characters', () => {
    for (const record of ENGLISH) {
      const title = simplified(record.title);
      const ref = `${record.source}:${record.externalId}`;
      expect(title.length, ref).toBeLessThanOrEqual(LONGEST_TITLE);
      expect(title, ref).not.toMatch(/(?:…|\.\.\.)$/);
      if (record.title.includes('?')) expect(title, ref).toContain('?');
    }
  });

  it('returns a title unchanged only when the vocabulary has nothing in it to replace', () => {
    for (const record of ENGLISH) {
      const tidy = tidyTitle(record.title);
      if (simplified(record.title) !== tidy) continue;
      expect(applyGlossary(tidy, {}), `${record.source}:${record.externalId}`).toBe(tidy);
    }
  });
});

describe('titleParts', () => {
  it('names what each part after the head does', () => {
    const roles = (title: string) => titleParts(title).map((part) => part.role);
    expect(roles('Prostatic syndrome and pleural effusion: are they different diseases?')).toEqual(['head', 'question']);
    expect(roles('Urban Water Management: A Pragmatic Approach')).toEqual(['head', 'note']);
    expect(roles('Exercise and sleep: a randomised trial protocol')).toEqual(['head', 'protocol']);
    expect(roles('Migrant Students’ Sense of Belonging: Implications for Educational Inclusion')).toEqual(['head', 'detail']);
    // A colon inside quotation marks does not start a subtitle.
    expect(roles('“Like Throwing a Ball: at a Ship” Audience Responses')).toEqual(['head']);
  });
});

describe('a title shortened past 140 characters', () => {
  it('never stops on the verb of its statement', () => {
    const title =
      'Dietary Inflammatory Potential, Dietary Diversity and Micronutrient Adequacy Are Associated with Rheumatoid Arthritis and Autoantibody Burden: A Case-Control Study from India';
    const simplified = simplifyTitle(title);
    expect(simplified.length).toBeLessThanOrEqual(140);
    expect(simplified).not.toMatch(/\b(?:Are|Is|Were|Was|Have|Has)$/);
  });
});
