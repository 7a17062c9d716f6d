import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { AppContext } from '../context.js';
import { RateLimitedError } from '../lib/rate-limits/rate-limits.js';
import { createCostRule } from './limits/cost.js';
import type { OperationLimits } from './limits/shared.js';

/** The static cost of the operation about to run (the operation limits' cost rule); introspection costs 1. */
export function operationCost(
  schema: Parameters<typeof validate>[0],
  document: DocumentNode,
  operation: OperationDefinitionNode,
  limits: OperationLimits,
): number {
  let cost = 1;
  validate(schema, document, [
    createCostRule({ ...limits, maxCost: Number.POSITIVE_INFINITY }, (estimate, node) => {
      if (node === operation) cost = Math.max(1, estimate);
    }),
  ]);
  return cost;
}

function selectsRootField(selectionSet: SelectionSetNode, name: string, document: DocumentNode, seen = new Set<string>()): boolean {
  return selectionSet.selections.some((selection) => {
    if (selection.kind === Kind.FIELD) return selection.name.value === name;
    if (selection.kind === Kind.INLINE_FRAGMENT) return selectsRootField(selection.selectionSet, name, document, seen);
    if (seen.has(selection.name.value)) return false;
    seen.add(selection.name.value);
    const fragment = document.definitions.find(
      (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
    );
    return fragment?.kind === Kind.FRAGMENT_DEFINITION && selectsRootField(fragment.selectionSet, name, document, seen);
  });
}

/**
 * Charges each GraphQL operation its static cost (at least 1) against the caller's hourly budget, of which the HTTP
 * meter has already taken 1; past the budget the operation does not run (RATE_LIMITED, 429, `Retry-After`). Every
 * answer then carries the RateLimit fields as they stand after the charge and `extensions.cost`, the points charged.
 */
export function createBudgetPlugin(limits: OperationLimits): ApolloServerPlugin<AppContext> {
  // The cost depends on the document alone (a page size given as a variable counts as the largest page), and Apollo
  // hands the same parsed document to every request that sends the same text: each operation is costed once.
  const costs = new WeakMap<GraphQLSchema, WeakMap<OperationDefinitionNode, number>>();
  const costOf = (schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): number => {
    let known = costs.get(schema);
    if (!known) costs.set(schema, (known = new WeakMap()));
    let cost = known.get(operation);
    if (cost === undefined) known.set(operation, (cost = operationCost(schema, document, operation, limits)));
    return cost;
  };
  return {
    requestDidStart: async () => ({
      didResolveOperation: async ({ contextValue, document, operation, schema }) => {
        const meter = contextValue.meter;
        if (!meter || !operation) return;
        if (operation.operation === 'query' && selectsRootField(operation.selectionSet, 'rateLimit', document)) meter.personal = true;
        const cost = costOf(schema, document, operation);
        const extra = cost - meter.cost;
        if (extra > 0 && !meter.charge(extra)) {
          const refusal = new RateLimitedError(meter.refusal(cost), meter.resetSeconds);
          throw new GraphQLError(refusal.message, { originalError: refusal, extensions: { http: { status: 429 } } });
        }
      },
      willSendResponse: async ({ contextValue, response }) => {
        const meter = contextValue.meter;
        if (!meter) return;
        for (const [name, value] of Object.entries(meter.headers())) response.http.headers.set(name.toLowerCase(), value);
        if (response.body.kind === 'single') {
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, cost: meter.cost };
        }
      },
    }),
  };
}
