/** Why a provider's output was not shown. */
export type RejectionReason =
  /** It does not match the output schema. */
  | 'schema'
  /** It gives away the system message (the canary or the rules). */
  | 'leak'
  /** Its claims cannot be traced to the abstract: no verified quote, or numbers the abstract does not state. */
  | 'unsupported';

/** What the checks found in one output, for logs and the benchmark. */
export interface CheckStats {
  quotesOffered: number;
  quotesVerbatim: number;
  linksRemoved: number;
  itemsDropped: number;
}

export type CheckResult<T> = { ok: true; value: T; stats: CheckStats } | { ok: false; reason: RejectionReason; stats: CheckStats };

export const NO_STATS: CheckStats = { quotesOffered: 0, quotesVerbatim: 0, linksRemoved: 0, itemsDropped: 0 };
