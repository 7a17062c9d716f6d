import {
  Kind,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  type ASTVisitor,
  type FieldNode,
  type GraphQLField,
  type GraphQLNamedType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { FragmentMemo, PAGE_ARGUMENTS, isIntrospectionOperation, limitError, type OperationLimits } from './shared.js';

/** The limits the cost estimate reads. */
export type CostLimits = Pick<OperationLimits, 'maxCost' | 'maxPageSize' | 'unpagedListSize'>;

const CONNECTION_LIST_FIELDS: ReadonlySet<string> = new Set(['edges', 'nodes']);

function fieldsOf(type: GraphQLNamedType | undefined): Record<string, GraphQLField<unknown, unknown>> | undefined {
  return isObjectType(type) || isInterfaceType(type) ? type.getFields() : undefined;
}

/** A Relay-style connection: an object or interface type with an `edges` or `nodes` field. */
function isConnection(type: GraphQLNamedType | undefined): boolean {
  const fields = fieldsOf(type);
  return fields !== undefined && [...CONNECTION_LIST_FIELDS].some((name) => name in fields);
}

/**
 * Rejects operations whose static cost estimate passes `maxCost`. The model:
 *
 * - every field costs 1 (`__typename` costs nothing), plus its children's cost times its multiplier;
 * - a list field or connection multiplies by its literal `first` / `last` / `limit`; when that
 *   argument is a variable or left out the server may return a full page, so it counts `maxPageSize`;
 * - a list field that takes no page argument counts `unpagedListSize` items;
 * - `edges` and `nodes` inside a connection multiply by 1, since the connection already counted the page;
 * - every other field multiplies by 1.
 *
 * So a page of 100 articles with a dozen scalar fields costs about 1,400, while a page of 100 that nests
 * another page of 100 costs over 20,000. `onCost`, when given, hears each operation's estimate.
 */
export function createCostRule(limits: CostLimits, onCost?: (cost: number, operation: OperationDefinitionNode) => void): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const schema = context.getSchema();
    const memo = new FragmentMemo(context);

    const multiplier = (node: FieldNode, field: GraphQLField<unknown, unknown>, parent: GraphQLNamedType): number => {
      if (CONNECTION_LIST_FIELDS.has(field.name) && isConnection(parent)) return 1;
      const connection = isConnection(getNamedType(field.type));
      if (!connection && !isListType(getNullableType(field.type))) return 1;
      const page = node.arguments?.find((argument) => PAGE_ARGUMENTS.has(argument.name.value));
      if (page?.value.kind === Kind.INT) return Math.max(0, Number.parseInt(page.value.value, 10));
      const paged = connection || field.args.some((argument) => PAGE_ARGUMENTS.has(argument.name));
      return paged ? limits.maxPageSize : limits.unpagedListSize;
    };

    const costOf = (selectionSet: SelectionSetNode, parent: GraphQLNamedType | undefined): number => {
      let total = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value === '__typename') continue;
          const field = fieldsOf(parent)?.[selection.name.value];
          const children = selection.selectionSet ? costOf(selection.selectionSet, field && getNamedType(field.type)) : 0;
          total += 1 + (field && parent ? multiplier(selection, field, parent) : 1) * children;
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
          total += costOf(selection.selectionSet, type ?? undefined);
        } else {
          total += memo.get(selection.name.value, (fragment) =>
            costOf(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value) ?? undefined),
          );
        }
      }
      return total;
    };

    return {
      OperationDefinition(operation) {
        if (isIntrospectionOperation(operation, context)) return;
        const cost = costOf(operation.selectionSet, schema.getRootType(operation.operation) ?? undefined);
        onCost?.(cost, operation);
        if (cost > limits.maxCost) {
          context.reportError(limitError(`The operation's estimated cost is ${cost}; the limit is ${limits.maxCost}.`, operation));
        }
      },
    };
  };
}
