import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Paperlight's configuration, read once from the environment. This is the only module that reads `process.env`. */
export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  production: boolean;
  /**
   * The API's production defaults (no GraphQL explorer, no introspection or field suggestions, masked errors, Secure
   * `__Host-` cookies): on unless NODE_ENV=development or NODE_ENV=test is given, so an API started without NODE_ENV
   * (outside `npm start`, which gives development) is never an open development server.
   */
  apiProduction: boolean;
  port: number;
  databaseUrl: string | null;
  dataDir: string;
  /** Signs session cookies; null outside production when SESSION_SECRET is unset, where one is kept under the data dir. */
  sessionSecret: string | null;
  /**
   * Which proxy hops in front of the API to believe about the caller's address (`X-Forwarded-For`), as Express's
   * `trust proxy` takes it: false for none, a number of hops, or a list of addresses and subnets.
   */
  trustProxy: TrustProxy;
  openaiApiKey: string | null;
  openaiBaseUrl: string | null;
  openaiModel: string;
  /** How long one AI call may take (AI_TIMEOUT_MS, default 60 s; a slow local model server needs more). */
  aiTimeoutMs: number;
  /** How many AI calls one process makes at once (AI_CONCURRENCY, default 4; 1 or 2 for a model server on a small machine). */
  aiConcurrency: number;
  /**
   * Papers whose AI summary was refused that one hourly run asks the AI for again at most (AI_REASK_BATCH, default 20;
   * 0 turns re-asking off). See docs/product/ai.md#asking-the-ai-again.
   */
  aiReaskBatch: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** JSON lines (the default in production) or readable lines (elsewhere). */
  logFormat: 'json' | 'pretty';
  /** The Temporal frontend as `host:port`; null means `npm start` runs a local Temporal dev server. */
  temporalAddress: string | null;
  temporalNamespace: string;
  /** The `temporal` CLI that runs the dev server: TEMPORAL_CLI, else `temporal` found on PATH; null when neither (the SDK's download is the last resort). */
  temporalCli: string | null;
  /** Each source API's root URL, without a trailing slash; clients append the endpoint path. */
  pubmedBaseUrl: string;
  medrxivBaseUrl: string;
  plosBaseUrl: string;
  doajBaseUrl: string;
  /** NCBI etiquette: with a key PubMed allows 10 requests a second instead of 3. */
  ncbiApiKey: string | null;
  /** The contact address NCBI asks E-utilities clients to send as `email`. */
  ncbiEmail: string | null;
  /** The address readers reach Paperlight at, without a trailing slash: links in emails, payment return pages. */
  publicUrl: string;
  /** Premium's monthly price when the payment provider does not say: amount in the currency's minor unit. */
  premiumPrice: { unitAmount: number; currency: string };
  /** The SMTP server digests go through (`smtp://` or `smtps://`, credentials in the URL); null writes .eml files to the outbox. */
  smtpUrl: string | null;
  /** The digest's From address, such as `Paperlight <digest@example.org>`. */
  mailFrom: string;
  /** Where contact-form messages are emailed: SUPPORT_EMAIL, else the address of MAIL_FROM. */
  supportEmail: string;
  /** Signs the unsubscribe links in emails; null outside production, where one is kept under the data dir. */
  mailLinkSecret: string | null;
  /** Each reader's daily allowance for the AI features (clinical takeaway, questions), counted per UTC day. */
  aiDailyBudget: { questions: number; tokens: number };
  /** Stripe, when STRIPE_SECRET_KEY is set; null means payments are off and operators grant Premium by hand. */
  stripe: StripeEnv | null;
  /** The bearer token `/metrics` asks for; null leaves it open (keep it from the public at the proxy then). */
  metricsToken: string | null;
  /** The port the worker answers `/healthz` and `/metrics` on (WORKER_HEALTH_PORT); null for none. */
  workerHealthPort: number | null;
  /**
   * How many local activities (each digest's delivery, each summary's storing) the worker runs at once
   * (WORKER_LOCAL_ACTIVITIES); few enough that a digest slot leaves CPU for an API on the same machine.
   */
  workerLocalActivities: number;
  /**
   * The worker's nice value (WORKER_NICE, 0–19, default 10): background work takes the CPU an API on the same machine
   * leaves idle, so a digest slot or a backfill does not slow readers' requests. 0 keeps the worker's priority.
   */
  workerNice: number;
  /** Where the Temporal SDK serves its own Prometheus metrics in the worker (`host:port`); null for nowhere. */
  temporalMetricsAddress: string | null;
  /** TLS to Temporal (mTLS or a custom CA), from PEM files; null for plain TCP unless an API key asks for TLS. */
  temporalTls: TemporalTlsEnv | null;
  /** Temporal Cloud's API key, sent as a bearer token over TLS; null for none. */
  temporalApiKey: string | null;
}

