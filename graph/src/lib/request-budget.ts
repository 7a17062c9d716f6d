/** How many points each kind of caller may spend in a window of `windowSeconds`. */
export interface RequestBudgets {
  keyed: number;
  signedIn: number;
  anonymous: number;
  windowSeconds: number;
}

/** Points per hour: each API key, each signed-in reader, and each anonymous address (docs/product/limits.md#request-budgets). */
export const REQUEST_BUDGETS: Readonly<RequestBudgets> = Object.freeze({
  keyed: 500_000,
  signedIn: 500_000,
  anonymous: 100_000,
  windowSeconds: 3600,
});

// The largest GraphQL Int, since `rateLimit.limit` is one.
const LARGEST_INT = 2_147_483_647;

/** Budgets no caller reaches: for benchmarks and tests that measure or exercise something else. */
export const UNMETERED_BUDGETS: Readonly<RequestBudgets> = Object.freeze({
  keyed: LARGEST_INT,
  signedIn: LARGEST_INT,
  anonymous: LARGEST_INT,
  windowSeconds: 3600,
});

/** What a caller's budget looks like after a request: the `rateLimit` field, the RateLimit headers and extensions.cost. */
export interface BudgetView {
  limit: number;
  remaining: number;
  resetAt: Date;
  /** The points this request was charged. */
  cost: number;
}

interface Window {
  used: number;
  resetAt: number;
}

const MAX_SUBJECTS = 100_000;

/**
 * The points each subject (a key, a reader, an address) has used in its current hour, in this process's memory, so
 * charging a request costs no statement. A window starts with a subject's first request and lasts `windowSeconds`;
 * the least recently started windows are forgotten past MAX_SUBJECTS subjects.
 */
export class BudgetCounters {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly budgets: RequestBudgets = REQUEST_BUDGETS,
    private readonly clock: () => number = Date.now,
  ) {}

  private windowOf(subject: string): Window {
    const now = this.clock();
    let window = this.windows.get(subject);
    if (!window || window.resetAt <= now) {
      this.windows.delete(subject);
      if (this.windows.size >= MAX_SUBJECTS) {
        const oldest = this.windows.keys().next();
        if (!oldest.done) this.windows.delete(oldest.value);
      }
      window = { used: 0, resetAt: now + this.budgets.windowSeconds * 1000 };
      this.windows.set(subject, window);
    }
    return window;
  }

  /** Uses `points` of the subject's budget when that many are left (true); otherwise uses none (false). */
  charge(subject: string, limit: number, points: number): { charged: boolean; used: number; resetAt: number } {
    const window = this.windowOf(subject);
    const charged = window.used + points <= limit;
    if (charged) window.used += points;
    return { charged, used: window.used, resetAt: window.resetAt };
  }

  now(): number {
    return this.clock();
  }
}

/** One request's account with its caller's budget: what it was charged, and what is left. */
export class RequestMeter {
  /** The points charged to this request so far. */
  cost = 0;
  /** True when the answer names the caller's own budget (the `rateLimit` field), so no cache may keep it. */
  personal = false;
  private used = 0;
  private resetAt = 0;

  constructor(
    private readonly counters: BudgetCounters,
    readonly subject: string,
    readonly limit: number,
  ) {}

  /** Charges more points; false (and nothing charged) when the budget has fewer left. */
  charge(points: number): boolean {
    const result = this.counters.charge(this.subject, this.limit, points);
    this.used = result.used;
    this.resetAt = result.resetAt;
    if (result.charged) this.cost += points;
    return result.charged;
  }

  /** Seconds until the budget starts again (at least 1). */
  get resetSeconds(): number {
    return Math.max(1, Math.ceil((this.resetAt - this.counters.now()) / 1000));
  }

  view(): BudgetView {
    return { limit: this.limit, remaining: Math.max(0, this.limit - this.used), resetAt: new Date(this.resetAt), cost: this.cost };
  }

  /** The IETF RateLimit fields of this request's answer. */
  headers(): Record<string, string> {
    return {
      'RateLimit-Limit': String(this.limit),
      'RateLimit-Remaining': String(Math.max(0, this.limit - this.used)),
      'RateLimit-Reset': String(this.resetSeconds),
    };
  }

  /** The sentence refusing a request past the budget. */
  refusal(points: number): string {
    const wait = this.resetSeconds;
    return `This request costs ${points} point${points === 1 ? '' : 's'} and ${Math.max(0, this.limit - this.used)} of the hour's ${this.limit} are left. The budget starts again in ${wait} second${wait === 1 ? '' : 's'}.`;
  }
}
