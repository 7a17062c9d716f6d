import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { ReadChange } from '../lib/change-events.js';
import { readCacheRequests } from '../lib/metrics.js';
import { readGlobalId } from '../lib/global-ids.js';
import { meterOf } from './request-meter.js';

/** What browsers and shared caches may do with an anonymous public answer: keep it 1 s, then revalidate by ETag. */
export const ANONYMOUS_CACHE_CONTROL = 'public, max-age=1, must-revalidate';

/** Public GETs of the REST API whose anonymous answers are the same for every anonymous reader. */
const CACHEABLE_API_PATH = /^\/(articles(\/\d+(\/comments)?|\.atom)?|sources\/counts|categories)\/?$/;

/** Headers a GET to `/graphql` needs to pass Apollo's CSRF prevention; without one, the request goes to Apollo to be refused. */
const GRAPHQL_PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];

export interface ResponseCacheOptions {
  /** Answers kept at most (least recently used go first). */
  maxEntries?: number;
  /** Bytes of bodies kept at most. */
  maxBytes?: number;
  /** An answer is dropped after this long even if nothing announced a change (date windows move with the clock). */
  ttlMs?: number;
  now?: () => number;
}

interface CachedAnswer {
  body: Buffer;
  contentType: string;
  etag: string;
  storedAt: number;
  /** Ids of the articles the answer shows or is about; a change to any of them drops it. */
  articleIds: ReadonlySet<string>;
  /** The list headers the answer was sent with (`Link`, `X-Total-Count`), sent again with every hit. */
  listHeaders?: Record<string, string>;
  /** The body gzipped, once a hit has asked for it. */
  gzipped?: Buffer;
}

// Below this, gzip saves too little to be worth a header (the compression middleware's own threshold).
const GZIP_MIN_BYTES = 1024;

/** True when the request's Accept-Encoding takes gzip (and does not refuse it with q=0). */
function acceptsGzip(req: IncomingMessage): boolean {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    return (coding.trim() === 'gzip' || coding.trim() === '*') && (q === undefined || Number(q) > 0);
  });
}

const LIST_HEADERS = ['link', 'x-total-count'];

function listHeadersOf(res: ServerResponse): Record<string, string> | undefined {
  const entries = LIST_HEADERS.flatMap((name) => (res.getHeader(name) === undefined ? [] : [[name, String(res.getHeader(name))]]));
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** Where a cacheable GraphQL request's answer collects the articles it reads (Express's `res.locals`). */
export interface AnswerLocals {
  answerArticles?: Set<string>;
}

/** Counters for tests and the benchmark. */
export interface ResponseCacheStats {
  hits: number;
  notModified: number;
  misses: number;
  stored: number;
  invalidations: number;
  /** Answers gzipped for the cache: once each, on the first hit that accepts gzip. */
  compressions: number;
}

/**
 * A small in-process LRU of anonymous public answers (bodies with their ETag). Changes are announced by the database
 * (see PgPubSub.onReadChange): a change to some articles drops the answers that show them; `*` drops everything.
 * Answers are only stored while the announcements are being heard, and only when no change was announced while they
 * were being computed, so a write is never hidden behind an answer that was read before it.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;
  private generation = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  readonly stats: ResponseCacheStats = { hits: 0, notModified: 0, misses: 0, stored: 0, invalidations: 0, compressions: 0 };

  constructor(
    private readonly isListening: () => boolean,
    options: ResponseCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 1_000;
    this.maxBytes = options.maxBytes ?? 32 * 2 ** 20;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The generation to pass to `store` for an answer computed from now on. */
  begin(): number {
    return this.generation;
  }

  lookup(key: string): CachedAnswer | null {
    if (!this.isListening()) return null;
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (this.now() - entry.storedAt > this.ttlMs) {
      this.remove(key, entry);
      return null;
    }
    // Re-inserting moves the key to the end of the Map's order: the front is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  store(key: string, generation: number, answer: Omit<CachedAnswer, 'storedAt'>): void {
    if (generation !== this.generation || !this.isListening()) return;
    if (answer.body.length > this.maxBytes / 8) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, { ...answer, storedAt: this.now() });
    this.bytes += answer.body.length;
    this.stats.stored += 1;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
  }

  /**
   * Applies one announced change: a change to everything drops every answer, a change to some articles drops the
   * answers about any of them. Either way, answers still being computed are not stored.
   */
  invalidate(change: ReadChange): void {
    this.generation += 1;
    this.stats.invalidations += 1;
    if (change.kind === 'everything') {
      this.entries.clear();
      this.bytes = 0;
      return;
    }
    for (const [key, entry] of this.entries) {
      for (const id of entry.articleIds) {
        if (change.articleIds.has(Number(id))) {
          this.remove(key, entry);
          break;
        }
      }
    }
  }

  /** The answer gzipped, made on first use and kept with it (counted in the cache's bytes), so a hit never gzips again. */
  gzipped(entry: CachedAnswer): Buffer {
    if (!entry.gzipped) {
      entry.gzipped = gzipSync(entry.body);
      this.stats.compressions += 1;
      this.bytes += entry.gzipped.length;
    }
    return entry.gzipped;
  }

  private remove(key: string, entry: CachedAnswer): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length + (entry.gzipped?.length ?? 0);
  }
}

