import { readFileSync } from 'node:fs';
import type { TLSConfig } from '@temporalio/client';
import type { Env } from '../config/env.js';

/** The TLS settings and API key of a connection to Temporal, as both the client's and the worker's `connect` take them. */
export interface TemporalSecurity {
  tls?: TLSConfig | true;
  apiKey?: string;
}

/**
 * The TLS and API-key options of TEMPORAL_TLS_* and TEMPORAL_API_KEY: the PEM files are read now; an API key alone
 * connects over TLS with the system's CAs (as Temporal Cloud expects); nothing set means plain TCP.
 */
export function temporalSecurity(env: Pick<Env, 'temporalTls' | 'temporalApiKey'>): TemporalSecurity {
  const security: TemporalSecurity = {};
  if (env.temporalApiKey) {
    security.apiKey = env.temporalApiKey;
    security.tls = true;
  }
  const files = env.temporalTls;
  if (files) {
    const tls: TLSConfig = {};
    if (files.serverName) tls.serverNameOverride = files.serverName;
    if (files.caFile) tls.serverRootCACertificate = readFileSync(files.caFile);
    if (files.certFile && files.keyFile) tls.clientCertPair = { crt: readFileSync(files.certFile), key: readFileSync(files.keyFile) };
    security.tls = tls;
  }
  return security;
}
