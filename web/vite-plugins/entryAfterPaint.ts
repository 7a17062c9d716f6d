import type { Plugin } from 'vite';

/**
 * The inline script that fetches and starts the app's entry module `src` (with the modules it imports, `preloads`, at
 * once, as modulepreload links would) once the page has painted: after the first frame (a timeout queued from an
 * animation frame runs once that frame is drawn). A hidden page (a background tab) draws no frames, so it starts at
 * once; `fallbackMs` bounds the wait should a frame never come. The server allows the script by the hash of its text
 * (graph/src/server/static-client.ts).
 */
export function entryLoaderSource(src: string, preloads: readonly string[], fallbackMs = 1000): string {
  return [
    '(function () {',
    '  var started = false;',
    '  function start() {',
    '    if (started) return;',
    '    started = true;',
    `    ${JSON.stringify(preloads)}.forEach(function (href) {`,
    "      var link = document.createElement('link');",
    "      link.rel = 'modulepreload';",
    "      link.crossOrigin = 'anonymous';",
    '      link.href = href;',
    '      document.head.appendChild(link);',
    '    });',
    "    var script = document.createElement('script');",
    "    script.type = 'module';",
    "    script.crossOrigin = 'anonymous';",
    `    script.src = ${JSON.stringify(src)};`,
    '    document.head.appendChild(script);',
    '  }',
    "  if (document.visibilityState === 'hidden') return start();",
    '  requestAnimationFrame(function () { setTimeout(start, 0); });',
    `  setTimeout(start, ${fallbackMs});`,
    '})();',
  ].join('\n');
}

/**
 * The built page with its entry module script, and the modulepreload links of the modules it imports, moved into the
 * loader at the end of the body; `imports` may name more modules to fetch at once than the page links.
 */
export function startEntryAfterPaint(html: string, src: string, imports: readonly string[]): string {
  const tag = `<script type="module" crossorigin src="${src}"></script>`;
  if (!html.includes(tag)) throw new Error(`The built page does not load its entry ${src} as expected`);
  let page = html.replace(new RegExp(`\\s*${tag}`), '');
  for (const href of imports) page = page.replace(new RegExp(`\\s*<link rel="modulepreload" crossorigin href="${href}">`), '');
  return page.replace(/<\/body>/i, () => `  <script>${entryLoaderSource(src, imports)}</script>\n  </body>`);
}

/**
 * In the build, the app's code is fetched and run only after the page's first frame, so the server's first paint
 * (graph/src/server/first-paint.ts) is on screen before it: when the code arrived as fast as the page, Chromium ran it
 * (about a second on a slow phone) before drawing anything. The wait is one frame. The development server is left as
 * it is.
 */
export function entryAfterPaint(): Plugin {
  return {
    name: 'paperlight-entry-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        // The page's own entry: the chunk built from the page's module script (the boot script is an entry of its own).
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === context.filename);
        if (!entry) return html;
        // What the app's start fetches: the entry's imports, and the chunks it imports dynamically, one for each step of
        // the start (src/main.tsx), with theirs: all at once, so no step waits for a request of its own.
        const imports = new Set<string>();
        const pending = [...entry.imports, ...entry.dynamicImports];
        while (pending.length) {
          const file = pending.pop() as string;
          if (imports.has(file)) continue;
          imports.add(file);
          pending.push(...(chunks.find((chunk) => chunk.fileName === file)?.imports ?? []));
        }
        return startEntryAfterPaint(
          html,
          `/${entry.fileName}`,
          [...imports].map((file) => `/${file}`),
        );
      },
    },
  };
}
