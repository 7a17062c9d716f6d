import type { RateLimitPolicy } from '../../lib/rate-limits/rate-limits.js';

/** The Premium Feature refusal of an export, in the words of the AI features' refusals. */
export const EXPORT_REFUSAL = 'Export is available with Paperlight Premium. Upgrade to access this feature';

/** Exports per reader: plenty for a reading session, few enough that a script cannot copy the library by exporting. */
export const EXPORT_RATE_LIMIT: RateLimitPolicy = {
  name: 'export',
  points: 30,
  durationSeconds: 600,
  refusal: (wait) => `You have exported many times in a short while. Please try again in ${wait}.`,
};

/** The most feed results one export holds. */
export const MAX_FEED_EXPORT = 1000;
