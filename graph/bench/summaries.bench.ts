import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadEnv } from '../src/config/env.js';
import type { ArticleDraft } from '../src/modules/ingestion/article-draft.types.js';
import { createSummariser } from '../src/modules/summary/summariser-factory.service.js';
import { parseCorpus, summariseCorpus, type CorpusItem } from '../src/modules/summary/summary-corpus.service.js';
import { describeReadingLevel, readingLevelOf } from '../src/text/reading-level.js';
import { computeFigures, figureChecks, formatChecks } from './summary-figures.js';

// T21: readability and faithfulness of the configured summariser over the demo library, or over `--input corpus.jsonl`.
const { values } = parseArgs({ options: { input: { type: 'string' }, verbose: { type: 'boolean' } }, strict: true });

async function loadItems(): Promise<{ name: string; items: CorpusItem[] }> {
  if (values.input) return { name: values.input, items: parseCorpus(await readFile(values.input, 'utf8')) };
  // Read directly rather than through the seeder, which would load the ORM entities this command has no use for.
  const articles = JSON.parse(await readFile(new URL('../src/db/seeders/demo-articles.json', import.meta.url), 'utf8')) as ArticleDraft[];
  return {
    name: 'the demo library',
    items: articles.map((article) => ({
      ref: `${article.source}:${article.externalId}`,
      input: {
        title: article.title,
        abstract: article.abstract,
        abstractSections: article.abstractSections,
        isPreprint: article.isPreprint,
        journal: article.journal,
      },
    })),
  };
}

const { name, items } = await loadItems();
const summariser = createSummariser(loadEnv());
const started = performance.now();
const summaries = await summariseCorpus(summariser, items);
const seconds = (performance.now() - started) / 1000;
const figures = computeFigures(items, summaries);
console.log(
  `\nT21 over ${name}: ${figures.papers} papers, provider ${summariser.provider} (${summariser.model}), ${seconds.toFixed(1)} s\n`,
);
console.log(formatChecks(figureChecks(figures)));
if (figures.untraceable.length > 0) {
  console.log('\nSummaries with numbers not traceable to their abstract:');
  for (const entry of figures.untraceable) console.log(`  ${entry.ref ?? '(no ref)'}: ${entry.numbers.join(', ')}`);
}
if (figures.detailedUntraceable.length > 0) {
  console.log('\nDetailed summaries with numbers not traceable to their abstract:');
  for (const entry of figures.detailedUntraceable) console.log(`  ${entry.ref ?? '(no ref)'}: ${entry.detailed.slice(0, 160)}`);
}
if (figures.unexplainedAbbreviations.length > 0) {
  console.log('\nSimplified titles keeping an abbreviation their abstract defines:');
  for (const entry of figures.unexplainedAbbreviations) console.log(`  ${entry.ref ?? '(no ref)'}: ${entry.abbreviations.join(', ')}`);
}
if (values.verbose) {
  for (const [index, summary] of summaries.entries()) {
    console.log(
      `\n[${summary.readingGrade.toFixed(1)}, ${describeReadingLevel(readingLevelOf(summary.summary))}] ${summary.ref ?? index + 1}\n  ${items[index].input.title}\n  → ${summary.simplifiedTitle}\n  ${summary.summary}`,
    );
  }
}
