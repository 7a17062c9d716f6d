import { registerEnumType } from 'type-graphql';

/** What an API key may do for its reader; values are what is stored. */
export enum ApiKeyScope {
  READ = 'read',
  WRITE = 'write',
  PREMIUM = 'premium',
}

registerEnumType(ApiKeyScope, {
  name: 'ApiKeyScope',
  description: 'What an API key may do for its reader. A key never manages keys, the account, its password or its plan.',
  valuesConfig: {
    READ: { description: "Read the reader's own data: the profile, bookmarks, saved searches, the plan and the API keys' list." },
    WRITE: { description: 'Add and remove bookmarks, comments and saved searches.' },
    PREMIUM: {
      description:
        'Use the Premium features (the clinical takeaway, questions, export, advanced filters, digest settings) while the reader has Premium.',
    },
  },
});
