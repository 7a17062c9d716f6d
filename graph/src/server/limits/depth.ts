import { Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';
import { FragmentMemo, isIntrospectionOperation, limitError } from './shared.js';

/**
 * Rejects operations whose fields nest deeper than `maxDepth`. Each field adds one level; fragment
 * spreads and inline fragments add none, so a depth cannot be hidden inside fragments. `__typename`
 * is a leaf that reads no data and adds no level.
 */
export function createDepthRule(maxDepth: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const memo = new FragmentMemo(context);

    const depthOf = (selectionSet: SelectionSetNode): number => {
      let deepest = 0;
      for (const selection of selectionSet.selections) {
        let depth: number;
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value === '__typename') continue;
          depth = 1 + (selection.selectionSet ? depthOf(selection.selectionSet) : 0);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          depth = depthOf(selection.selectionSet);
        } else {
          depth = memo.get(selection.name.value, (fragment) => depthOf(fragment.selectionSet));
        }
        deepest = Math.max(deepest, depth);
      }
      return deepest;
    };

    return {
      OperationDefinition(operation) {
        if (isIntrospectionOperation(operation, context)) return;
        const depth = depthOf(operation.selectionSet);
        if (depth > maxDepth) {
          context.reportError(limitError(`Query depth ${depth} exceeds the limit of ${maxDepth}.`, operation));
        }
      },
    };
  };
}
