import { readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * Lowers the CPU priority (raises the nice value) of every thread of this process to `nice`, so that on a machine the
 * worker shares with the API, a digest slot or a backfill takes the CPU the API leaves idle instead of delaying its
 * answers. Threads started later inherit the value from the thread that starts them. Raising one's own nice value
 * needs no privilege; a value at or below the current one changes nothing. Returns the nice value now in effect.
 */
export function lowerCpuPriority(nice: number): number {
  if (!Number.isInteger(nice) || nice < 0 || nice > 19) throw new RangeError(`A nice value is a whole number from 0 to 19, not ${nice}.`);
  const current = getPriority();
  if (nice <= current) return current;
  // On Linux a nice value belongs to each thread, and setpriority on the process id reaches the main thread only.
  let threads: string[] = [];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    // Not Linux: the process's priority is the one there is.
  }
  for (const thread of threads) {
    try {
      setPriority(Number(thread), nice);
    } catch {
      // A thread that ended since it was listed.
    }
  }
  if (threads.length === 0) setPriority(nice);
  return getPriority();
}
