import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '#graph/config/env.js';
import { RUNTIME_FILE_NAME, type RuntimeInfo } from './contracts.js';
import { isProcessRunning } from '#graph/lib/process.js';
import { temporalSecurity, type TemporalSecurity } from '#graph/lib/temporal-security.js';

export { temporalSecurity, type TemporalSecurity };

/** What a running `npm start` wrote to `<data dir>/runtime.json`; null when there is none or its process has exited. */
export function readRuntimeInfo(dataDir: string): RuntimeInfo | null {
  const file = path.join(dataDir, RUNTIME_FILE_NAME);
  if (!existsSync(file)) return null;
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as RuntimeInfo;
    return Number.isInteger(info.pid) && isProcessRunning(info.pid) ? info : null;
  } catch {
    return null;
  }
}

/** Where the worker and the operators' CLI find PostgreSQL and Temporal: the environment first, then a running `npm start`. */
export interface Connections {
  databaseUrl: string | null;
  temporalAddress: string | null;
  namespace: string;
  /** TLS and the API key for TEMPORAL_ADDRESS; none for the dev server of a running `npm start`. */
  temporalSecurity: TemporalSecurity;
}

/** Resolves the connections from the environment, falling back to the `npm start` that is running, if any. */
export function resolveConnections(env: Env): Connections {
  const runtime = env.databaseUrl && env.temporalAddress ? null : readRuntimeInfo(env.dataDir);
  return {
    databaseUrl: env.databaseUrl ?? runtime?.databaseUrl ?? null,
    temporalAddress: env.temporalAddress ?? runtime?.temporalAddress ?? null,
    namespace: env.temporalAddress ? env.temporalNamespace : (runtime?.temporalNamespace ?? env.temporalNamespace),
    temporalSecurity: env.temporalAddress ? temporalSecurity(env) : {},
  };
}
