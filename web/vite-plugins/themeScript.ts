import type { Plugin } from 'vite';
import { STORAGE_KEYS } from '../src/lib/storageKeys.ts';
import { darkTheme, theme } from '../src/theme/theme.ts';

/**
 * The page's first-paint script: before any bundle runs, it colours the document with the theme the reader chose
 * (kept under STORAGE_KEYS.colorScheme), else the device's setting, so a reader who chose dark never sees a light
 * page first (docs/product/screens.md#dark-theme). The app's global style takes over once it renders. Built from the
 * theme's own colours and key; the server allows it by its hash (graph/src/server/static-client.ts).
 */
export function themeScriptSource(): string {
  const key = JSON.stringify(STORAGE_KEYS.colorScheme);
  const dark = JSON.stringify(darkTheme.colors.background);
  const light = JSON.stringify(theme.colors.background);
  return [
    '(function () {',
    '  var chosen = null;',
    `  try { chosen = window.localStorage.getItem(${key}); } catch (error) { /* storage may be disabled */ }`,
    "  var dark = chosen === 'dark' || (chosen !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);",
    '  var root = document.documentElement.style;',
    "  root.colorScheme = dark ? 'dark' : 'light';",
    `  root.backgroundColor = dark ? ${dark} : ${light};`,
    '})();',
  ].join('\n');
}

/** Puts the first-paint script inline in the page's head, before the body is parsed, in development and in the build. */
export function themeScript(): Plugin {
  return {
    name: 'paperlight-theme-script',
    transformIndexHtml: () => [{ tag: 'script', children: themeScriptSource(), injectTo: 'head' }],
  };
}
