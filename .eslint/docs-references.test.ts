import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkReferences, githubSlug, headingAnchors, type RepoFile } from './docs-references.js';

const root = new URL('..', import.meta.url).pathname;

// Built from parts, so the samples below are not themselves references the scan of this file would follow.
const DOCS = 'docs/';
const SPEC_SECTION = ['spec', 'section', '7'].join(' ');
const SHARED = ['..', 'shared'].join('/');
const OUTSIDE_DOCUMENT = ['design', 'md'].join('.');

/** Source, configuration and Markdown files; generated code and recorded data are not where references are written. */
const SCANNED = /(\.(ts|tsx|js|mjs|cjs|md|ya?ml|graphql|html|css|json)|(^|\/)Dockerfile|^\.ci\/run)$/;
const NOT_SCANNED = /(^|\/)(fixtures|histories|__snapshots__|gql)\/|^package-lock\.json$|^graph\/src\/db\/seeders\/demo-articles\.json$/;

const ARCHITECTURE = `# Architecture

## The three parts

## Change events

### \`paperlight_reads\`

## Change events
`;

/** A small repository: one document, and the file that cites it. */
function sample(text: string, path = 'graph/src/modules/article/article.service.ts'): RepoFile[] {
  return [
    { path: `${DOCS}ARCHITECTURE.md`, text: ARCHITECTURE },
    { path: 'graph/src/context.ts', text: 'export {};\n' },
    { path, text },
  ];
}

describe('githubSlug and headingAnchors', () => {
  it('give the anchors GitHub gives', () => {
    expect(githubSlug('The three parts')).toBe('the-three-parts');
    expect(githubSlug('`paperlight_reads`')).toBe('paperlight_reads');
    expect(githubSlug('T1: Stack overhead')).toBe('t1-stack-overhead');
    expect(githubSlug('Accounts, sessions and bookmarks')).toBe('accounts-sessions-and-bookmarks');
    expect(githubSlug('The [feed](feed.md) and **the** article page')).toBe('the-feed-and-the-article-page');
    expect([...headingAnchors(ARCHITECTURE)]).toEqual([
      'architecture',
      'the-three-parts',
      'change-events',
      'paperlight_reads',
      'change-events-1',
    ]);
  });

  it('ignore lines in fenced code that look like headings', () => {
    expect([...headingAnchors('# Title\n\n```sh\n# not a heading\n```\n\n## Real\n')]).toEqual(['title', 'real']);
  });
});

describe('checkReferences', () => {
  it('accepts references to documents and headings that exist', () => {
    const report = checkReferences(
      sample(`// See ${DOCS}ARCHITECTURE.md#the-three-parts and ${DOCS}ARCHITECTURE.md#change-events-1.\n// ${DOCS}ARCHITECTURE.md\n`),
    );
    expect(report.problems).toEqual([]);
    expect(report.checked).toBe(3);
  });

  it('names the file and line of a reference to a heading that does not exist', () => {
    const { problems } = checkReferences(sample(`export const a = 1;\n/** The rule of ${DOCS}ARCHITECTURE.md#the-four-parts. */\n`));
    expect(problems).toEqual([
      {
        file: 'graph/src/modules/article/article.service.ts',
        line: 2,
        message: `${DOCS}ARCHITECTURE.md#the-four-parts: ${DOCS}ARCHITECTURE.md has no heading whose anchor is #the-four-parts`,
      },
    ]);
  });

  it('names a reference to a document that does not exist', () => {
    const { problems } = checkReferences(sample(`it('follows ${DOCS}product/feed.md#paging', () => {});\n`, 'web/src/a.test.ts'));
    expect(problems).toEqual([
      { file: 'web/src/a.test.ts', line: 1, message: `${DOCS}product/feed.md#paging: there is no file ${DOCS}product/feed.md` },
    ]);
  });

  it('refuses numbered sections of an outside specification and paths beside the repository', () => {
    const { problems } = checkReferences(
      sample(`/** Page size (${SPEC_SECTION}). */\nconst dir = '${SHARED}/fixtures';\n// ${OUTSIDE_DOCUMENT} says so\n`),
    );
    expect(problems.map(({ line, message }) => `${line}: ${message}`)).toEqual([
      `1: "${SPEC_SECTION}" cites a numbered section of a specification outside the repository`,
      `2: "${SHARED}" points to a folder beside the repository`,
      `3: "${OUTSIDE_DOCUMENT}" names a document that is not in the repository`,
    ]);
  });

  it("checks a Markdown file's relative links and the paths a document names", () => {
    const guide = [
      '# Guide',
      '',
      'See [the parts](ARCHITECTURE.md#the-three-parts), [here](#guide), [the code](../graph/src/) and [the index](../README.md).',
      'Wrong: [parts](ARCHITECTURE.md#the-parts), [gone](product/gone.md) and [here](#nowhere).',
      'Code lives in `graph/src/context.ts`, `graph/src/` and `graph/src/modules/<domain>/`, not in `graph/src/gone.ts`.',
    ].join('\n');
    const { problems } = checkReferences([...sample('export {};\n'), { path: `${DOCS}guide.md`, text: guide }]);
    expect(problems.map(({ file, line, message }) => `${file}:${line}: ${message}`)).toEqual([
      `${DOCS}guide.md:3: (../README.md): there is no file README.md`,
      `${DOCS}guide.md:4: (ARCHITECTURE.md#the-parts): ${DOCS}ARCHITECTURE.md has no heading whose anchor is #the-parts`,
      `${DOCS}guide.md:4: (product/gone.md): there is no file ${DOCS}product/gone.md`,
      `${DOCS}guide.md:4: (#nowhere): ${DOCS}guide.md has no heading whose anchor is #nowhere`,
      `${DOCS}guide.md:5: \`graph/src/gone.ts\`: there is no file graph/src/gone.ts`,
    ]);
  });
});

describe('the tracked files', () => {
  it('cite only documents and headings that exist, and nothing outside the repository', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
    const files = tracked
      .filter((file) => SCANNED.test(file) && !NOT_SCANNED.test(file))
      .map((file) => ({ path: file, text: readFileSync(`${root}${file}`, 'utf8') }));
    const { problems, checked } = checkReferences(files, tracked);
    expect(problems.map(({ file, line, message }) => `${file}:${line}: ${message}`)).toEqual([]);
    // The code cites the documents in dozens of places; finding none would mean the scan itself is broken.
    expect(checked).toBeGreaterThan(50);
  });
});
