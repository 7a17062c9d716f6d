import {
  GraphQLError,
  Kind,
  type ASTNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/** The numbers every operation is held to; see `OPERATION_LIMITS` for the values Paperlight serves with. */
export interface OperationLimits {
  /** Deepest field nesting: `{ articles { edges { node { title } } } }` has depth 4. */
  maxDepth: number;
  /** Aliases in one operation, fragments expanded where they are spread. */
  maxAliases: number;
  /** Lexical tokens in one document, enforced by the parser. */
  maxTokens: number;
  /** Directive uses in one operation, fragments expanded where they are spread. */
  maxDirectives: number;
  /** Highest static cost estimate (see `createCostRule`). */
  maxCost: number;
  /** Largest `first` / `last` / `limit` a client may ask for, and the size assumed when the value is not a literal. */
  maxPageSize: number;
  /** Items assumed for list fields that take no page argument (an article's authors or categories). */
  unpagedListSize: number;
}

/** The `extensions.code` of every error these limits raise. */
export const OPERATION_LIMIT_CODE = 'OPERATION_LIMIT_EXCEEDED';

/** Arguments that bound how many items a list or connection field returns. */
export const PAGE_ARGUMENTS: ReadonlySet<string> = new Set(['first', 'last', 'limit']);

/** Builds the client-facing error for a broken limit. */
export function limitError(message: string, node: ASTNode): GraphQLError {
  return new GraphQLError(message, { nodes: node, extensions: { code: OPERATION_LIMIT_CODE } });
}

/**
 * Computes one number per fragment at most once per document. Memoising matters: a fragment spread
 * twice inside a fragment spread twice would otherwise cost exponential time. A spread met again
 * while its own fragment is being computed (a cycle, which `NoFragmentCyclesRule` reports) counts as 0.
 */
export class FragmentMemo {
  private readonly values = new Map<string, number>();
  private readonly active = new Set<string>();

  constructor(private readonly context: ValidationContext) {}

  /** The value of the named fragment; unknown fragments and cycles yield 0. */
  get(name: string, compute: (fragment: FragmentDefinitionNode) => number): number {
    const known = this.values.get(name);
    if (known !== undefined) return known;
    const fragment = this.context.getFragment(name);
    if (!fragment || this.active.has(name)) return 0;
    this.active.add(name);
    const value = compute(fragment);
    this.active.delete(name);
    this.values.set(name, value);
    return value;
  }
}

const INTROSPECTION_ROOTS: ReadonlySet<string> = new Set(['__schema', '__type']);

/**
 * True when every root field of the operation is `__schema` or `__type` (plus any `__typename`).
 * Such operations are exempt from depth and cost: tools' introspection queries nest about 13 deep,
 * and every other limit (aliases, tokens, directives) still applies to them.
 */
export function isIntrospectionOperation(operation: OperationDefinitionNode, context: ValidationContext): boolean {
  const names = new Set<string>();
  collectRootFieldNames(operation.selectionSet, context, names, new Set());
  names.delete('__typename');
  return names.size > 0 && [...names].every((name) => INTROSPECTION_ROOTS.has(name));
}

function collectRootFieldNames(selectionSet: SelectionSetNode, context: ValidationContext, names: Set<string>, seen: Set<string>): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      names.add(selection.name.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      collectRootFieldNames(selection.selectionSet, context, names, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) collectRootFieldNames(fragment.selectionSet, context, names, seen);
    }
  }
}
