import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { allowedAddressLookup, isAllowedAddress, PrivateAddressError } from '../../lib/address-policy.js';
import { WEBHOOK_MAX_RESPONSE_BYTES, WEBHOOK_TIMEOUT_MS } from './webhook.rules.js';

/** One POST to an endpoint: its URL, headers and JSON body. */
export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The endpoint's answer (its status), or why there was none, as a sentence. */
export type WebhookAnswer = { status: number } | { error: string };

/** Posts deliveries; the worker's is `postWebhook`, with the address policy of its environment. */
export type WebhookPoster = (request: WebhookRequest) => Promise<WebhookAnswer>;

/**
 * Posts one delivery with Node's own HTTP client: only to allowed addresses (public ones, and loopback when
 * `allowLoopback`), checked on the very DNS answer the connection uses; redirects are answers, never followed; the
 * whole exchange is bounded by WEBHOOK_TIMEOUT_MS and the answer's body is read up to WEBHOOK_MAX_RESPONSE_BYTES and
 * dropped. Never throws: a refusal, a timeout or a network failure is an answer without a status.
 */
export function createWebhookPoster(options: { allowLoopback: boolean; timeoutMs?: number }): WebhookPoster {
  const lookup = allowedAddressLookup(options);
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return (input) =>
    new Promise<WebhookAnswer>((resolve) => {
      const url = new URL(input.url);
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) && !isAllowedAddress(host, options)) {
        resolve({ error: `${url.host} is a private, loopback or reserved address, which Paperlight does not post to.` });
        return;
      }
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      let settled = false;
      const settle = (answer: WebhookAnswer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(answer);
      };
      const request = send(
        url,
        {
          method: 'POST',
          headers: { ...input.headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(input.body)) },
          ...(isIP(host) ? {} : { lookup }),
        },
        (response) => {
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > WEBHOOK_MAX_RESPONSE_BYTES) response.destroy();
          });
          response.on('error', () => settle({ status: response.statusCode ?? 0 }));
          response.on('close', () => settle({ status: response.statusCode ?? 0 }));
        },
      );
      const timer = setTimeout(() => {
        settle({ error: `The endpoint did not answer within ${timeoutMs / 1000} seconds.` });
        request.destroy();
      }, timeoutMs);
      request.on('error', (error: NodeJS.ErrnoException) => {
        settle({
          error:
            error instanceof PrivateAddressError
              ? `${error.message}, which Paperlight does not post to.`
              : `The endpoint could not be reached (${error.code ?? error.message}).`,
        });
      });
      request.end(input.body);
    });
}
