import type { RateLimitPolicy } from '../../lib/rate-limits/rate-limits.js';

/** Comments per reader: a lively discussion stays under it, a script posting in a loop does not. */
export const COMMENT_RATE_LIMIT: RateLimitPolicy = {
  name: 'comment-reader',
  points: 20,
  durationSeconds: 10 * 60,
  refusal: (wait) => `You are commenting faster than Paperlight allows. Please try again in ${wait}.`,
};

/** How long after deleting a comment its author may undo that (docs/product/comments.md#writing-and-deleting). */
export const COMMENT_UNDO_WINDOW_MS = 10 * 60 * 1000;
