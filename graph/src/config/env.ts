import { randomBytes } from 'node:crypto';

/** Paperlight's configuration, read once from the environment. This is the only module that reads `process.env`. */
export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  production: boolean;
  port: number;
  databaseUrl: string | null;
  dataDir: string;
  sessionSecret: string;
  openaiApiKey: string | null;
  openaiBaseUrl: string | null;
  openaiModel: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 4000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number between 0 and 65535; it is "${raw}".`);
  }
  return port;
}

function readNodeEnv(raw: string | undefined): Env['nodeEnv'] {
  if (raw === 'production' || raw === 'test') return raw;
  return 'development';
}

function readLogLevel(raw: string | undefined): Env['logLevel'] {
  if (raw === 'debug' || raw === 'warn' || raw === 'error') return raw;
  return 'info';
}

function blankToNull(raw: string | undefined): string | null {
  return raw && raw.trim() !== '' ? raw.trim() : null;
}

/** Reads and validates the environment; throws a ConfigError with a clear sentence when a value is unusable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const nodeEnv = readNodeEnv(source.NODE_ENV);
  const production = nodeEnv === 'production';
  const sessionSecret = blankToNull(source.SESSION_SECRET);
  if (production && !sessionSecret) {
    throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production.');
  }
  return {
    nodeEnv,
    production,
    port: readPort(source.PORT),
    databaseUrl: blankToNull(source.DATABASE_URL),
    dataDir: blankToNull(source.PAPERLIGHT_DATA_DIR) ?? '.data',
    sessionSecret: sessionSecret ?? randomBytes(32).toString('hex'),
    openaiApiKey: blankToNull(source.OPENAI_API_KEY),
    openaiBaseUrl: blankToNull(source.OPENAI_BASE_URL),
    openaiModel: blankToNull(source.OPENAI_MODEL) ?? 'gpt-4o-mini',
    logLevel: readLogLevel(source.LOG_LEVEL),
  };
}
