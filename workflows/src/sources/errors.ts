/** A source response that cannot be read as a whole: malformed, truncated, or missing a record's identity. */
export class SourceParseError extends Error {
  override name = 'SourceParseError';

  /**
   * @param source The source whose response failed to parse, e.g. `PubMed`.
   * @param message What was wrong, without the source prefix.
   */
  constructor(
    readonly source: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${source}: ${message}`, options);
  }
}

/**
 * A source request that did not get a usable answer: an HTTP error status, or no answer at all (`status` null for a
 * network failure or timeout). `retryable` is true when waiting can help: no answer, 408, 429 and 5xx.
 */
export class SourceHttpError extends Error {
  override name = 'SourceHttpError';

  constructor(
    readonly source: string,
    readonly status: number | null,
    message: string,
    readonly retryAfterMs: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(`${source}: ${message}`, options);
  }

  get retryable(): boolean {
    return this.status === null || this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

/** A request the source client will not make: a host outside the source APIs, or an address on a private network. */
export class SourceRefusedError extends Error {
  override name = 'SourceRefusedError';

  constructor(
    readonly source: string,
    message: string,
  ) {
    super(`${source}: ${message}`);
  }
}

/** A window the source's API cannot list in full, such as more records than its paging limit reaches. */
export class SourceLimitError extends Error {
  override name = 'SourceLimitError';

  constructor(
    readonly source: string,
    message: string,
  ) {
    super(`${source}: ${message}`);
  }
}
