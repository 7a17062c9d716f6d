import type { Plugin } from 'vite';

/**
 * The inline script that starts the app's entry module `src` once the page has painted: after the first frame (a
 * timeout queued from an animation frame runs once that frame is drawn). A hidden page (a background tab) draws no
 * frames, so it starts at once; `fallbackMs` bounds the wait should a frame never come. The entry's file is fetched
 * from the start by a modulepreload link; only its running waits. The server allows the script by the hash of its
 * text (graph/src/server/static-client.ts).
 */
export function entryLoaderSource(src: string, fallbackMs = 1000): string {
  return [
    '(function () {',
    '  var started = false;',
    '  function start() {',
    '    if (started) return;',
    '    started = true;',
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

/** The built page with its entry module script turned into a preload, started by the loader at the end of the body. */
export function startEntryAfterPaint(html: string, src: string): string {
  const tag = `<script type="module" crossorigin src="${src}"></script>`;
  if (!html.includes(tag)) throw new Error(`The built page does not load its entry ${src} as expected`);
  return html
    .replace(tag, () => `<link rel="modulepreload" crossorigin href="${src}">`)
    .replace(/<\/body>/i, () => `  <script>${entryLoaderSource(src)}</script>\n  </body>`);
}

/**
 * In the build, the app's entry module runs only after the page's first frame: the server's first paint
 * (graph/src/server/first-paint.ts) is then always on screen before the app's JavaScript takes the main thread for
 * about a second on a slow phone, even when that JavaScript arrives as fast as the page. The development server is left
 * as it is.
 */
export function entryAfterPaint(): Plugin {
  return {
    name: 'paperlight-entry-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // The page's own entry: the chunk built from the page's module script (the boot script is an entry of its own).
        const chunk = Object.values(context.bundle ?? {}).find(
          (item) => item.type === 'chunk' && item.isEntry && item.facadeModuleId === context.filename,
        );
        return chunk ? startEntryAfterPaint(html, `/${chunk.fileName}`) : html;
      },
    },
  };
}
