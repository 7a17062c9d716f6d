import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { GraphQLError, Kind, visit, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { OPERATION_LIMIT_CODE, PAGE_ARGUMENTS } from './shared.js';

// Apollo keeps each parsed document and hands the same one to every request that sends the same text: a document's
// page variables are found once.
const pageVariablesOf = new WeakMap<DocumentNode, Set<string>>();

/** Names of the variables the document passes to a `first`, `last` or `limit` argument. */
function pageVariables(document: DocumentNode): Set<string> {
  const known = pageVariablesOf.get(document);
  if (known) return known;
  const names = new Set<string>();
  pageVariablesOf.set(document, names);
  visit(document, {
    Argument(argument) {
      if (PAGE_ARGUMENTS.has(argument.name.value) && argument.value.kind === Kind.VARIABLE) {
        names.add(argument.value.name.value);
      }
    },
  });
  return names;
}

/** The page sizes the operation's variables supply, falling back to literal defaults in the variable definitions. */
function suppliedSizes(
  operation: OperationDefinitionNode,
  names: Set<string>,
  variables: Record<string, unknown> | undefined,
): Array<[string, number]> {
  const sizes: Array<[string, number]> = [];
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (!names.has(name)) continue;
    const given = variables?.[name];
    if (typeof given === 'number') sizes.push([name, given]);
    else if (given === undefined && definition.defaultValue?.kind === Kind.INT) {
      sizes.push([name, Number.parseInt(definition.defaultValue.value, 10)]);
    }
  }
  return sizes;
}

/**
 * Rejects, with HTTP 400 and before any resolver runs, a request whose variables ask for a page
 * larger than `maxPageSize` (`query ($first: Int) { articles(first: $first) … }` with `first: 500`).
 * Literal page sizes are already refused during validation.
 */
export function createPageSizePlugin<TContext extends BaseContext>(maxPageSize: number): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request }) {
          const names = pageVariables(document);
          if (!operation || names.size === 0) return;
          for (const [name, size] of suppliedSizes(operation, names, request.variables)) {
            if (size > maxPageSize) {
              throw new GraphQLError(`$${name}: ${size} exceeds the maximum page size of ${maxPageSize}.`, {
                extensions: { code: OPERATION_LIMIT_CODE, http: { status: 400 } },
              });
            }
          }
        },
      };
    },
  };
}
