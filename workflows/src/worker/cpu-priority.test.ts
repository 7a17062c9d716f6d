import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const MODULE = fileURLToPath(new URL('./cpu-priority.ts', import.meta.url));

// The nice value of each thread of the process, from /proc (field 19 of each thread's stat).
const SCRIPT = `
import { readdirSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { lowerCpuPriority } from ${JSON.stringify(MODULE)};
const niceOf = () => readdirSync('/proc/self/task').map((tid) => Number(readFileSync('/proc/self/task/' + tid + '/stat', 'utf8').split(') ')[1].split(' ')[16]));
const before = niceOf();
const after = lowerCpuPriority(Number(process.argv.at(-1)));
const worker = new Worker('setTimeout(() => {}, 500)', { eval: true });
await new Promise((resolve) => worker.once('online', resolve));
const later = niceOf();
await worker.terminate();
console.log(JSON.stringify({ before, after, later, again: lowerCpuPriority(0) }));
`;

async function run(nice: number): Promise<{ before: number[]; after: number; later: number[]; again: number }> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', SCRIPT, String(nice)],
    { timeout: 30_000 },
  );
  return JSON.parse(stdout) as { before: number[]; after: number; later: number[]; again: number };
}

describe.runIf(process.platform === 'linux')('lowerCpuPriority', () => {
  it('lowers every thread of the process, and threads started afterwards inherit it', async () => {
    const result = await run(7);
    expect(result.before.length).toBeGreaterThan(1);
    expect(result.before.every((nice) => nice === 0)).toBe(true);
    expect(result.after).toBe(7);
    expect(result.later.length).toBeGreaterThan(result.before.length);
    expect(result.later.every((nice) => nice === 7)).toBe(true);
    // A lower value than the one in effect changes nothing (raising priority back needs privilege anyway).
    expect(result.again).toBe(7);
  });

  it('leaves the priority alone at 0', async () => {
    const result = await run(0);
    expect(result.after).toBe(0);
    expect(result.later.every((nice) => nice === 0)).toBe(true);
  });
});
