import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../src/lib/storageKeys.ts';
import { darkTheme, theme } from '../src/theme/theme.ts';
import { themeScriptSource } from './themeScript.ts';

interface Painted {
  background?: string;
  scheme?: string;
}

/**
 * Runs the first-paint script against a page whose storage holds `stored` and whose device setting is `device`, and
 * returns what it set on the document's root element.
 */
function runScript(stored: string | null, device: 'light' | 'dark', storageThrows = false): Painted {
  const painted: Painted = {};
  const style = {
    set backgroundColor(value: string) {
      painted.background = value;
    },
    set colorScheme(value: string) {
      painted.scheme = value;
    },
  };
  const page = {
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('Storage is disabled');
        return key === STORAGE_KEYS.colorScheme ? stored : null;
      },
    },
    matchMedia: (query: string) => ({ matches: device === 'dark' && query === '(prefers-color-scheme: dark)' }),
  };
  new Function('window', 'document', themeScriptSource())(page, { documentElement: { style } });
  return painted;
}

const DARK = { background: darkTheme.colors.background, scheme: 'dark' };
const LIGHT = { background: theme.colors.background, scheme: 'light' };

describe('the first-paint theme script', () => {
  it("paints the reader's choice whatever the device says", () => {
    expect(runScript('dark', 'light')).toEqual(DARK);
    expect(runScript('light', 'dark')).toEqual(LIGHT);
  });

  it('follows the device until the reader chooses, as the app does', () => {
    expect(runScript(null, 'dark')).toEqual(DARK);
    expect(runScript(null, 'light')).toEqual(LIGHT);
    expect(runScript('sepia', 'dark')).toEqual(DARK);
    expect(runScript(null, 'dark', true)).toEqual(DARK);
  });
});
