import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:paperlight-boot-queries';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DOCUMENT_NODE = /^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/**
 * Early data for a first load. Builds `src/boot.ts` as its own tiny entry, loaded by a module script ahead of the app,
 * so the page's first queries leave while the app's JavaScript is still downloading. The boot script needs the query
 * texts exactly as Apollo sends them (with `__typename` added), which this plugin prints from codegen's documents into
 * the virtual module `virtual:paperlight-boot-queries`. The HTML also names the built files of the lazy pages the boot
 * script may preload (an article page's code, fetched beside its data).
 */
export function bootFetch(options: {
  gqlDir: string;
  entry: string;
  operations: readonly string[];
  preloads: Readonly<Record<string, string>>;
}): Plugin {
  let building = false;
  return {
    name: 'paperlight-boot-fetch',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const source = readFileSync(path.join(options.gqlDir, 'graphql.ts'), 'utf8');
      const queries: Record<string, string> = {};
      for (const match of source.matchAll(DOCUMENT_NODE)) {
        if (!options.operations.includes(match[1])) continue;
        queries[match[1]] = print(addTypenameToDocument(JSON.parse(match[2]) as DocumentNode));
      }
      return `export const BOOT_QUERIES = ${JSON.stringify(queries)};`;
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
