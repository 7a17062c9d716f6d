import path from 'node:path';

/** One file of the repository as the checker reads it: its path from the root and its text. */
export interface RepoFile {
  path: string;
  text: string;
}

/** A reference that does not resolve, or one that points outside the repository. */
export interface ReferenceProblem {
  file: string;
  line: number;
  message: string;
}

export interface ReferenceReport {
  problems: ReferenceProblem[];
  /** How many `docs/…md` references and in-document links were checked, so a scan that finds none is noticed. */
  checked: number;
}

/** `docs/<file>.md` with an optional `#anchor`, not as part of a longer path such as `web/docs/…`. */
const DOCS_REFERENCE = /(?<![\w./-])docs\/((?:[\w-]+\/)*[\w.-]+\.md)(?:#([\p{L}\p{N}_-]*))?/gu;
/** A Markdown link or image target: `[text](target)`. */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
/** A backticked path into the repository's own folders, as the documents name files and folders. */
const DOCUMENTED_PATH = /`((?:common|graph|workflows|web|docs|\.eslint|\.ci)\/[^`\s]*)[^`]*`/g;

/** References to documents that live outside the repository, which a reader of the repository cannot follow. */
const OUTSIDE_REFERENCES: readonly { pattern: RegExp; message: string }[] = [
  { pattern: /\bspec sections? \d/i, message: 'cites a numbered section of a specification outside the repository' },
  { pattern: /\.\.\/shared\b/, message: 'points to a folder beside the repository' },
  { pattern: /(?<![\w/.-])(?:spec|design|stack-notes)\.md\b/, message: 'names a document that is not in the repository' },
];

/**
 * The anchor GitHub gives a heading: its text as rendered (links reduced to their text, code and emphasis marks
 * dropped), lower-cased, without punctuation other than hyphens and underscores, spaces turned into hyphens.
 */
export function githubSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every heading anchor of a Markdown document, numbered as GitHub numbers repeated headings (`x`, `x-1`, …). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (fence === null || fenceMark.startsWith(fence))) {
      fence = fence === null ? fenceMark : null;
      continue;
    }
    const heading = fence === null ? /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line) : null;
    if (!heading) continue;
    const slug = githubSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
}

/** `a/b/c.ts` → `a`, `a/b`. */
function parentFolders(file: string): string[] {
  const parts = file.split('/').slice(0, -1);
  return parts.map((_, index) => parts.slice(0, index + 1).join('/'));
}

function isMarkdown(file: string): boolean {
  return file.endsWith('.md');
}

function isDocument(file: string): boolean {
  return file.startsWith('docs/') && isMarkdown(file);
}

/**
 * Checks the references of every given file against the given files: each `docs/<file>.md#<anchor>` must name a
 * document that exists and, with an anchor, one of its headings; each relative link in a Markdown file must reach a
 * file (and heading) that exists; each path the documents name in backticks must exist; and no file may refer to a
 * document outside the repository. `tracked` lists every file of the repository, read or not, for the paths that
 * only need to exist. Problems name the file and line.
 */
export function checkReferences(files: readonly RepoFile[], tracked: readonly string[] = files.map((file) => file.path)): ReferenceReport {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const existing = new Set(tracked);
  const folders = new Set(tracked.flatMap((file) => parentFolders(file)));
  const anchorCache = new Map<string, Set<string>>();
  const anchorsOf = (file: RepoFile) => {
    let anchors = anchorCache.get(file.path);
    if (!anchors) anchorCache.set(file.path, (anchors = headingAnchors(file.text)));
    return anchors;
  };
  const problems: ReferenceProblem[] = [];
  let checked = 0;

  const resolve = (from: RepoFile, index: number, target: string, anchor: string | undefined, shown: string) => {
    checked += 1;
    const problem = (message: string) => problems.push({ file: from.path, line: lineOf(from.text, index), message });
    if (!existing.has(target) && !byPath.has(target)) {
      if (anchor === undefined && folders.has(target.replace(/\/$/, ''))) return;
      problem(`${shown}: there is no file ${target}`);
      return;
    }
    const document = byPath.get(target);
    if (anchor && document && isMarkdown(target) && !anchorsOf(document).has(anchor)) {
      problem(`${shown}: ${target} has no heading whose anchor is #${anchor}`);
    }
  };

  for (const file of files) {
    for (const match of file.text.matchAll(DOCS_REFERENCE)) {
      resolve(file, match.index, `docs/${match[1]}`, match[2], match[0]);
    }
    for (const { pattern, message } of OUTSIDE_REFERENCES) {
      for (const match of file.text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
        problems.push({ file: file.path, line: lineOf(file.text, match.index), message: `"${match[0]}" ${message}` });
      }
    }
    if (!isMarkdown(file.path)) continue;
    for (const match of file.text.matchAll(MARKDOWN_LINK)) {
      const link = match[1];
      // Absolute addresses are not the repository's; `docs/…` links were checked above as references.
      if (/^[a-z][\w+.-]*:/i.test(link) || link.startsWith('/') || link.startsWith('docs/')) continue;
      const [target, anchor] = link.split('#', 2) as [string, string | undefined];
      const resolved = target === '' ? file.path : path.posix.normalize(path.posix.join(path.posix.dirname(file.path), target));
      resolve(file, match.index, resolved, anchor, `(${link})`);
    }
    if (!isDocument(file.path)) continue;
    for (const match of file.text.matchAll(DOCUMENTED_PATH)) {
      const named = match[1].replace(/[.,:;]$/, '');
      // Placeholders (`<domain>`), globs and the documents themselves (checked above) are not paths to look up.
      if (/[<>*{}…]/.test(named) || named.startsWith('docs/')) continue;
      resolve(file, match.index, named, undefined, `\`${named}\``);
    }
  }
  return { problems, checked };
}
