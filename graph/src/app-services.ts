import type { Env } from './config/env.js';
import { resolveMailLinkSecret } from './lib/mail-link-secret.js';
import type { PlanPrice } from './modules/billing/plan.types.js';

/**
 * What the domain services reach beyond the database, built once per process from the environment and handed to
 * every request's context. Tests build their own, pointed at local stand-ins and, where time matters, a fixed clock.
 */
export interface AppServices {
  /** The current time; every rule that depends on "now" reads it here. */
  clock: () => Date;
  /** The address readers reach Paperlight at, without a trailing slash. */
  publicUrl: string;
  /** Premium's monthly price when the payment provider does not give one. */
  premiumPrice: PlanPrice;
  /** Signs and checks the links in emails (unsubscribe); the worker that sends the emails uses the same one. */
  mailLinkSecret: string;
}

/** The services of a running Paperlight process, from its validated environment. */
export function createAppServices(env: Env): AppServices {
  return {
    clock: () => new Date(),
    publicUrl: env.publicUrl,
    premiumPrice: { ...env.premiumPrice, interval: 'month' },
    mailLinkSecret: resolveMailLinkSecret(env),
  };
}
