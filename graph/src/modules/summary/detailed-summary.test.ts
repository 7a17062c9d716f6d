import { describe, expect, it } from 'vitest';
import { readDemoArticles } from '../../db/seeders/demo-seeder.js';
import { countWords } from '../../text/sentences.js';
import { LocalSummariser } from './local-summariser.service.js';
import { assessSummary } from './summary-quality.rules.js';

describe('the offline detailed summary', () => {
  it('gives every demo paper a detailed summary whose numbers are all the abstract’s, keeping the statistics the plain level strips', async () => {
    const summariser = new LocalSummariser();
    const papers = (await readDemoArticles()).filter((paper) => paper.abstract.trim() !== '');
    expect(papers.length).toBeGreaterThan(20);
    let withStatistics = 0;
    let keptStatistics = 0;
    for (const paper of papers) {
      const input = {
        title: paper.title,
        abstract: paper.abstract,
        abstractSections: paper.abstractSections,
        isPreprint: paper.isPreprint,
        journal: paper.journal,
      };
      const result = await summariser.summarise(input);
      const detailed = result.detailedSummary ?? '';
      expect(countWords(detailed), paper.title).toBeGreaterThan(10);
      expect(countWords(detailed)).toBeLessThanOrEqual(300);
      const quality = assessSummary(detailed, input);
      expect(quality.untraceableNumbers, `${paper.title}: ${detailed}`).toEqual([]);
      if (/\b(?:95% CI|CI|p ?[<=]|OR|HR|RR)\b/.test(paper.abstract)) {
        withStatistics++;
        if (/\b(?:95% CI|CI|p ?[<=]|OR|HR|RR)\b/.test(detailed)) keptStatistics++;
      }
      if (input.isPreprint) expect(detailed.startsWith('This preprint has not yet been peer reviewed.')).toBe(true);
    }
    expect(withStatistics).toBeGreaterThan(0);
    expect(keptStatistics / withStatistics).toBeGreaterThanOrEqual(0.8);
  });
});
