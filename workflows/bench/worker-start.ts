import { parseArgs } from 'node:util';
import { DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { WORKFLOWS_PATH } from '../src/worker/workflow-bundle.js';

// One cold worker start, in a fresh process, as a deployment would start it: prints how long Worker.create took,
// from a pre-built bundle (--code-path) or bundling the workflows at start.
const { values } = parseArgs({ options: { address: { type: 'string' }, 'code-path': { type: 'string' } } });
Runtime.install({ logger: new DefaultLogger('ERROR') });
const connection = await NativeConnection.connect({ address: values.address });
const started = performance.now();
const worker = await Worker.create({
  connection,
  taskQueue: 'worker-start',
  reuseV8Context: true,
  ...(values['code-path'] ? { workflowBundle: { codePath: values['code-path'] } } : { workflowsPath: WORKFLOWS_PATH, bundlerOptions: {} }),
});
const elapsed = performance.now() - started;
await worker.runUntil(Promise.resolve());
await connection.close();
process.stdout.write(`${JSON.stringify({ ms: elapsed })}\n`);
