import { createHash } from 'node:crypto';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import type { Plugin } from 'vite';
import { persistedDocumentsReader, type PersistedDocuments } from './persistedDocuments.ts';

const VIRTUAL_ID = 'virtual:paperlight-boot-queries';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** One boot query: its text as Apollo prints it, and that text's SHA-256 (hex), its automatic persisted query hash. */
export interface BootQuery {
  query: string;
  hash: string;
}

/** The boot script's queries by operation name, printed as Apollo prints them (with `__typename` added). */
export function bootQueries(table: PersistedDocuments, operations: readonly string[]): Record<string, BootQuery> {
  return Object.fromEntries(
    operations.map((name) => {
      const document = table.operations.get(name);
      if (!document)
        throw new Error(`The boot fetch sends ${name}, which is not among codegen's persisted documents: run npm run codegen.`);
      const query = print(addTypenameToDocument(document));
      return [name, { query, hash: createHash('sha256').update(query).digest('hex') }];
    }),
  );
}

/**
 * The build side of the boot fetch (`src/boot/`): builds the boot script as its own tiny entry, loaded by a module
 * script ahead of the app, so the page's first queries leave while the app's JavaScript is still downloading. The boot
 * script needs the query texts exactly as Apollo sends them (with `__typename` added) and their SHA-256 hashes (it
 * sends them as automatic persisted queries, as Apollo does), which this plugin prints from codegen's persisted
 * documents into the virtual module `virtual:paperlight-boot-queries`. The HTML also names the
 * built files of the lazy pages the boot script may preload (an article page's code, fetched beside its data).
 */
export function bootFetch(options: {
  gqlDir: string;
  entry: string;
  operations: readonly string[];
  preloads: Readonly<Record<string, string>>;
}): Plugin {
  let building = false;
  const persisted = persistedDocumentsReader(options.gqlDir);
  return {
    name: 'paperlight-boot-fetch',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      this.addWatchFile(persisted.file);
      return `export const BOOT_QUERIES = ${JSON.stringify(bootQueries(persisted.read(), options.operations))};`;
    },
    buildStart() {
      if (building) this.emitFile({ type: 'chunk', id: options.entry, name: 'boot' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((item) => item.type === 'chunk');
        const chunk = chunks.find((item) => item.name === 'boot' && item.isEntry);
        const src = chunk ? `/${chunk.fileName}` : context.server ? `/${path.relative(context.server.config.root, options.entry)}` : null;
        if (!src) return [];
        // The page's (never long-cached) HTML names the lazy pages' files, so the boot script can preload the one it needs.
        const preloads = Object.entries(options.preloads).flatMap(([name, module]) => {
          const target = chunks.find((item) => item.facadeModuleId === module);
          return target
            ? [{ tag: 'meta', attrs: { name: `paperlight:page:${name}`, content: `/${target.fileName}` }, injectTo: 'head' as const }]
            : [];
        });
        return [{ tag: 'script', attrs: { type: 'module', crossorigin: true, src }, injectTo: 'head-prepend' }, ...preloads];
      },
    },
  };
}
