import type { Plugin } from 'vite';
import { documentForSource, documentLiteral, persistedDocumentsReader, type PersistedDocuments } from './persistedDocuments.ts';

const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

/** The `graphql()` calls of one module replaced by their documents; `left` counts the calls codegen has not seen. */
export function inlineDocuments(code: string, table: PersistedDocuments): { code: string; replaced: number; left: number } {
  let replaced = 0;
  let left = 0;
  const output = code.replace(GRAPHQL_CALL, (call, source: string) => {
    const document = documentForSource(source, table);
    if (!document) {
      left += 1;
      return call;
    }
    replaced += 1;
    return `(${documentLiteral(document)})`;
  });
  return { code: output, replaced, left };
}

/**
 * Does for Vite what codegen's babel/swc plugin does for other bundlers: replaces each `graphql(`…`)` call with the
 * document codegen generated for it, read from the client preset's `persisted-documents.json`. Without it every
 * document sits in the runtime map of `gql/gql.ts` (one module, so one chunk, loaded up front); with it each document
 * ships inside the chunk of the component that uses it. Calls whose text codegen has not seen are left alone (the
 * runtime map still answers them).
 */
export function typedDocuments(gqlDir: string): Plugin {
  const persisted = persistedDocumentsReader(gqlDir);
  return {
    name: 'paperlight-typed-documents',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.[jt]sx?$/.test(file) || file.startsWith(gqlDir) || !code.includes('graphql(')) return null;
      this.addWatchFile(persisted.file);
      const result = inlineDocuments(code, persisted.read());
      return result.replaced ? { code: result.code, map: null } : null;
    },
  };
}
