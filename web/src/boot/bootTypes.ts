/** One query the boot script sends before the app has loaded. */
export interface BootRequest {
  operationName: string;
  variables: Record<string, unknown>;
}

export interface BootResult {
  data?: unknown;
  errors?: unknown[];
}

/** One early query: its answer's promise, and the answer itself once it has arrived. */
export interface BootEntry extends BootRequest {
  answer: Promise<BootResult | null>;
  /** Set when the answer has arrived (null for a failed request). */
  result?: BootResult | null;
}

declare global {
  interface Window {
    /** The boot script's early queries; each is taken once, by the cache seeding or by the boot link. */
    __paperlightBoot?: BootEntry[];
  }
}
