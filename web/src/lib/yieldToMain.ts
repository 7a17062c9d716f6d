interface PrioritizedScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task, so the browser can paint and handle input in between: `scheduler.yield()` where the
 * browser has it (the rest runs ahead of other queued work), else a message to this page (unlike a timeout, never
 * clamped or throttled in a background tab).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<PrioritizedScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
