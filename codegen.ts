import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed GraphQL documents for the web client, generated from the committed schema.graphql. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      // persisted-documents.json is what web/vite-plugins read the documents from; the client still sends whole queries.
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' }, persistedDocuments: true },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTimeISO: 'string' } },
    },
  },
};

export default config;
