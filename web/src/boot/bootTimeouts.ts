/**
 * How long the boot script's early queries may take before they are given up: the app then sends the same queries
 * itself, so a stalled early request can never hold the first render back (docs/product/limits.md#client-timings).
 * Only the boot script imports this module; the app restates it as BOOT_ANSWER_WAIT_MS (bootLink.ts).
 */
export const BOOT_FETCH_TIMEOUT_MS = 3_000;
