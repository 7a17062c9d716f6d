import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import { Kind, parse, visit, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode } from 'graphql';

/** The file the client preset writes with `persistedDocuments`: hash → normalised document text, one per operation. */
export const PERSISTED_DOCUMENTS_FILE = 'persisted-documents.json';

/** Every operation codegen generated, parsed from its persisted text, and the fragments those operations use. */
export interface PersistedDocuments {
  /** Operation name → the whole executable document (the operation and every fragment it spreads). */
  operations: Map<string, DocumentNode>;
  /** Fragment name → its definition. */
  fragments: Map<string, FragmentDefinitionNode>;
  /** The normalised texts themselves, to recognise a document codegen has seen. */
  texts: Set<string>;
}

const document = (definitions: readonly DefinitionNode[]): DocumentNode => ({ kind: Kind.DOCUMENT, definitions });

/** The document text codegen persists for this document: definitions and selections sorted, white space reduced. */
export function normalisedText(node: DocumentNode): string {
  return printExecutableGraphQLDocument(node);
}

export function readPersistedDocuments(file: string): PersistedDocuments {
  const entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const table: PersistedDocuments = { operations: new Map(), fragments: new Map(), texts: new Set(Object.values(entries)) };
  for (const text of table.texts) {
    const parsed = parse(text, { noLocation: true });
    for (const definition of parsed.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) table.fragments.set(definition.name.value, definition);
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) table.operations.set(definition.name.value, parsed);
    }
  }
  return table;
}

/** Reads the persisted documents again only when codegen has rewritten them. */
export function persistedDocumentsReader(gqlDir: string): { file: string; read(): PersistedDocuments } {
  const file = path.join(gqlDir, PERSISTED_DOCUMENTS_FILE);
  let table: PersistedDocuments | null = null;
  let loadedAt = -1;
  return {
    file,
    read() {
      const modified = statSync(file).mtimeMs;
      if (!table || modified !== loadedAt) {
        table = readPersistedDocuments(file);
        loadedAt = modified;
      }
      return table;
    },
  };
}

const OMITTED_WHEN_EMPTY = new Set(['arguments', 'directives', 'variableDefinitions']);

/** A document as a JavaScript literal, without the empty lists codegen also leaves out of its generated documents. */
export function documentLiteral(node: DocumentNode): string {
  return JSON.stringify(node, (key, value: unknown) =>
    OMITTED_WHEN_EMPTY.has(key) && Array.isArray(value) && value.length === 0 ? undefined : value,
  );
}

/** The fragments a set of definitions spreads, directly or through other fragments, that it does not define itself. */
function spreadFragments(definitions: readonly DefinitionNode[], table: PersistedDocuments): FragmentDefinitionNode[] | null {
  const defined = new Set(
    definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [definition.name.value] : [])),
  );
  const found = new Map<string, FragmentDefinitionNode>();
  const pending = [...definitions];
  let missing = false;
  while (pending.length) {
    visit(pending.pop() as DefinitionNode, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (defined.has(name) || found.has(name)) return;
        const fragment = table.fragments.get(name);
        if (!fragment) {
          missing = true;
          return;
        }
        found.set(name, fragment);
        pending.push(fragment);
      },
    });
  }
  return missing ? null : [...found.values()];
}

/**
 * The document codegen generated for one `graphql()` call's text, as a JSON-ready AST without locations, or null when
 * codegen has not seen exactly this text (for example before `npm run codegen` has run after an edit).
 * An operation must be one of the persisted documents once the fragments it spreads are added; a fragment must match
 * its definition in the persisted operations that spread it.
 */
export function documentForSource(source: string, table: PersistedDocuments): DocumentNode | null {
  let own: DocumentNode;
  try {
    own = parse(source, { noLocation: true });
  } catch {
    return null;
  }
  const [first] = own.definitions;
  if (own.definitions.length !== 1 || !first) return null;
  const fragments = spreadFragments(own.definitions, table);
  if (!fragments) return null;
  if (first.kind === Kind.OPERATION_DEFINITION) {
    const stored = first.name ? table.operations.get(first.name.value) : undefined;
    return stored && table.texts.has(normalisedText(document([first, ...fragments]))) ? stored : null;
  }
  if (first.kind === Kind.FRAGMENT_DEFINITION) {
    const stored = table.fragments.get(first.name.value);
    if (!stored || normalisedText(document([first])) !== normalisedText(document([stored]))) return null;
    return document([stored, ...fragments]);
  }
  return null;
}
