import { startTransition, useEffect, useState } from 'react';

/** How many list items each render adds. */
export const PROGRESSIVE_BATCH = 5;

/**
 * Renders a long list a batch at a time, each batch in its own background render after the previous one has been
 * painted, so no single render (or commit) of twenty cards blocks the main thread. Returns the items to show now.
 */
export function useProgressiveList<T>(items: readonly T[], batch: number = PROGRESSIVE_BATCH): readonly T[] {
  const [count, setCount] = useState(batch);
  useEffect(() => {
    if (count >= items.length) return;
    const frame = requestAnimationFrame(() => startTransition(() => setCount((value) => value + batch)));
    return () => cancelAnimationFrame(frame);
  }, [count, items.length, batch]);
  return count >= items.length ? items : items.slice(0, count);
}
