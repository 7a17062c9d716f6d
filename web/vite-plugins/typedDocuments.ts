import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DOCUMENT_ENTRY = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
const DOCUMENT_NODE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

interface DocumentTable {
  /** Document text as written in a `graphql()` call → the name codegen gave it. */
  names: Map<string, string>;
  /** Generated name → the document's AST as a JSON literal. */
  nodes: Map<string, string>;
}

function readTable(gqlDir: string): DocumentTable {
  const mapSource = readFileSync(path.join(gqlDir, 'gql.ts'), 'utf8');
  const names = new Map(
    [...mapSource.slice(mapSource.indexOf('const documents')).matchAll(DOCUMENT_ENTRY)].map((match) => [
      JSON.parse(match[1]) as string,
      match[2],
    ]),
  );
  const nodeSource = readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8');
  const nodes = new Map([...nodeSource.matchAll(DOCUMENT_NODE)].map((match) => [match[1], match[2]]));
  return { names, nodes };
}

/**
 * Does for Vite what codegen's babel/swc plugin does for other bundlers: replaces each `graphql(`…`)` call with the
 * document codegen generated for it. Without it every document sits in the runtime map of `gql/gql.ts` (one module,
 * so one chunk, loaded up front); with it each document ships inside the chunk of the component that uses it.
 * Calls whose text codegen has not seen are left alone (the runtime map still answers them).
 */
export function typedDocuments(gqlDir: string): Plugin {
  let table: DocumentTable = { names: new Map(), nodes: new Map() };
  let loadedAt = -1;

  const load = () => {
    const modified = Math.max(statSync(path.join(gqlDir, 'gql.ts')).mtimeMs, statSync(path.join(gqlDir, 'graphql.ts')).mtimeMs);
    if (modified === loadedAt) return;
    table = readTable(gqlDir);
    loadedAt = modified;
  };

  return {
    name: 'paperlight-typed-documents',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.[jt]sx?$/.test(file) || file.startsWith(gqlDir) || !code.includes('graphql(')) return null;
      load();
      let replaced = 0;
      const output = code.replace(GRAPHQL_CALL, (call, text: string) => {
        const node = table.nodes.get(table.names.get(text) ?? '');
        if (!node) return call;
        replaced += 1;
        return `(${node})`;
      });
      return replaced ? { code: output, map: null } : null;
    },
  };
}
