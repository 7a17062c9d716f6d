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
