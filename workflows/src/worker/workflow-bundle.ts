import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode, DefaultLogger, type WorkflowBundlePath } from '@temporalio/worker';

const HERE = fileURLToPath(import.meta.url);
const SRC_DIR = path.resolve(path.dirname(HERE), '..');
// `.ts` run from the sources, `.js` from the compiled build (dist/).
const EXTENSION = path.extname(HERE);
/** The module the bundle starts from: every workflow the worker runs. */
export const WORKFLOWS_PATH = path.join(SRC_DIR, 'workflows', `index${EXTENSION}`);
/** Where the production build ships its pre-built bundle (dist/workflow-bundles); absent when run from the sources. */
const SHIPPED_BUNDLES = path.resolve(SRC_DIR, '../../workflow-bundles');

// Everything that ends up in the bundle: the workflow files, the contracts they import, and the SDK's version.
function bundleInputs(): string[] {
  const workflowsDir = path.join(SRC_DIR, 'workflows');
  const files = readdirSync(workflowsDir)
    .filter((file) => file.endsWith(EXTENSION) && !file.endsWith(`.test${EXTENSION}`))
    .sort()
    .map((file) => path.join(workflowsDir, file));
  return [...files, path.join(SRC_DIR, `contracts${EXTENSION}`)];
}

function sdkVersion(): string {
  const manifest = fileURLToPath(import.meta.resolve('@temporalio/workflow/package.json'));
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** A hash of the bundle's inputs: a changed workflow, contract or SDK gives a new bundle file. */
export function workflowSourceHash(): string {
  const hash = createHash('sha256').update(sdkVersion());
  for (const file of bundleInputs()) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** Bundles the workflows now, as a worker without a pre-built bundle would at start. */
export async function buildWorkflowBundle(): Promise<string> {
  const { code } = await bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: new DefaultLogger('WARN') });
  return code;
}

/**
 * The pre-built workflow bundle for the current sources: the one the production build ships, else
 * `<cacheDir>/workflows-<hash>.js`, building and writing it first when it is missing. Workers that start from the file skip webpack entirely.
 */
export async function prebuiltWorkflowBundle(cacheDir: string): Promise<WorkflowBundlePath & { built: boolean }> {
  const fileName = `workflows-${workflowSourceHash()}.js`;
  const shipped = path.join(SHIPPED_BUNDLES, fileName);
  if (existsSync(shipped)) return { codePath: shipped, built: false };
  const codePath = path.resolve(cacheDir, fileName);
  if (existsSync(codePath)) return { codePath, built: false };
  mkdirSync(cacheDir, { recursive: true });
  const temporary = `${codePath}.${process.pid}.tmp`;
  writeFileSync(temporary, await buildWorkflowBundle());
  renameSync(temporary, codePath);
  return { codePath, built: true };
}