const ID_FIELDS = new Set(['id', 'articleId', 'databaseId']);

/**
 * The article database ids anywhere in a JSON answer: every `id`, `articleId` or `databaseId` field holding a number
 * (REST, and GraphQL's `databaseId`) or an Article's global id (GraphQL). Numbers of other rows are kept too: dropping
 * an answer too often is harmless, keeping a stale one is not.
 */
export function articleIdsIn(value: unknown, ids: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) articleIdsIn(item, ids);
  } else if (value !== null && typeof value === 'object') {
    for (const [field, inner] of Object.entries(value)) {
      if (ID_FIELDS.has(field) && (typeof inner === 'number' || typeof inner === 'string')) {
        const id = articleIdOf(inner);
        if (id !== null) ids.add(id);
      } else if (typeof inner === 'object') articleIdsIn(inner, ids);
    }
  }
  return ids;
}

/** The article id a value names: a bare database id, or an Article's global id; null for anything else. */
export function articleIdOf(value: number | string): string | null {
  if (typeof value === 'number' || /^\d+$/.test(value)) return String(value);
  const global = readGlobalId(value);
  return global?.type === 'Article' ? String(global.databaseId) : null;
}

/** The article ids a request names itself (in its path, or a GraphQL GET's variables), for answers that list none. */
function articleIdsNamed(req: Request): string[] {
  const ids = [...req.path.matchAll(/\/articles\/(\d+)/g)].map((match) => match[1]);
  const variables = req.query.variables;
  if (typeof variables === 'string') {
    try {
      ids.push(...articleIdsIn(JSON.parse(variables) as unknown));
    } catch {
      // Apollo answers malformed variables with an error, which is never stored.
    }
  }
  return ids;
}

function isCacheableRequest(req: Request, graphql: boolean): boolean {
  if (req.method !== 'GET') return false;
  if (!graphql) return CACHEABLE_API_PATH.test(req.path);
  const type = (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  return GRAPHQL_PREFLIGHT_HEADERS.some((header) => req.get(header) !== undefined) || type === 'application/json';
}

function etagMatches(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });
}

function setPublicHeaders(res: ServerResponse, etag: string | undefined): void {
  res.setHeader('Cache-Control', ANONYMOUS_CACHE_CONTROL);
  res.setHeader('Vary', 'Cookie, Accept, Accept-Encoding');
  if (etag) res.setHeader('ETag', etag);
}

/**
 * Serves anonymous public GETs from the cache: a matching If-None-Match is answered 304 and any other hit with the
 * stored body, both without touching the database; a miss runs the handlers and stores a 200 answer that sets no
 * cookie and, for GraphQL, carries no errors. A request with a session cookie is never served from nor stored in the
 * cache, whether or not the session is still valid. `graphql` selects `/graphql`'s rules (GET with a CSRF preflight
 * header, typically an automatic persisted query) instead of the REST API's public paths.
 */
