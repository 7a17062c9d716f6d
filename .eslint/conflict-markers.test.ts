import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
// A merge's markers as git writes them, and as Prettier rewrites them in Markdown ("\=======", "> > > > > > >").
const MARKER = /^\s*(<{7} |>{7} |\\?={7}$|(> ){6}> )/m;

describe('the tracked files', () => {
  it('hold no unresolved merge conflict', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((file) => /\.(md|ts|tsx|js|json|ya?ml|graphql|html|css)$/.test(file));
    const conflicted = files.filter((file) => MARKER.test(readFileSync(`${root}${file}`, 'utf8')));
    expect(conflicted).toEqual([]);
  });
});
