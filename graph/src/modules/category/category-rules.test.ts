import { describe, expect, it } from 'vitest';
import type { ArticleDraft } from '../ingestion/article-draft.types.js';
import { assignCategories, CATEGORIES, categorySlug } from './category.rules.js';

type CategoryInput = Pick<ArticleDraft, 'subjects' | 'title' | 'journal' | 'source'>;

function draft(overrides: Partial<CategoryInput>): CategoryInput {
  return { subjects: [], title: '', journal: '', source: 'PubMed', ...overrides };
}

const names = CATEGORIES.map((category) => category.name);

describe('CATEGORIES', () => {
  it('holds at least 15 categories including the required ones', () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(15);
    expect(names).toEqual(expect.arrayContaining(['Cardiology', 'Neurology', 'Oncology', 'Medicine', 'General Medicine']));
    expect(names).toEqual(expect.arrayContaining(['Infectious Disease', 'Public Health', 'Psychiatry & Mental Health', 'Sleep Medicine']));
  });

  it('has unique names and kebab-case ASCII slugs', () => {
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(CATEGORIES.map((category) => category.slug)).size).toBe(CATEGORIES.length);
    for (const category of CATEGORIES) {
      expect(category.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(category.name.length).toBeLessThanOrEqual(64);
    }
    expect(CATEGORIES.find((category) => category.name === 'Psychiatry & Mental Health')?.slug).toBe('psychiatry-mental-health');
    expect(categorySlug('Obstetrics & Gynecology')).toBe('obstetrics-gynecology');
  });

  it('does not turn access flags into categories', () => {
    expect(names.some((name) => /preprint|open access/i.test(name))).toBe(false);
  });
});

describe('assignCategories', () => {
  it('maps medRxiv categories', () => {
    expect(assignCategories(draft({ source: 'medRxiv', subjects: ['cardiovascular medicine'] }))).toEqual(['Cardiology']);
    expect(assignCategories(draft({ source: 'medRxiv', subjects: ['infectious diseases'] }))).toEqual(['Infectious Disease']);
    expect(assignCategories(draft({ source: 'medRxiv', subjects: ['psychiatry and clinical psychology'] }))).toEqual([
      'Psychiatry & Mental Health',
    ]);
    expect(assignCategories(draft({ source: 'medRxiv', subjects: ['public and global health'] }))).toEqual(['Public Health']);
    expect(assignCategories(draft({ source: 'medRxiv', subjects: ['epidemiology'] }))).toEqual(['Epidemiology']);
    expect(assignCategories(draft({ source: 'medRxiv', subjects: ['neurology'] }))).toEqual(['Neurology']);
    expect(assignCategories(draft({ source: 'medRxiv', subjects: ['health systems and quality improvement'] }))).toEqual([
      'Health Policy & Services',
    ]);
  });

  it('maps MeSH descriptors, strongest first, at most four', () => {
    const covid = assignCategories(
      draft({
        subjects: [
          'Adult',
          'Betacoronavirus',
          'Bronchoalveolar Lavage Fluid',
          'COVID-19',
          'China',
          'Coronavirus Infections',
          'Genome, Viral',
          'Humans',
          'Lung',
          'Phylogeny',
          'Pneumonia, Viral',
          'Radiography, Thoracic',
          'Respiratory System',
          'SARS-CoV-2',
        ],
      }),
    );
    expect(covid[0]).toBe('Infectious Disease');
    expect(covid).toContain('Respiratory Medicine');
    expect(covid.length).toBeLessThanOrEqual(4);
    expect(assignCategories(draft({ subjects: ['Sleep Apnea, Obstructive', 'Humans', 'Polysomnography'] }))[0]).toBe('Sleep Medicine');
    expect(assignCategories(draft({ subjects: ['Lung Neoplasms', 'Humans'] }))).toEqual(['Oncology', 'Respiratory Medicine']);
  });

  it('maps DOAJ LCC terms, adding the broad Medicine when there is room', () => {
    expect(assignCategories(draft({ source: 'DOAJ', subjects: ['Medicine', 'Internal medicine'] }))).toEqual(['Medicine']);
    expect(assignCategories(draft({ source: 'DOAJ', subjects: ['Public aspects of medicine'] }))).toEqual(['Public Health']);
    expect(assignCategories(draft({ source: 'DOAJ', subjects: ['Medicine', 'Infectious and parasitic diseases'] }))).toEqual([
      'Infectious Disease',
      'Medicine',
    ]);
    expect(assignCategories(draft({ source: 'DOAJ', subjects: ['Medicine (General)'] }))).toEqual(['General Medicine']);
    expect(assignCategories(draft({ source: 'DOAJ', subjects: ['Neurology. Diseases of the nervous system'] }))).toEqual(['Neurology']);
  });

  it('maps PLOS subject path segments', () => {
    const categories = assignCategories(
      draft({ source: 'PLOS', subjects: ['Medicine and health sciences', 'Oncology', 'Cancers and neoplasms', 'Breast tumors'] }),
    );
    expect(categories[0]).toBe('Oncology');
  });

  it('matches accented keywords like their English spelling', () => {
    expect(assignCategories(draft({ source: 'DOAJ', subjects: ['Neoplasias da Próstata'] }))).toEqual(['Oncology', 'Urology']);
  });

  it('reads the title and journal only when no subject names a specialty', () => {
    expect(assignCategories(draft({ title: 'Split notochord syndrome: a case in point.', journal: 'Radiologia brasileira' }))).toEqual([
      'Neurology',
      'Radiology & Imaging',
    ]);
    expect(assignCategories(draft({ subjects: ['Cardiology'], title: 'A study of sleep apnoea in prisoners', journal: 'Sleep' }))).toEqual([
      'Cardiology',
    ]);
    expect(assignCategories(draft({ subjects: ['Humans', 'Male'], title: 'Insomnia and stroke' }))).toEqual([
      'Neurology',
      'Sleep Medicine',
    ]);
  });

  it('does not read "tumor necrosis factor" as cancer or "drug resistance" as pharmacology', () => {
    expect(assignCategories(draft({ subjects: ['Tumor Necrosis Factor-alpha'] }))).not.toContain('Oncology');
    expect(assignCategories(draft({ subjects: ['Drug Resistance, Bacterial'] }))).not.toContain('Pharmacology');
  });

  it('falls back to General Medicine when nothing matches', () => {
    expect(assignCategories(draft({ subjects: ['Accounting. Bookkeeping'], title: 'Earnings persistence' }))).toEqual(['General Medicine']);
    expect(assignCategories(draft({}))).toEqual(['General Medicine']);
  });

  it('only returns names from CATEGORIES, and the same answer every time', () => {
    const input = draft({ subjects: ['COVID-19', 'Child', 'Pneumonia, Viral', 'Emergency Service, Hospital', 'Vaccination'] });
    const first = assignCategories(input);
    expect(first.every((name) => names.includes(name))).toBe(true);
    expect(new Set(first).size).toBe(first.length);
    expect(assignCategories({ ...input })).toEqual(first);
  });
});
