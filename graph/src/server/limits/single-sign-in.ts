import { GraphQLError, type ValidationRule } from 'graphql';
import { OPERATION_LIMIT_CODE } from './shared.js';

const SIGN_IN_FIELDS = new Set(['login', 'register', 'requestPasswordReset', 'resetPassword', 'changePassword']);

/**
 * One request carries at most one sign-in attempt: `login`, `register` and the password calls together may appear once
 * per document, aliases included.
 */
export const singleSignInRule: ValidationRule = (context) => {
  let count = 0;
  return {
    Field(node) {
      if (context.getParentType()?.name !== 'Mutation' || !SIGN_IN_FIELDS.has(node.name.value)) return;
      count += 1;
      if (count === 2) {
        context.reportError(
          new GraphQLError('Only one sign-in, registration or password change is allowed per request.', {
            nodes: [node],
            extensions: { code: OPERATION_LIMIT_CODE },
          }),
        );
      }
    },
  };
};
