import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppServices } from '../../app-services.js';
import { logger } from '../../lib/logger.js';
import type { Payments } from '../../lib/stripe.js';
import { pruneStripeEvents } from './stripe-sync.queries.js';
import { processNextStripeSync } from './stripe-sync.service.js';

/** How long webhook event ids are kept for spotting redeliveries. */
export const EVENT_RETENTION_DAYS = 30;
const PRUNE_EVERY_MS = 60 * 60_000;
const MAX_ERROR_PAUSE_MS = 30_000;

const wakers = new WeakMap<Payments, Set<() => void>>();

/** Tells this process's sync loop that a sync was queued, so it starts now instead of at its next poll. */
export function announceStripeSync(payments: Payments): void {
  for (const wake of wakers.get(payments) ?? []) wake();
}

export interface StripeSyncLoop {
  /** Lets the sync in progress finish, then stops. */
  stop(): Promise<void>;
}

/**
 * Starts the process's Stripe sync loop: it works through due syncs one at a time, then waits for a webhook to queue
 * one or for its poll interval (requests left by another process, or by this one before a crash, are found there).
 * Every process may run one; syncs of one customer never overlap. Returns null when payments are off.
 */
export function startStripeSyncLoop(orm: MikroORM, services: AppServices): StripeSyncLoop | null {
  const payments = services.payments;
  if (!payments) return null;
  let stopped = false;
  // A wake-up that arrives while a sync runs is remembered, so the next pause ends at once.
  let woken = false;
  let endPause: (() => void) | null = null;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        endPause = null;
        woken = false;
        resolve();
      };
      const timer = setTimeout(done, woken ? 0 : ms);
      endPause = done;
    });
  const waker = () => {
    woken = true;
    endPause?.();
  };
  const registered = wakers.get(payments) ?? new Set();
  registered.add(waker);
  wakers.set(payments, registered);

  const run = async () => {
    let failures = 0;
    let prunedAt = 0;
    while (!stopped) {
      try {
        const ctx = { em: orm.em.fork(), now: services.clock, services };
        if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
          await pruneStripeEvents(ctx.em, EVENT_RETENTION_DAYS);
          prunedAt = Date.now();
        }
        const outcome = await processNextStripeSync(ctx);
        failures = 0;
        if (outcome === 'synced') continue;
        await pause(payments.sync.pollIntervalMs);
      } catch (error) {
        failures += 1;
        if (failures === 1 || failures % 30 === 0) logger.warn('The Stripe sync loop failed; it keeps trying.', error);
        await pause(Math.min(MAX_ERROR_PAUSE_MS, payments.sync.pollIntervalMs * 2 ** Math.min(failures, 10)));
      }
    }
  };
  const running = run();
  return {
    stop: async () => {
      stopped = true;
      registered.delete(waker);
      waker();
      await running;
    },
  };
}
