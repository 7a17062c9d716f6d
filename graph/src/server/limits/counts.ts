import {
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type FragmentSpreadNode,
  type InlineFragmentNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { FragmentMemo, PAGE_ARGUMENTS, limitError } from './shared.js';

type Scored = FieldNode | InlineFragmentNode | FragmentSpreadNode | FragmentDefinitionNode;

/**
 * A rule that adds up `score` over every selection of an operation, counting a fragment's content
 * once per place it is spread, and reports `message(total)` when the total passes `limit`.
 */
function createCountRule(
  limit: number,
  score: (node: Scored) => number,
  scoreOperation: (operation: OperationDefinitionNode) => number,
  message: (total: number) => string,
): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const memo = new FragmentMemo(context);

    const countIn = (selectionSet: SelectionSetNode): number => {
      let total = 0;
      for (const selection of selectionSet.selections) {
        total += score(selection);
        if (selection.kind === Kind.FRAGMENT_SPREAD) {
          total += memo.get(selection.name.value, (fragment) => score(fragment) + countIn(fragment.selectionSet));
        } else if (selection.selectionSet) {
          total += countIn(selection.selectionSet);
        }
      }
      return total;
    };

    return {
      OperationDefinition(operation) {
        const total = scoreOperation(operation) + countIn(operation.selectionSet);
        if (total > limit) context.reportError(limitError(message(total), operation));
      },
    };
  };
}

/** Rejects operations using more than `maxAliases` aliases, fragments expanded where they are spread. */
export function createAliasRule(maxAliases: number): ValidationRule {
  return createCountRule(
    maxAliases,
    (node) => (node.kind === Kind.FIELD && node.alias ? 1 : 0),
    () => 0,
    (total) => `The operation uses ${total} aliases; the limit is ${maxAliases}.`,
  );
}

/**
 * Rejects operations using more than `maxDirectives` directives: on the operation, its variable
 * definitions, fields, fragment spreads, inline fragments and fragment definitions.
 */
export function createDirectiveRule(maxDirectives: number): ValidationRule {
  return createCountRule(
    maxDirectives,
    (node) => node.directives?.length ?? 0,
    (operation) =>
      (operation.directives?.length ?? 0) +
      (operation.variableDefinitions ?? []).reduce((sum, variable) => sum + (variable.directives?.length ?? 0), 0),
    (total) => `The operation uses ${total} directives; the limit is ${maxDirectives}.`,
  );
}

/**
 * Rejects a literal `first`, `last` or `limit` above `maxPageSize`. Values passed in variables are
 * invisible to validation; `createPageSizePlugin` checks those once the request's variables are known.
 */
export function createPageSizeRule(maxPageSize: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    Argument(argument) {
      if (!PAGE_ARGUMENTS.has(argument.name.value) || argument.value.kind !== Kind.INT) return;
      const size = Number.parseInt(argument.value.value, 10);
      if (size > maxPageSize) {
        context.reportError(limitError(`${argument.name.value}: ${size} exceeds the maximum page size of ${maxPageSize}.`, argument));
      }
    },
  });
}
