/** Latencies of one measured workload, in milliseconds, and its throughput. */
export interface LatencySummary {
  samples: number;
  p50: number;
  p95: number;
  mean: number;
  /** Completed requests per second over the measuring window (0 when the samples were not timed as a window). */
  rps: number;
}

/** The value at quantile `q` (0–1) of ascending `sorted`, interpolated between the nearest ranks. */
export function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - lower);
}

/** Summarises latencies in ms; `seconds` is the measuring window the requests completed in, when there was one. */
export function summarise(latencies: readonly number[], seconds = 0): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    samples: sorted.length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    mean: sorted.length ? total / sorted.length : Number.NaN,
    rps: seconds > 0 ? sorted.length / seconds : 0,
  };
}

/** Runs `work` back to back on each worker until `seconds` have passed; returns every call's latency in ms. */
async function loop(workers: readonly (() => Promise<unknown>)[], seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    workers.map(async (work) => {
      while (performance.now() < deadline) {
        const started = performance.now();
        await work();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

/**
 * Warms up, then measures workers that each run one request at a time (one worker = one client): every worker
 * loops for `warmup` seconds unrecorded, then for `duration` seconds recorded.
 */
export async function measureLoops(
  workers: readonly (() => Promise<unknown>)[],
  warmup: number,
  duration: number,
): Promise<LatencySummary> {
  if (warmup > 0) await loop(workers, warmup);
  const started = performance.now();
  const latencies = await loop(workers, duration);
  return summarise(latencies, (performance.now() - started) / 1000);
}

/** Runs `work` `warmup` times unrecorded, then `times` times recorded, one at a time; returns the recorded ms. */
export async function timeRepeated(work: () => Promise<unknown>, times: number, warmup = 0): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await work();
  const latencies: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await work();
    latencies.push(performance.now() - started);
  }
  return latencies;
}
