import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphql } from '../src/gql/gql.ts';
import { bootQueries } from './bootFetch.ts';
import { documentForSource, normalisedText, PERSISTED_DOCUMENTS_FILE, readPersistedDocuments } from './persistedDocuments.ts';
import { inlineDocuments } from './typedDocuments.ts';

// A path from the module's own file URL string: under jsdom the global URL is the browser's, which Node's helpers refuse.
const SRC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const GQL_DIR = path.join(SRC_DIR, 'gql');
const table = readPersistedDocuments(path.join(GQL_DIR, PERSISTED_DOCUMENTS_FILE));
const GRAPHQL_SOURCE = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

function clientModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === GQL_DIR ? [] : clientModules(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const modules = clientModules(SRC_DIR).map((file) => ({ file, code: readFileSync(file, 'utf8') }));
const sources = modules.flatMap(({ code }) => [...code.matchAll(GRAPHQL_SOURCE)].map((match) => match[1]));

describe('documents from the persisted documents', () => {
  it('replace every graphql() call in the client, so the runtime map of gql.ts is never bundled', () => {
    expect(sources.length).toBeGreaterThan(20);
    for (const { file, code } of modules) {
      const result = inlineDocuments(code, table);
      expect({ file, left: result.left }).toEqual({ file, left: 0 });
      expect(result.code).not.toMatch(GRAPHQL_SOURCE);
    }
  });

  it('are the documents codegen generated for the same text', () => {
    for (const source of sources) {
      const inlined = documentForSource(source, table);
      expect(inlined).not.toBeNull();
      expect(normalisedText(inlined as DocumentNode)).toBe(normalisedText(graphql(source) as DocumentNode));
    }
  });

  it('leave alone a text codegen has not seen, and malformed text', () => {
    expect(documentForSource('query Viewer { me { id } }', table)).toBeNull();
    expect(documentForSource('fragment ShareMenu_article on Article { id }', table)).toBeNull();
    expect(documentForSource('query Unknown { me { id } }', table)).toBeNull();
    expect(documentForSource('query Viewer { me { ...NoSuchFragment } }', table)).toBeNull();
    expect(documentForSource('query {', table)).toBeNull();
  });

  it("give the boot script each first-load query with Apollo's __typename fields and its SHA-256, and refuse an unknown one", () => {
    const queries = bootQueries(table, ['Viewer', 'FeedArticles', 'ArticlePage']);
    expect(Object.keys(queries)).toEqual(['Viewer', 'FeedArticles', 'ArticlePage']);
    for (const [name, { query: text, hash }] of Object.entries(queries)) {
      expect(hash).toBe(createHash('sha256').update(text).digest('hex'));
      const operations = parse(text).definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
      expect(operations.map((operation) => operation.name?.value)).toEqual([name]);
      expect(text).toContain('__typename');
    }
    expect(() => bootQueries(table, ['Missing'])).toThrow('The boot fetch sends Missing');
  });
});
