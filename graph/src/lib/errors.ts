/** The kinds of failure a domain service reports; each maps once to a GraphQL code and an HTTP status. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'BAD_GATEWAY'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

/** A failure whose message is a sentence fit to show a reader. */
export class DomainError extends Error {
  override name = 'DomainError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  get httpStatus(): number {
    return HTTP_STATUS[this.code];
  }
}

export class BadInputError extends DomainError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super('BAD_USER_INPUT', message, details);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super('NOT_FOUND', message);
  }
}

export const UNAVAILABLE_MESSAGE = 'Paperlight cannot reach its database right now. Please try again in a moment.';
export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** True when an error means the database could not be reached, as opposed to a bug or bad data. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, name } = current as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
    if (name === 'ConnectionException') return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// PostgreSQL's refusals of a value a caller sent, by SQLSTATE: the input is at fault, not the server.
const INPUT_REFUSALS: Record<string, string> = {
  // untranslatable character: \u0000 inside a JSON value
  '22P05': 'Text cannot contain a NUL character.',
  '22001': 'A value is longer than Paperlight can store.',
  // program limit exceeded: a search too deeply nested for PostgreSQL's query parser
  '54000': 'The request is too complex to answer; please simplify it.',
};

/** The sentence for a database error caused by the value a caller sent (a NUL byte, an overlong value), else null. */
export function inputRefusalOf(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, sqlState } = current as { code?: unknown; sqlState?: unknown };
    for (const candidate of [code, sqlState]) {
      if (typeof candidate === 'string' && candidate in INPUT_REFUSALS) return INPUT_REFUSALS[candidate];
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Turns any thrown value into a DomainError a reader may see; internals are never exposed. */
export function toPublicError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  if (isDatabaseUnavailable(error)) return new DomainError('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE);
  const refusal = inputRefusalOf(error);
  if (refusal) return new BadInputError(refusal);
  return new DomainError('INTERNAL_SERVER_ERROR', INTERNAL_MESSAGE);
}
