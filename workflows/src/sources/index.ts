import { DEFAULT_SOURCE_BASE_URLS, type Env } from '#graph/config/env.js';
import type { SourceName } from '#graph/modules/ingestion/article-draft.types.js';
import { DoajClient } from './doaj.js';
import { SourceHttp } from './http.js';
import { MedrxivClient } from './medrxiv.js';
import { PlosClient } from './plos.js';
import { PubmedClient } from './pubmed.js';
import { RateLimiter } from './rate-limiter.js';
import type { SourceClient } from './source-client.js';

export type SourceClients = Record<SourceName, SourceClient>;

type SourceKey = keyof typeof DEFAULT_SOURCE_BASE_URLS;

export interface SourceClientsConfig {
  baseUrls: Record<SourceKey, string>;
  ncbiApiKey: string | null;
  ncbiEmail: string | null;
  /** Overrides of the etiquette spacing between requests, per source (tests against local servers set 0). */
  minIntervalMs?: Partial<Record<SourceKey, number>>;
  timeoutMs?: number;
  /** Tries per request on transient failures, and the first wait between them. */
  attempts?: number;
  retryDelayMs?: number;
}

/**
 * Each API's published limit as a minimum spacing between requests: NCBI 3/s (10/s with a key), DOAJ 2/s, PLOS
 * 10/min, and about 1/s for medRxiv, which publishes none.
 */
export function etiquetteIntervals(ncbiApiKey: string | null): Record<SourceKey, number> {
  return { pubmed: ncbiApiKey ? 100 : 334, medrxiv: 1_000, plos: 6_000, doaj: 500 };
}

/** The clients' configuration from the environment. */
export function sourceClientsConfig(env: Env): SourceClientsConfig {
  return {
    baseUrls: { pubmed: env.pubmedBaseUrl, medrxiv: env.medrxivBaseUrl, plos: env.plosBaseUrl, doaj: env.doajBaseUrl },
    ncbiApiKey: env.ncbiApiKey,
    ncbiEmail: env.ncbiEmail,
  };
}

// medRxiv's API answers on both its own host and bioRxiv's.
const DEFAULT_ORIGINS = [...Object.values(DEFAULT_SOURCE_BASE_URLS), 'https://api.medrxiv.org'].map((url) => new URL(url).origin);

/**
 * One client per source, each with its own rate limiter shared by every request the process makes to that API. Requests
 * may go only to the four APIs and to the configured base URLs; a configured base URL that differs from the default
 * is trusted to be on a private network (a local stand-in), redirects never are.
 */
export function createSourceClients(config: SourceClientsConfig): SourceClients {
  const configured = Object.values(config.baseUrls).map((url) => new URL(url).origin);
  const allowedOrigins = new Set([...DEFAULT_ORIGINS, ...configured]);
  const trustedOrigins = new Set(configured.filter((origin) => !DEFAULT_ORIGINS.includes(origin)));
  const intervals = { ...etiquetteIntervals(config.ncbiApiKey), ...config.minIntervalMs };
  const userAgent = `Paperlight/0.1 (plain-language medical research digest${config.ncbiEmail ? `; mailto:${config.ncbiEmail}` : ''})`;
  const http = (source: SourceName, key: SourceKey) =>
    new SourceHttp({
      source,
      limiter: new RateLimiter(intervals[key]),
      allowedOrigins,
      trustedOrigins,
      userAgent,
      timeoutMs: config.timeoutMs,
      attempts: config.attempts,
      retryDelayMs: config.retryDelayMs,
    });
  return {
    PubMed: new PubmedClient({
      http: http('PubMed', 'pubmed'),
      baseUrl: config.baseUrls.pubmed,
      tool: 'paperlight',
      email: config.ncbiEmail,
      apiKey: config.ncbiApiKey,
    }),
    medRxiv: new MedrxivClient({ http: http('medRxiv', 'medrxiv'), baseUrl: config.baseUrls.medrxiv }),
    PLOS: new PlosClient({ http: http('PLOS', 'plos'), baseUrl: config.baseUrls.plos }),
    DOAJ: new DoajClient({ http: http('DOAJ', 'doaj'), baseUrl: config.baseUrls.doaj }),
  };
}
