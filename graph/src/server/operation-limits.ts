import type { GraphQLFormattedError, ParseOptions, ValidationRule } from 'graphql';
import { createCostRule } from './limits/cost.js';
import { createAliasRule, createDirectiveRule, createPageSizeRule } from './limits/counts.js';
import { createDepthRule } from './limits/depth.js';
import type { OperationLimits } from './limits/shared.js';
import { singleSignInRule } from './limits/single-sign-in.js';

export { createPageSizePlugin } from './limits/page-size-plugin.js';
export { OPERATION_LIMIT_CODE, type OperationLimits } from './limits/shared.js';

/**
 * The limits every public GraphQL operation is held to. The cost ceiling follows the model in
 * `createCostRule`: 5,000 lets a client read a full page of 100 articles with their fields and
 * categories (about 2,000) or a page of 20 articles each with a page of 20 related ones (about
 * 1,200), and refuses a page of 100 nesting a page of 50 (about 15,000) or of 100 (about 20,000).
 */
export const OPERATION_LIMITS: Readonly<OperationLimits> = Object.freeze({
  maxDepth: 8,
  maxAliases: 15,
  maxTokens: 1000,
  maxDirectives: 50,
  maxCost: 5000,
  maxPageSize: 100,
  unpagedListSize: 10,
});

/** Parser options for Apollo Server's `parseOptions`: documents past the token limit fail as syntax errors. */
export const PARSE_OPTIONS: Readonly<ParseOptions> = Object.freeze({ maxTokens: OPERATION_LIMITS.maxTokens });

/**
 * graphql-js validation rules enforcing depth, alias count, directive count, literal page sizes
 * and static cost. Run them after `specifiedRules`; each error carries
 * `extensions.code: 'OPERATION_LIMIT_EXCEEDED'`.
 */
export function createOperationLimitRules(limits: Readonly<OperationLimits> = OPERATION_LIMITS): ValidationRule[] {
  return [
    createDepthRule(limits.maxDepth),
    createAliasRule(limits.maxAliases),
    createDirectiveRule(limits.maxDirectives),
    createPageSizeRule(limits.maxPageSize),
    createCostRule(limits),
    singleSignInRule,
  ];
}

/** The Apollo Server 5 constructor options that `apolloLimitOptions` sets. */
export interface ApolloLimitOptions {
  validationRules: ValidationRule[];
  parseOptions: ParseOptions;
  allowBatchedHttpRequests: false;
  introspection: boolean;
  hideSchemaDetailsFromClientErrors: boolean;
  includeStacktraceInErrorResponses: boolean;
}

/**
 * Options to spread into `new ApolloServer({ ... })`. Rejected documents answer HTTP 400 before
 * any resolver runs; batched array bodies are refused; introspection is on everywhere, under the same limits (its
 * operations are exempt from depth and cost only); production turns off "Did you mean …?" suggestions and stack
 * traces in error responses. Variables that ask for too large a
 * page are caught by `createPageSizePlugin`, which goes in the server's `plugins`.
 */
export function apolloLimitOptions(production: boolean): ApolloLimitOptions {
  return {
    validationRules: createOperationLimitRules(),
    parseOptions: { ...PARSE_OPTIONS },
    allowBatchedHttpRequests: false,
    // The schema describes public data, and integrators' tools (codegen, IDEs, explorers) read it by introspection.
    introspection: true,
    hideSchemaDetailsFromClientErrors: production,
    includeStacktraceInErrorResponses: !production,
  };
}

const SUGGESTION = / ?Did you mean .+\?$/s;

/**
 * Removes graphql-js's trailing " Did you mean …?" sentence from an error message, for `formatError`
 * in production, where suggestions would let clients discover the schema with introspection off.
 */
export function stripSuggestions(error: GraphQLFormattedError): GraphQLFormattedError {
  const message = error.message.replace(SUGGESTION, '');
  return message === error.message ? error : { ...error, message };
}
