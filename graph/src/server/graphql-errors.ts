import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { DomainError, toPublicError } from '../lib/errors.js';
import { currentRequestId, logger } from '../lib/logger.js';
import { errorsByCode } from '../lib/metrics.js';
import { OPERATION_LIMIT_CODE, stripSuggestions } from './operation-limits.js';

// Errors the GraphQL layer itself raises about the request document; their messages describe the request, not internals.
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_LIMIT_EXCEEDED',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'PERSISTED_QUERY_HASH_MISMATCH',
]);

// Apollo raises a document whose SHA-256 differs from the persisted-query hash sent with it without a code of its own.
const HASH_MISMATCH_MESSAGE = 'provided sha does not match query';

/**
 * Apollo's formatError: domain errors keep their sentence and code, request errors keep their message (without
 * suggestions in production), and everything else is logged and answered with a generic sentence — never a stack
 * trace or SQL.
 */
export function formatGraphQLError(production: boolean) {
  const format = maskGraphQLError(production);
  // The request's id goes with every error, so a reader's report of one finds its log lines.
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const masked = format(formatted, error);
    const code = masked.extensions?.code;
    errorsByCode.inc({ api: 'graphql', code: typeof code === 'string' ? code : 'UNKNOWN' });
    const requestId = currentRequestId();
    return requestId ? { ...masked, extensions: { ...masked.extensions, requestId } } : masked;
  };
}

const TOKEN_LIMIT = /Document contains more th(?:an|at) (\d+) tokens/;

/**
 * The sentence of a refusal of the document's shape or cost, which every such refusal answers under one code
 * (OPERATION_LIMIT_EXCEEDED) with its figure: the operation limits' own rules (Apollo files them as validation
 * failures), the parser's token limit and the refusal of batches. Null for any other error.
 */
function operationLimitMessage(formatted: GraphQLFormattedError, error: unknown): string | null {
  const inner = error instanceof GraphQLError ? error.originalError : undefined;
  if (inner instanceof GraphQLError && inner.extensions?.code === OPERATION_LIMIT_CODE) return inner.message;
  const tokens = TOKEN_LIMIT.exec(formatted.message);
  if (tokens)
    return `The document has more than ${Number(tokens[1]).toLocaleString('en-US')} tokens; the limit is ${Number(tokens[1]).toLocaleString('en-US')}.`;
  if (formatted.message === 'Operation batching disabled.')
    return 'The request holds a batch of operations; the limit is 1 operation per request.';
  return null;
}

function maskGraphQLError(production: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const unwrapped = unwrapResolverError(error);
    // A plugin's refusal (a spent budget) arrives wrapped without a path, its DomainError inside.
    const original =
      unwrapped instanceof GraphQLError && unwrapped.originalError instanceof DomainError ? unwrapped.originalError : unwrapped;
    const base = { locations: formatted.locations, path: formatted.path };
    if (original instanceof DomainError) {
      return { ...base, message: original.message, extensions: { code: original.code, ...original.details } };
    }
    if (formatted.message === HASH_MISMATCH_MESSAGE) {
      const message = "The query's SHA-256 does not match the persisted-query hash sent with it.";
      return { ...base, message, extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' } };
    }
    const limitMessage = operationLimitMessage(formatted, error);
    if (limitMessage) return { ...base, message: limitMessage, extensions: { code: OPERATION_LIMIT_CODE } };
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) {
      const clean = { ...base, message: formatted.message, extensions: { code } };
      return production ? stripSuggestions(clean) : clean;
    }
    const publicError = toPublicError(original);
    if (publicError.code === 'INTERNAL_SERVER_ERROR') logger.error('GraphQL operation failed', original);
    return { ...base, message: publicError.message, extensions: { code: publicError.code } };
  };
}
