import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { Client, Connection } from '@temporalio/client';
import type { Env } from '#graph/config/env.js';
import { createOrmConfig } from '#graph/db/mikro-orm.config.js';
import type { Summariser } from '#graph/modules/summary/summariser.types.js';
import type { Connections } from '../runtime.js';

/** A command failure whose message is meant for the operator; `exitCode` 2 means the database, 3 Temporal. */
export class OpsError extends Error {
  override name = 'OpsError';

  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Where a command writes: one line at a time to stdout and stderr. */
export interface OpsOutput {
  log(line: string): void;
  error(line: string): void;
  /** True when stdout is a terminal, so progress bars can redraw. */
  interactive: boolean;
}

/** How a listing prints: text for people (tables, sentences), or one JSON document for programs (`--json`). */
export type OutputFormat = 'text' | 'json';

/**
 * Prints one JSON document as the whole of a command's stdout under `--json`: rows as arrays of objects with camelCase
 * keys, times as ISO 8601 strings or null, counts as numbers. Sentences and progress go to stderr or nowhere.
 */
export function printJson(out: OpsOutput, document: Record<string, unknown>): void {
  out.log(JSON.stringify(document, null, 2));
}

/** What commands use; the database and Temporal are opened on first use, so `runs` never needs Temporal. */
export interface OpsContext {
  em(): Promise<EntityManager>;
  client(): Promise<Client>;
  out: OpsOutput;
  taskQueue: string;
  /** The summary provider the worker is configured with (its name decides which summaries count as missing). */
  summariser: Pick<Summariser, 'provider'>;
}

function describe(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

function where(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the configured address';
  }
}

/** Opens the database, or throws an OpsError (exit code 2) that says where it looked and what to do. */
export async function openOpsDatabase(connections: Connections): Promise<MikroORM> {
  if (!connections.databaseUrl) {
    throw new OpsError(
      'No database to talk to: Paperlight is not running and DATABASE_URL is not set. Start it with `npm start`, or set DATABASE_URL.',
      2,
    );
  }
  let orm: MikroORM | null = null;
  try {
    orm = await MikroORM.init(
      createOrmConfig(connections.databaseUrl, { pool: { min: 0, max: 4 }, driverOptions: { connectionTimeoutMillis: 3_000 } }),
    );
    await orm.em.fork().getConnection().execute('select 1');
    return orm;
  } catch (error) {
    await orm?.close(true).catch(() => undefined);
    throw new OpsError(
      `Cannot reach the database at ${where(connections.databaseUrl)} (${describe(error)}). Start Paperlight with \`npm start\`, or set DATABASE_URL to a running PostgreSQL.`,
      2,
    );
  }
}

/** Connects to Temporal, or throws an OpsError (exit code 3) that says where it looked and what to do. */
export async function connectOpsTemporal(connections: Connections): Promise<{ client: Client; connection: Connection }> {
  if (!connections.temporalAddress) {
    throw new OpsError(
      'No Temporal to talk to: Paperlight is not running and TEMPORAL_ADDRESS is not set. Start it with `npm start`, or set TEMPORAL_ADDRESS.',
      3,
    );
  }
  try {
    const connection = await Connection.connect({
      address: connections.temporalAddress,
      connectTimeout: '5 seconds',
      ...connections.temporalSecurity,
    });
    await connection.workflowService.getSystemInfo({});
    return { client: new Client({ connection, namespace: connections.namespace }), connection };
  } catch (error) {
    throw new OpsError(
      `Cannot reach Temporal at ${connections.temporalAddress} (${describe(error)}). Start Paperlight with \`npm start\`, or set TEMPORAL_ADDRESS to a running Temporal server.`,
      3,
    );
  }
}

/** The summary provider name the worker would use under this environment, without building a client. */
export function configuredProvider(env: Pick<Env, 'openaiApiKey'>): Pick<Summariser, 'provider'> {
  return { provider: env.openaiApiKey ? 'openai' : 'local' };
}
