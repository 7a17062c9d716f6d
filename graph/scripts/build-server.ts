import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm run build`: the API, the worker, the operators' CLI and the migrate and seed commands as JavaScript under
// dist/ (the sources' layout, so files read beside the code are found), with the workflow bundle; production runs
// these with plain `node`, without tsx.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// `--out <folder>` builds elsewhere, as the production-start test does for a copy that has no compiler.
const outIndex = process.argv.indexOf('--out');
const DIST = outIndex > 0 ? path.resolve(process.argv[outIndex + 1]) : path.join(ROOT, 'dist');
const ASSETS = ['graph/src/text/data', 'graph/src/db/seeders/demo-articles.json'];

rmSync(DIST, { recursive: true, force: true });
execFileSync(
  process.execPath,
  [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', path.join(ROOT, 'tsconfig.build.json'), '--outDir', DIST],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
for (const asset of ASSETS) cpSync(path.join(ROOT, asset), path.join(DIST, asset), { recursive: true });
// Compiled files import the graph as `#graph/…`; this manifest points those imports at the compiled graph.
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
writeFileSync(
  path.join(DIST, 'package.json'),
  `${JSON.stringify({ name: 'paperlight-dist', version: manifest.version, private: true, type: 'module', imports: { '#graph/*': './graph/src/*' } }, null, 2)}\n`,
);
mkdirSync(path.join(DIST, 'workflow-bundles'), { recursive: true });
execFileSync(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import('./workflows/src/worker/workflow-bundle.js').then((m) => m.prebuiltWorkflowBundle('workflow-bundles'))`,
  ],
  { cwd: DIST, stdio: 'inherit' },
);
writeFileSync(path.join(DIST, 'BUILT'), `${new Date().toISOString()}\n`);
console.log('Built the API, worker and CLI into dist/.');
