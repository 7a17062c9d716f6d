import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadEnv } from '../src/config/env.js';
import { DomainError } from '../src/lib/errors.js';
import { createSummariser } from '../src/modules/summary/summariser-factory.service.js';
import { parseCorpus, summariseCorpus } from '../src/modules/summary/summary-corpus.service.js';

// `npm run summarise -- --input corpus.jsonl --output out.jsonl`: the configured summariser over a corpus file, no database.
const USAGE = 'Usage: npm run summarise -- --input corpus.jsonl --output summaries.jsonl';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { input: { type: 'string' }, output: { type: 'string' } }, strict: true });
  if (!values.input || !values.output) {
    console.error(USAGE);
    return 2;
  }
  const items = parseCorpus(await readFile(values.input, 'utf8'));
  const summariser = createSummariser(loadEnv());
  const out = createWriteStream(values.output, { encoding: 'utf8' });
  const close = () => new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  let done = 0;
  let summaries;
  try {
    summaries = await summariseCorpus(summariser, items, (summary, index) => {
      out.write(`${JSON.stringify(summary)}\n`);
      done = index + 1;
      if (done % 25 === 0 || done === items.length) process.stderr.write(`Summarised ${done} of ${items.length}\n`);
    });
  } catch (error) {
    await close();
    // The lines already written stay in the output; say where the run stopped.
    console.error(`Stopped after ${done} of ${items.length} papers (${values.output} holds those).`);
    throw error;
  }
  await close();
  const flagged = summaries.filter((summary) => summary.qualityFlag !== null).length;
  console.error(`Wrote ${summaries.length} summaries to ${values.output}${flagged ? ` (${flagged} flagged by the quality gate)` : ''}.`);
  const reasons = new Map<string, number>();
  for (const summary of summaries) {
    if (summary.fallbackReason) reasons.set(summary.fallbackReason, (reasons.get(summary.fallbackReason) ?? 0) + 1);
  }
  if (reasons.size > 0) {
    const list = [...reasons].map(([reason, count]) => `${reason} ${count}`).join(', ');
    const total = [...reasons.values()].reduce((sum, count) => sum + count, 0);
    console.error(`${total} papers got the offline summary because their AI summary was not used (${list}).`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DomainError || error instanceof ConfigError) console.error(error.message);
    else if (error instanceof Error && 'code' in error && error.code === 'ENOENT')
      console.error(`Cannot read ${String((error as NodeJS.ErrnoException).path)}: no such file.`);
    else console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
