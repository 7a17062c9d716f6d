import { SingleBar } from 'cli-progress';
import type { OpsOutput } from './ops-context.js';

/** A progress display: a redrawn bar on a terminal, one line per step elsewhere (logs, CI, tests). */
export interface Progress {
  update(done: number, detail: string): void;
  stop(): void;
}

/** Starts a progress display of `total` steps labelled like "Backfilling PubMed". */
export function startProgress(out: OpsOutput, label: string, total: number, unit: string): Progress {
  if (!out.interactive) {
    return {
      update: (done, detail) => out.log(`${label}: ${done}/${total} ${unit} · ${detail}`),
      stop: () => undefined,
    };
  }
  const bar = new SingleBar({ format: `${label} |{bar}| {value}/{total} ${unit} · {detail}`, hideCursor: true, clearOnComplete: false });
  bar.start(total, 0, { detail: 'starting…' });
  return {
    update: (done, detail) => bar.update(done, { detail }),
    stop: () => bar.stop(),
  };
}