/** The PEM files and server name of a TLS connection to Temporal. */
export interface TemporalTlsEnv {
  /** The client certificate and its key, for mTLS; both or neither. */
  certFile: string | null;
  keyFile: string | null;
  /** The CA that signed the server's certificate, when it is not a public one. */
  caFile: string | null;
  /** The name the server's certificate must carry, when it differs from TEMPORAL_ADDRESS's host. */
  serverName: string | null;
}

/** What Paperlight needs from Stripe: the secret API key, the webhook signing secret and Premium's price. */
export interface StripeEnv {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  /** Another API address, such as a local test server; null for Stripe's own. */
  apiBase: string | null;
}

/** The public APIs the source clients call when no base URL is configured. */
export const DEFAULT_SOURCE_BASE_URLS = {
  pubmed: 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils',
  medrxiv: 'https://api.biorxiv.org',
  plos: 'https://api.plos.org',
  doaj: 'https://doaj.org/api',
} as const;

/** `false` (trust no proxy), a hop count, or addresses, subnets and Express's names (`loopback`, `uniquelocal`). */
export type TrustProxy = false | number | string[];

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

function readLogFormat(raw: string | undefined, production: boolean): Env['logFormat'] {
  const value = blankToNull(raw);
  if (value === null) return production ? 'json' : 'pretty';
  if (value !== 'json' && value !== 'pretty') throw new ConfigError(`LOG_FORMAT must be json or pretty; it is "${value}".`);
  return value;
}

function readBaseUrl(name: string, raw: string | undefined, fallback: string): string {
  const value = blankToNull(raw);
  if (value === null) return fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL; it is "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must use http or https; it is "${value}".`);
  }
  return url.toString().replace(/\/+$/, '');
}

function readTemporalAddress(raw: string | undefined): string | null {
  const value = blankToNull(raw);
  if (value !== null && !/^[^\s/:]+:\d{1,5}$/.test(value)) {
    throw new ConfigError(`TEMPORAL_ADDRESS must be host:port, such as localhost:7233; it is "${value}".`);
  }
  return value;
}

function findOnPath(name: string, searchPath: string | undefined): string | null {
  for (const directory of (searchPath ?? '').split(delimiter)) {
    if (!directory) continue;
    const candidate = join(directory, name);
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not here; keep looking.
    }
  }
  return null;
}

/** Reads a price written as `9.99 USD`: a decimal amount and a three-letter ISO 4217 currency code. */
function readPrice(raw: string | undefined): Env['premiumPrice'] {
  const value = blankToNull(raw) ?? '9.99 USD';
  const match = /^(\d{1,6})(?:\.(\d{1,3}))? ([A-Za-z]{3})$/.exec(value);
  const currency = match?.[3].toUpperCase() ?? '';
  const digits = match ? currencyDigits(currency) : null;
  const fraction = match?.[2] ?? '';
  if (!match || digits === null || fraction.length > digits) {
    throw new ConfigError(`PREMIUM_PRICE must be an amount and a currency code, such as "9.99 USD"; it is "${value}".`);
  }
  // Amounts are kept in the currency's smallest unit, as payment providers do: cents for USD, yen for JPY.
  return { unitAmount: Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || 0), currency };
}

