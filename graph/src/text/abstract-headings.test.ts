import { describe, expect, it } from 'vitest';
import {
  joinSections,
  markupAbstractSections,
  plainAbstractSections,
  splitRunInHeading,
  withoutAuthorPreamble,
} from './abstract-headings.js';

describe('run-in headings', () => {
  it('splits glued run-in headings made of known heading words', () => {
    expect(splitRunInHeading('BackgroundThe modified shunt')).toEqual({ label: 'Background', body: 'The modified shunt' });
    expect(splitRunInHeading('Methods and FindingsA compartmental model')?.label).toBe('Methods and Findings');
    expect(splitRunInHeading('Background and HypothesisPsychotic disorders')?.label).toBe('Background and Hypothesis');
    expect(splitRunInHeading('Trial registrationAcutelines is registered')?.label).toBe('Trial registration');
    expect(splitRunInHeading('Lay SummarySelf-determination means')?.label).toBe('Lay Summary');
    expect(splitRunInHeading('HighlightsO_LIAuditory responses')?.label).toBe('Highlights');
    expect(splitRunInHeading('CLINICAL PERSEPECTIVEO_ST_ABSWhat is new?')?.label).toBe('CLINICAL PERSEPECTIVE');
  });

  it('does not split ordinary sentences', () => {
    expect(splitRunInHeading('The 2020 SARS-CoV-2 pandemic renewed interest')).toBeNull();
    expect(splitRunInHeading('Three-dimensional mBTTS anatomies')).toBeNull();
    expect(splitRunInHeading('Background the study was')).toBeNull();
    expect(splitRunInHeading('Maternal depressive symptoms')).toBeNull();
    expect(splitRunInHeading('What are the clinical implications?O_LIInfants')).toBeNull();
    expect(splitRunInHeading('McCoy found')).toBeNull();
  });
});

describe('sections', () => {
  it('splits bold run-in labels', () => {
    const sections = markupAbstractSections('<b>Background:</b> One. <b>Data:</b> Two. A <b>bold</b> word.');
    expect(sections).toEqual([
      { label: 'Background', category: null, text: 'One.' },
      { label: 'Data', category: null, text: 'Two. A bold word.' },
    ]);
  });

  it('splits heading elements and keeps the text before the first heading', () => {
    const sections = markupAbstractSections('Intro text.<h4>Purpose</h4>The aim.<h4>Methods</h4><p>We did.</p>');
    expect(sections.map((section) => [section.label, section.text])).toEqual([
      [null, 'Intro text.'],
      ['Purpose', 'The aim.'],
      ['Methods', 'We did.'],
    ]);
  });

  it('joins labelled sections as "LABEL: text" separated by blank lines', () => {
    expect(
      joinSections([
        { label: null, category: null, text: 'Lead.' },
        { label: 'RESULTS', category: 'RESULTS', text: 'It worked.' },
        { label: 'Conclusions', category: 'CONCLUSIONS', text: '' },
        { label: 'KEY POINTS', category: 'CONCLUSIONS', text: 'Short.' },
      ]),
    ).toBe('Lead.\n\nRESULTS: It worked.\n\nKEY POINTS: Short.');
    expect(joinSections([])).toBe('');
  });
});

describe('plain-text abstracts', () => {
  it('drops the author and correspondence preamble glued to the first heading', () => {
    const abstract =
      'Lynn W Maines, Charles D Smith Apogee Biotechnology Corporation, Hummelstown, PA, USACorrespondence: Charles D Smith, 1214 Research Blvd, Hummelstown, PA, 17036, USA, Email cdsmith@apogee-biotech.comIntroduction: Acute kidney injury is common.';
    expect(withoutAuthorPreamble(abstract)).toBe('Introduction: Acute kidney injury is common.');
    expect(withoutAuthorPreamble('Background: Correspondence: is a word here.')).toBe('Background: Correspondence: is a word here.');
    expect(withoutAuthorPreamble('Letters of correspondence were read. Objective: none.')).toBe(
      'Letters of correspondence were read. Objective: none.',
    );
  });

  it('starts a section at a run-in heading glued to the sentence before it', () => {
    const sections = plainAbstractSections(
      'Introduction: Fatigue is common during the pandemic.Materials and methodsThis study used a survey. The U.S.Army took part.',
    );
    expect(sections.map((section) => [section.label, section.text])).toEqual([
      [null, 'Introduction: Fatigue is common during the pandemic.'],
      ['Materials and methods', 'This study used a survey. The U.S.Army took part.'],
    ]);
  });
});
