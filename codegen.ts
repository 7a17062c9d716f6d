import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed GraphQL documents for the web client and for graph's tests, generated from the committed schema.graphql. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      // persisted-documents.json is what web/vite-plugins read the documents from. Its hashes are of codegen's
      // normalised texts; the client's automatic persisted queries name the text Apollo prints (web/src/app/persistedQueries.ts).
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' }, persistedDocuments: true },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string' } },
    },
    // The typed operations of graph's GraphQL tests. Codegen adds the root `documents` (the web client's) to every
    // output, so this one leaves them out; its imports carry `.js`, as Node's ES module resolution requires.
    'graph/test/gql/': {
      documents: ['graph/**/*.test.ts', 'graph/test/**/*.ts', '!graph/test/gql/**/*', '!web/**/*'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string' }, importExtension: '.js' },
    },
  },
};

export default config;
