import type { IncomingHttpHeaders } from 'node:http';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateAddress, PrivateAddressError, publicOnlyLookup } from '#graph/lib/address-policy.js';
import { SourceHttpError, SourceLimitError, SourceRefusedError } from './errors.js';
import { RequestTimeoutError, ResponseTooLargeError, sendRequest } from './http-request.js';
import { sleep, type RateLimiter } from './rate-limiter.js';

export interface SourceHttpOptions {
  /** The source's name, used in every error message. */
  source: string;
  limiter: RateLimiter;
  /** Origins (`https://host[:port]`) requests and redirects may go to: the four APIs plus configured base URLs. */
  allowedOrigins: ReadonlySet<string>;
  /** Configured base URL origins that may be on a private network (local stand-ins); never trusted as a redirect target. */
  trustedOrigins: ReadonlySet<string>;
  userAgent: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Tries per request when the answer is a timeout, a network failure, 408, 429 or 5xx. */
  attempts?: number;
  /** The wait before the second try; it doubles for each further try unless the source sends Retry-After. */
  retryDelayMs?: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_RETRY_WAIT_MS = 30_000;

function retryAfterMs(headers: IncomingHttpHeaders): number | null {
  const value = headers['retry-after'];
  if (typeof value !== 'string' || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/**
 * HTTP for one source API: requests only to allowed origins, never to private, loopback or metadata addresses
 * (except a configured base URL on the first hop, for local stand-ins), redirects re-checked hop by hop, spaced by the
 * source's rate limiter, bounded in time and size, and retried a few times on transient failures. Error messages
 * name the path only, never the query, so API keys stay out of logs.
 */
export class SourceHttp {
  constructor(private readonly options: SourceHttpOptions) {}

  /** GETs a URL and returns the body text of a 2xx answer. */
  get(url: URL, signal?: AbortSignal): Promise<string> {
    return this.withRetries('GET', url, undefined, signal);
  }

  /** POSTs a form and returns the body text of a 2xx answer. */
  postForm(url: URL, form: URLSearchParams, signal?: AbortSignal): Promise<string> {
    return this.withRetries('POST', url, form.toString(), signal);
  }

  private async withRetries(method: 'GET' | 'POST', url: URL, body: string | undefined, signal?: AbortSignal): Promise<string> {
    const attempts = this.options.attempts ?? 3;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.exchange(method, url, body, signal);
      } catch (error) {
        if (!(error instanceof SourceHttpError) || !error.retryable || attempt >= attempts) throw error;
        const backoff = (this.options.retryDelayMs ?? 1_000) * 2 ** (attempt - 1);
        await sleep(Math.min(error.retryAfterMs ?? backoff, MAX_RETRY_WAIT_MS), signal);
      }
    }
  }

  private async exchange(method: 'GET' | 'POST', url: URL, body: string | undefined, signal?: AbortSignal): Promise<string> {
    const { source } = this.options;
    const maxRedirects = this.options.maxRedirects ?? 5;
    let current = url;
    for (let hop = 0; hop <= maxRedirects; hop += 1) {
      const lookup = this.admit(current, hop);
      await this.options.limiter.acquire(signal);
      const response = await sendRequest({
        url: current,
        method,
        headers: {
          'user-agent': this.options.userAgent,
          accept: 'application/json, application/xml;q=0.9, */*;q=0.5',
          'accept-encoding': 'gzip, deflate, br',
          ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        },
        body,
        lookup,
        timeoutMs: this.options.timeoutMs ?? 30_000,
        maxBytes: this.options.maxBytes ?? 64 * 1_048_576,
        signal,
      }).catch((error: unknown) => {
        throw this.describeFailure(error, current, hop);
      });
      const location = response.headers.location;
      if (REDIRECTS.has(response.status) && location) {
        current = new URL(location, current);
        if (response.status === 303 || (method === 'POST' && response.status !== 307 && response.status !== 308)) {
          method = 'GET';
          body = undefined;
        }
        continue;
      }
      if (response.status < 200 || response.status >= 300) {
        throw new SourceHttpError(
          source,
          response.status,
          `${method} ${current.pathname} answered HTTP ${response.status}.`,
          retryAfterMs(response.headers),
        );
      }
      return response.body;
    }
    throw new SourceRefusedError(source, `${url.pathname} redirected more than ${maxRedirects} times.`);
  }

  /** Refuses URLs outside the allowlist or on private addresses; returns the DNS lookup to connect with. */
  private admit(url: URL, hop: number): LookupFunction | undefined {
    const { source, allowedOrigins, trustedOrigins } = this.options;
    const what = hop === 0 ? 'refused to contact' : 'refused a redirect to';
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !allowedOrigins.has(url.origin)) {
      throw new SourceRefusedError(source, `${what} ${url.protocol}//${url.host}: it is not one of the source APIs.`);
    }
    if (hop === 0 && trustedOrigins.has(url.origin)) return undefined;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host)) {
      if (isPrivateAddress(host))
        throw new SourceRefusedError(source, `${what} ${url.host}: it is a private, loopback or metadata address.`);
      return undefined;
    }
    return publicOnlyLookup;
  }

  private describeFailure(error: unknown, url: URL, hop: number): Error {
    const { source } = this.options;
    if (error instanceof PrivateAddressError) {
      return new SourceRefusedError(source, `${hop === 0 ? 'refused to contact' : 'refused a redirect to'} ${url.host}: ${error.message}.`);
    }
    if (error instanceof ResponseTooLargeError) return new SourceLimitError(source, `${url.pathname}: ${error.message}.`);
    if (error instanceof RequestTimeoutError)
      return new SourceHttpError(source, null, `${url.pathname} timed out (${error.message}).`, null, { cause: error });
    const detail = error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.message) : String(error);
    return new SourceHttpError(source, null, `${url.pathname} could not be reached (${detail}).`, null, { cause: error });
  }
}