export function anonymousResponseCache(
  cache: ResponseCache,
  options: { graphql: boolean; hasSessionCookie: (req: IncomingMessage) => boolean },
): RequestHandler {
  return (req, res, next) => {
    if (!isCacheableRequest(req, options.graphql) || options.hasSessionCookie(req)) return next();
    // The answer's media type follows the Accept header (GraphQL over HTTP: application/json or
    // application/graphql-response+json), so each Accept value keeps its own entry.
    const key = `${options.graphql ? 'graphql' : 'api'} ${req.originalUrl} ${(req.get('accept') ?? '').slice(0, 200)}`;
    const hit = cache.lookup(key);
    if (hit) {
      setPublicHeaders(res, hit.etag);
      if (etagMatches(req, hit.etag)) {
        cache.stats.notModified += 1;
        readCacheRequests.inc({ result: 'not_modified' });
        res.statusCode = 304;
        res.end();
        return;
      }
      cache.stats.hits += 1;
      readCacheRequests.inc({ result: 'hit' });
      res.statusCode = 200;
      res.setHeader('Content-Type', hit.contentType);
      for (const [name, value] of Object.entries(hit.listHeaders ?? {})) res.setHeader(name, value);
      if (hit.body.length >= GZIP_MIN_BYTES && acceptsGzip(req)) {
        // Sent as stored: the compression middleware leaves an answer that already has a Content-Encoding alone.
        res.setHeader('Content-Encoding', 'gzip');
        res.end(cache.gzipped(hit));
        return;
      }
      res.end(hit.body);
      return;
    }
    cache.stats.misses += 1;
    readCacheRequests.inc({ result: 'miss' });
    const generation = cache.begin();
    // GraphQL's resolvers add the articles the answer was made from (see answer-articles.ts), named in it or not.
    const readArticles = new Set<string>();
    if (options.graphql) (res.locals as AnswerLocals).answerArticles = readArticles;
    captureAnswer(
      res,
      (status, body) => {
        if (status !== 200 || res.getHeader('set-cookie') !== undefined || meterOf(req)?.personal) return null;
        const contentType = String(res.getHeader('content-type') ?? '');
        if (!options.graphql && /^application\/atom\+xml\b/.test(contentType)) {
          // An Atom feed names its papers by their pages' addresses.
          const articleIds = new Set([...body.toString('utf8').matchAll(/\/article\/(\d+)</g)].map((match) => match[1]));
          return { body, contentType, etag: String(res.getHeader('etag') ?? '') || weakEtag(body), articleIds };
        }
        if (!/^application\/(?:graphql-response\+)?json\b/.test(contentType)) return null;
        let parsed: unknown;
        try {
          parsed = JSON.parse(body.toString('utf8'));
        } catch {
          return null;
        }
        if (options.graphql && (parsed === null || typeof parsed !== 'object' || 'errors' in parsed)) return null;
        const etag = String(res.getHeader('etag') ?? '') || weakEtag(body);
        const articleIds = articleIdsIn(parsed);
        for (const id of articleIdsNamed(req)) articleIds.add(id);
        for (const id of readArticles) articleIds.add(id);
        return { body, contentType, etag, articleIds, listHeaders: listHeadersOf(res) };
      },
      (answer) => cache.store(key, generation, answer),
    );
    next();
  };
}

function weakEtag(body: Buffer): string {
  return `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

type WriteHead = (statusCode: number, ...rest: unknown[]) => ServerResponse;
type Write = (chunk: unknown, ...rest: unknown[]) => boolean;
type End = (...args: unknown[]) => ServerResponse;

type Answer = Omit<CachedAnswer, 'storedAt'>;

/**
 * Collects a response's uncompressed body as the handlers write it (this runs inside the compression middleware's
 * wrappers). When the handlers end it, `judge` decides whether it is a public answer: if so, the public caching
 * headers go out with it and `onSent` keeps it once sent. A 304 (Express's own answer to a matching If-None-Match)
 * gets the public headers too.
 */
function captureAnswer(
  res: ServerResponse,
  judge: (status: number, body: Buffer) => Answer | null,
  onSent: (answer: Answer) => void,
): void {
  const chunks: Buffer[] = [];
  let answer: Answer | null = null;
  const toBuffer = (chunk: unknown, encoding: unknown) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, (encoding as BufferEncoding) || 'utf8') : null;
  const originalWriteHead = res.writeHead as unknown as WriteHead;
  const originalWrite = res.write as unknown as Write;
  const originalEnd = res.end as unknown as End;
  (res as unknown as { writeHead: WriteHead }).writeHead = function writeHead(statusCode: number, ...rest: unknown[]) {
    if (answer || statusCode === 304) {
      const headers = rest.find((item): item is OutgoingHttpHeaders => item !== null && typeof item === 'object');
      const etag = headers?.etag ?? res.getHeader('etag');
      setPublicHeaders(res, etag === undefined ? undefined : String(etag));
    }
    return originalWriteHead.call(this, statusCode, ...rest);
  };
  (res as unknown as { write: Write }).write = function write(chunk: unknown, ...rest: unknown[]) {
    const buffer = toBuffer(chunk, rest[0]);
    if (buffer) chunks.push(buffer);
    return originalWrite.call(this, chunk, ...rest);
  };
  (res as unknown as { end: End }).end = function end(...args: unknown[]) {
    const [chunk, encoding] = args;
    if (typeof chunk !== 'function') {
      const buffer = toBuffer(chunk, typeof encoding === 'function' ? undefined : encoding);
      if (buffer) chunks.push(buffer);
    }
    if (!res.headersSent) answer = judge(res.statusCode, Buffer.concat(chunks));
    const result = originalEnd.apply(this, args);
    if (answer) onSent(answer);
    return result;
  };
}