/** How many decimal places a currency's smallest unit has (2 for USD, 0 for JPY); null for an unknown code. */
function currencyDigits(currency: string): number | null {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return null;
  }
}

/** Reads the Stripe settings: all three are needed once STRIPE_SECRET_KEY is set, and none of them without it. */
function readStripe(source: NodeJS.ProcessEnv): StripeEnv | null {
  const secretKey = blankToNull(source.STRIPE_SECRET_KEY);
  if (secretKey === null) return null;
  if (!/^(sk|rk)_[A-Za-z0-9_]+$/.test(secretKey)) {
    throw new ConfigError('STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_… or rk_…).');
  }
  const webhookSecret = blankToNull(source.STRIPE_WEBHOOK_SECRET);
  if (webhookSecret === null || !webhookSecret.startsWith('whsec_')) {
    throw new ConfigError(
      "STRIPE_WEBHOOK_SECRET must be set to the endpoint's signing secret (whsec_…) when STRIPE_SECRET_KEY is set; `stripe listen` prints one for local forwarding.",
    );
  }
  const priceId = blankToNull(source.STRIPE_PRICE_ID);
  if (priceId === null || !/^price_[A-Za-z0-9_]+$/.test(priceId)) {
    throw new ConfigError(
      `STRIPE_PRICE_ID must be the id of Premium's monthly price (price_…) when STRIPE_SECRET_KEY is set${priceId ? `; it is "${priceId}"` : ''}.`,
    );
  }
  const apiBase = blankToNull(source.STRIPE_API_BASE) === null ? null : readBaseUrl('STRIPE_API_BASE', source.STRIPE_API_BASE, '');
  return { secretKey, webhookSecret, priceId, apiBase };
}

function readWholeNumber(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  const value = blankToNull(raw);
  if (value === null) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < min || number > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; it is "${value}".`);
  }
  return number;
}

function readSmtpUrl(raw: string | undefined): string | null {
  const value = blankToNull(raw);
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('SMTP_URL must be a URL such as smtp://user:password@smtp.example.org:587; it is not one.');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError(`SMTP_URL must start with smtp:// (STARTTLS) or smtps:// (TLS); it starts with ${url.protocol}//.`);
  }
  return value;
}

// "Name <address>" or a bare address; the address needs a domain, as every mailbox provider checks it.
const MAIL_FROM_PATTERN = /^(?:[^<>@\r\n]+ )?<?[^\s<>@]+@[^\s<>@]+\.?[^\s<>@]*>?$/;

function readMailFrom(raw: string | undefined, smtpUrl: string | null): string {
  const value = blankToNull(raw);
  if (value === null) {
    if (smtpUrl)
      throw new ConfigError(
        'MAIL_FROM is required with SMTP_URL: the sender your provider verified, such as "Paperlight <digest@example.org>".',
      );
    return 'Paperlight <digest@paperlight.localhost>';
  }
  if (!MAIL_FROM_PATTERN.test(value) || value.includes('<') !== value.endsWith('>')) {
    throw new ConfigError(`MAIL_FROM must be an address, optionally with a name: "Paperlight <digest@example.org>"; it is "${value}".`);
  }
  return value;
}

