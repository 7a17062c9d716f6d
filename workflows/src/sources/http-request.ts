import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Transform } from 'node:stream';

/** One HTTP exchange, redirects not followed. */
export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  url: URL;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** Resolves host names; omitted for IP literals. */
  lookup?: LookupFunction;
  timeoutMs: number;
  maxBytes: number;
  signal?: AbortSignal;
}

/** The request took longer than its time limit. */
export class RequestTimeoutError extends Error {
  override name = 'RequestTimeoutError';
}

/** The response body grew past the size limit. */
export class ResponseTooLargeError extends Error {
  override name = 'ResponseTooLargeError';
}

function decoder(encoding: string | undefined): Transform | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return null;
  }
}

function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const decode = decoder(response.headers['content-encoding']);
    const stream = decode ? response.pipe(decode) : response;
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      reject(error);
      response.destroy();
      if (stream !== response) stream.destroy();
    };
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return fail(new ResponseTooLargeError(`the response is larger than ${maxBytes} bytes`));
      chunks.push(chunk);
    });
    stream.on('error', fail);
    response.on('error', fail);
    stream.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks).toString('utf8'));
    });
  });
}

/**
 * Sends one request with Node's own HTTP client (so host names resolve through the given `lookup`), decodes gzip,
 * deflate and brotli bodies, and enforces a total time limit and a body size limit (after decoding).
 */
export function sendRequest(options: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const send = options.url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(options.url, {
      method: options.method,
      headers: options.headers,
      lookup: options.lookup,
      signal: options.signal,
    });
    const timer = setTimeout(() => {
      request.destroy(new RequestTimeoutError(`no complete answer within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    request.on('error', fail);
    request.on('response', (response) => {
      readBody(response, options.maxBytes).then(
        (body) => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
        },
        (error: Error) => {
          request.destroy();
          fail(error);
        },
      );
    });
    request.end(options.body);
  });
}
