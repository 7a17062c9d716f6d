import { describe, expect, it } from 'vitest';
import { cleanMedrxivText, medrxivAbstractSections, replaceGreekNames } from './medrxiv-text.js';

describe('medRxiv text', () => {
  it('turns Greek names into letters, leaving unknown names alone', () => {
    expect(replaceGreekNames('adjusted {beta} = 0.01, {rho} = 0.94, {Delta}T, {unknown}')).toBe(
      'adjusted β = 0.01, ρ = 0.94, ΔT, {unknown}',
    );
  });

  it('resolves list, subtitle and small-caps markers', () => {
    expect(cleanMedrxivText('O_ST_ABSWhat is new?C_ST_ABSO_LIFirst point.\nC_LIO_LISecond point.\nC_LI')).toBe(
      'What is new?\n• First point.\n• Second point.',
    );
    expect(cleanMedrxivText('Cohens O_SCPLOWKC_SCPLOWO_SCPCAP.C_SCPCAP Descriptor')).toBe('Cohens K. Descriptor');
  });

  it('builds sections, carrying heading-less paragraphs into the section before', () => {
    const sections = medrxivAbstractSections('BackgroundText one.\n\nMethodsText two.\n\nMore methods.\n\nResultsText {beta}.');
    expect(sections).toEqual([
      { label: 'Background', category: null, text: 'Text one.' },
      { label: 'Methods', category: null, text: 'Text two.\n\nMore methods.' },
      { label: 'Results', category: null, text: 'Text β.' },
    ]);
  });
});