const BARE_ADDRESS = /^[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+$/;

function readSupportEmail(raw: string | undefined, mailFrom: string): string {
  const value = blankToNull(raw);
  if (value === null) return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  if (!BARE_ADDRESS.test(value))
    throw new ConfigError(`SUPPORT_EMAIL must be one email address, such as support@example.org; it is "${value}".`);
  return value;
}

function readMailLinkSecret(raw: string | undefined, production: boolean): string | null {
  const value = blankToNull(raw);
  if (value === null) {
    if (production)
      throw new ConfigError('MAIL_LINK_SECRET is required when NODE_ENV=production: it signs the unsubscribe links in emails.');
    return null;
  }
  if (value.length < 32) throw new ConfigError('MAIL_LINK_SECRET must be at least 32 characters long; use a long random string.');
  return value;
}

function readSessionSecret(raw: string | undefined, production: boolean): string | null {
  const value = blankToNull(raw);
  if (value === null) {
    if (production) throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production: it signs the session cookies.');
    return null;
  }
  if (production && value.length < 32)
    throw new ConfigError('SESSION_SECRET must be at least 32 characters long in production; use a long random string.');
  return value;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const ADDRESS_OR_SUBNET = /^(?:[\d.]+|[\da-f:.]+)(?:\/\d{1,3})?$/i;

/**
 * Reads TRUST_PROXY: `false` or empty for none, a whole number of hops, or a comma-separated list of addresses,
 * subnets and the names loopback, linklocal and uniquelocal. Development trusts loopback by default (Vite's proxy).
 */
function readTrustProxy(raw: string | undefined, development: boolean): TrustProxy {
  const value = blankToNull(raw);
  if (value === null) return development ? ['loopback'] : false;
  if (value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10)
      throw new ConfigError(`TRUST_PROXY must be a number of proxy hops from 0 to 10, or a list of addresses; it is "${value}".`);
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim().toLowerCase());
  const bad = entries.find((entry) => !PROXY_NAMES.has(entry) && !ADDRESS_OR_SUBNET.test(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be false, a number of proxy hops, or a comma-separated list of addresses and subnets (such as 10.0.0.0/8, loopback); "${bad}" is none of these.`,
    );
  }
  return entries;
}

function readMetricsToken(raw: string | undefined): string | null {
  const value = blankToNull(raw);
  if (value !== null && (value.length < 16 || /\s/.test(value)))
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters with no spaces; use a long random string.');
  return value;
}

function readOptionalPort(name: string, raw: string | undefined): number | null {
  const value = blankToNull(raw);
  if (value === null) return null;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new ConfigError(`${name} must be a port number from 0 to 65535; it is "${value}".`);
  return port;
}

function readBindAddress(name: string, raw: string | undefined): string | null {
  const value = blankToNull(raw);
  if (value !== null && !/^[^\s/]+:\d{1,5}$/.test(value))
    throw new ConfigError(`${name} must be host:port, such as 0.0.0.0:9464; it is "${value}".`);
  return value;
}

/** Reads the Temporal TLS files: each must exist and be readable now, so a wrong path fails at start with its name. */
function readTemporalTls(source: NodeJS.ProcessEnv): TemporalTlsEnv | null {
  const file = (name: string) => {
    const value = blankToNull(source[name]);
    if (value === null) return null;
    try {
      accessSync(value, constants.R_OK);
    } catch {
      throw new ConfigError(`${name} must name a readable PEM file; "${value}" cannot be read.`);
    }
    return value;
  };
  const tls = {
    certFile: file('TEMPORAL_TLS_CERT'),
    keyFile: file('TEMPORAL_TLS_KEY'),
    caFile: file('TEMPORAL_TLS_CA'),
    serverName: blankToNull(source.TEMPORAL_TLS_SERVER_NAME),
  };
  if ((tls.certFile === null) !== (tls.keyFile === null))
    throw new ConfigError('TEMPORAL_TLS_CERT and TEMPORAL_TLS_KEY go together: set both for mTLS, or neither.');
  return Object.values(tls).some((value) => value !== null) ? tls : null;
}

function blankToNull(raw: string | undefined): string | null {
  return raw && raw.trim() !== '' ? raw.trim() : null;
}

/** Reads and validates the environment; throws a ConfigError with a clear sentence when a value is unusable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const nodeEnv = readNodeEnv(source.NODE_ENV);
  const production = nodeEnv === 'production';
  const sessionSecret = readSessionSecret(source.SESSION_SECRET, production);
  return {
    nodeEnv,
    production,
    apiProduction: source.NODE_ENV !== 'development' && source.NODE_ENV !== 'test',
    port: readPort(source.PORT),
    databaseUrl: blankToNull(source.DATABASE_URL),
    dataDir: blankToNull(source.PAPERLIGHT_DATA_DIR) ?? '.data',
    sessionSecret,
    trustProxy: readTrustProxy(source.TRUST_PROXY, source.NODE_ENV === 'development'),
    openaiApiKey: blankToNull(source.OPENAI_API_KEY),
    openaiBaseUrl: blankToNull(source.OPENAI_BASE_URL),
    openaiModel: blankToNull(source.OPENAI_MODEL) ?? 'gpt-4o-mini',
    aiTimeoutMs: readWholeNumber('AI_TIMEOUT_MS', source.AI_TIMEOUT_MS, 60_000, 1_000, 3_600_000),
    aiConcurrency: readWholeNumber('AI_CONCURRENCY', source.AI_CONCURRENCY, 4, 1, 64),
    aiReaskBatch: readWholeNumber('AI_REASK_BATCH', source.AI_REASK_BATCH, 20, 0, 1_000),
    logLevel: readLogLevel(source.LOG_LEVEL),
    logFormat: readLogFormat(source.LOG_FORMAT, production),
    temporalAddress: readTemporalAddress(source.TEMPORAL_ADDRESS),
    temporalNamespace: blankToNull(source.TEMPORAL_NAMESPACE) ?? 'default',
    temporalCli: blankToNull(source.TEMPORAL_CLI) ?? findOnPath('temporal', source.PATH),
    pubmedBaseUrl: readBaseUrl('PUBMED_BASE_URL', source.PUBMED_BASE_URL, DEFAULT_SOURCE_BASE_URLS.pubmed),
    medrxivBaseUrl: readBaseUrl('MEDRXIV_BASE_URL', source.MEDRXIV_BASE_URL, DEFAULT_SOURCE_BASE_URLS.medrxiv),
    plosBaseUrl: readBaseUrl('PLOS_BASE_URL', source.PLOS_BASE_URL, DEFAULT_SOURCE_BASE_URLS.plos),
    doajBaseUrl: readBaseUrl('DOAJ_BASE_URL', source.DOAJ_BASE_URL, DEFAULT_SOURCE_BASE_URLS.doaj),
    ncbiApiKey: blankToNull(source.NCBI_API_KEY),
    ncbiEmail: blankToNull(source.NCBI_EMAIL),
    publicUrl: readBaseUrl('PUBLIC_URL', source.PUBLIC_URL, `http://localhost:${readPort(source.PORT)}`),
    premiumPrice: readPrice(source.PREMIUM_PRICE),
    stripe: readStripe(source),
    aiDailyBudget: {
      questions: readWholeNumber('AI_DAILY_QUESTIONS', source.AI_DAILY_QUESTIONS, 50, 1, 100_000),
      // One question through a hosted model costs a few thousand tokens, so fewer than 5,000 would refuse every call.
      tokens: readWholeNumber('AI_DAILY_TOKENS', source.AI_DAILY_TOKENS, 150_000, 5_000, 1_000_000_000),
    },
    smtpUrl: readSmtpUrl(source.SMTP_URL),
    mailFrom: readMailFrom(source.MAIL_FROM, readSmtpUrl(source.SMTP_URL)),
    supportEmail: readSupportEmail(source.SUPPORT_EMAIL, readMailFrom(source.MAIL_FROM, readSmtpUrl(source.SMTP_URL))),
    mailLinkSecret: readMailLinkSecret(source.MAIL_LINK_SECRET, production),
    metricsToken: readMetricsToken(source.METRICS_TOKEN),
    workerHealthPort: readOptionalPort('WORKER_HEALTH_PORT', source.WORKER_HEALTH_PORT),
    workerLocalActivities: readWholeNumber('WORKER_LOCAL_ACTIVITIES', source.WORKER_LOCAL_ACTIVITIES, 4, 1, 100),
    workerNice: readWholeNumber('WORKER_NICE', source.WORKER_NICE, 10, 0, 19),
    temporalMetricsAddress: readBindAddress('TEMPORAL_METRICS_ADDRESS', source.TEMPORAL_METRICS_ADDRESS),
    temporalTls: readTemporalTls(source),
    temporalApiKey: blankToNull(source.TEMPORAL_API_KEY),
  };
}
