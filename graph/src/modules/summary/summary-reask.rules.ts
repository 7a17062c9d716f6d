const HOUR_MS = 3_600_000;

/**
 * The wait before each re-ask of a paper whose AI summary was refused (docs/product/ai.md#asking-the-ai-again): the
 * first counts from when its offline summary was stored, each later one from the previous re-ask.
 */
export const REASK_DELAYS_MS: readonly number[] = [HOUR_MS, 6 * HOUR_MS, 24 * HOUR_MS];

/** The wait between re-asks once the listed delays are used up: daily. */
export const LATER_REASK_DELAY_MS = 24 * HOUR_MS;

/** Re-asks of one paper before Paperlight gives up and keeps its offline summary: 1 h, 6 h, 24 h, then daily, about five days in all. */
export const MAX_REASKS = 7;

/**
 * When a paper may next be asked of the AI, given how many re-asks it has had (`reasksMade`, 0 right after its offline
 * summary was stored) and when the latest of them (or the fallback) happened; null once it has had `MAX_REASKS`.
 */
export function nextReaskAt(reasksMade: number, from: Date): Date | null {
  if (reasksMade >= MAX_REASKS) return null;
  const delay = REASK_DELAYS_MS[reasksMade] ?? LATER_REASK_DELAY_MS;
  return new Date(from.getTime() + delay);
}
