import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The parts whose folders must not depend on each other in a circle. Type-only imports are left out: they vanish at
// run time, and the request context necessarily names the types of the modules that use it.
const SOURCE_ROOTS = ['graph/src', 'workflows/src', 'web/src'];
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'gql', 'dist']);
const TEST_FILE = /\.test\.tsx?$/;

/**
 * The folder a file belongs to for the cycle check: `modules/<domain>` and `features/<feature>` count as one folder
 * each (with their subfolders), any other top folder of a part's `src` counts whole, and a file directly in `src` is
 * its own unit (entry points and composition roots such as main.ts and context.ts).
 */
export function folderOf(relativeFile) {
  const parts = relativeFile.split('/');
  const src = parts.indexOf('src');
  if (src < 0) return null;
  const base = parts.slice(0, src + 1).join('/');
  const rest = parts.slice(src + 1);
  if (rest.length === 1) return `${base}/${rest[0].replace(/\.(tsx?|js)$/, '')}`;
  if ((rest[0] === 'modules' || rest[0] === 'features') && rest.length > 2) return `${base}/${rest[0]}/${rest[1]}`;
  return `${base}/${rest[0]}`;
}

function sourceFiles(root) {
  const files = [];
  const walk = (directory) => {
    if (!fs.existsSync(directory)) return;
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name)) walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !TEST_FILE.test(entry.name)) {
        files.push(full);
      }
    }
  };
  for (const sourceRoot of SOURCE_ROOTS) walk(path.join(root, sourceRoot));
  return files;
}

function resolveRelative(fromFile, specifier) {
  const target = path.resolve(path.dirname(fromFile), specifier).replace(/\.js$/, '');
  if (fs.existsSync(target) && fs.statSync(target).isDirectory()) return path.join(target, 'index.ts');
  return target;
}

/** The relative imports of a file that exist at run time: `import type` and all-type named imports are left out. */
export function runtimeImports(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const imports = [];
  for (const statement of source.statements) {
    let specifier = null;
    let typeOnly = false;
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      specifier = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : null;
      typeOnly = Boolean(clause && (clause.isTypeOnly || (!clause.name && named && named.length > 0 && named.every((e) => e.isTypeOnly))));
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      specifier = statement.moduleSpecifier.text;
      typeOnly = statement.isTypeOnly;
    }
    if (specifier?.startsWith('.') && !typeOnly) imports.push({ specifier, start: statement.getStart(source) });
  }
  return imports;
}

/** Strongly connected groups of folders (Tarjan): every folder in a group with more than one member is on a cycle. */
function cyclicGroups(edges) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groupOf = new Map();
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) for (const each of group) groupOf.set(each, group);
  };
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets.keys()])]);
  for (const node of nodes) if (!index.has(node)) visit(node);
  return groupOf;
}

function shortestPath(edges, from, to, allowed) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const node = queue.shift();
    if (node === to) break;
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!previous.has(next) && allowed.includes(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  const route = [];
  for (let node = to; node !== null && node !== undefined; node = previous.get(node)) route.unshift(node);
  return route;
}

const fileImports = new Map();

/** The folders each source file imports at run time, read from disk once per lint run. */
function importsOnDisk(root) {
  let imports = fileImports.get(root);
  if (imports) return imports;
  imports = new Map();
  for (const file of sourceFiles(root)) imports.set(file, targetFolders(root, file, fs.readFileSync(file, 'utf8')));
  fileImports.set(root, imports);
  return imports;
}

function targetFolders(root, file, text) {
  return runtimeImports(file, text).map(({ specifier, start }) => ({
    folder: folderOf(path.relative(root, resolveRelative(file, specifier))),
    start,
  }));
}

/** The folder graph with the file being linted read from its current text, so an edit is judged as it stands. */
function folderGraph(root, file, text) {
  const edges = new Map();
  const current = targetFolders(root, file, text);
  for (const [each, targets] of [...importsOnDisk(root)].filter(([each]) => each !== file).concat([[file, current]])) {
    const from = folderOf(path.relative(root, each));
    for (const { folder: to } of targets) {
      if (!from || !to || from === to) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      edges.get(from).set(to, true);
    }
  }
  return { edges, groups: cyclicGroups(edges), current };
}

/** ESLint rule: a runtime import from one folder to another must not close a circle of folders. */
export const noFolderCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Folders depend on each other one way: no runtime import may close a cycle between folders.' },
    schema: [],
    messages: { cycle: 'This import closes a cycle between folders: {{route}}. Move the shared piece to a folder both can import.' },
  },
  create(context) {
    const root = context.cwd;
    const relative = path.relative(root, context.filename);
    if (TEST_FILE.test(relative) || !SOURCE_ROOTS.some((sourceRoot) => relative.startsWith(`${sourceRoot}/`))) return {};
    return {
      'Program:exit'(program) {
        const { edges, groups, current } = folderGraph(root, context.filename, context.sourceCode.text);
        const from = folderOf(relative);
        const group = groups.get(from);
        if (!group) return;
        for (const { folder: to, start } of current) {
          if (!to || to === from || !group.includes(to)) continue;
          const route = [from, ...shortestPath(edges, to, from, group)].join(' → ');
          context.report({ node: program, loc: context.sourceCode.getLocFromIndex(start), messageId: 'cycle', data: { route } });
        }
      },
    };
  },
};
