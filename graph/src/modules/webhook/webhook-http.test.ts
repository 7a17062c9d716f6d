import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookPoster } from './webhook-http.service.js';

let server: Server;
let base: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? '');
    request.resume();
    if (request.url === '/moved') response.writeHead(302, { location: `${base}/target` }).end();
    else if (request.url === '/slow') setTimeout(() => response.writeHead(200).end(), 5_000).unref();
    else if (request.url === '/large') response.writeHead(200).end(Buffer.alloc(1024 * 1024, 'x'));
    else response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const request = (path: string) => ({ url: `${base}${path}`, headers: {}, body: '{}' });

describe('the webhook poster', () => {
  it('answers a redirect as its status without following it', async () => {
    seen.length = 0;
    expect(await createWebhookPoster({ allowLoopback: true })(request('/moved'))).toEqual({ status: 302 });
    expect(seen).toEqual(['/moved']);
  });

  it('gives up on an endpoint that does not answer in time, and reads a large answer no further than it needs', async () => {
    const post = createWebhookPoster({ allowLoopback: true, timeoutMs: 300 });
    expect(await post(request('/slow'))).toEqual({ error: 'The endpoint did not answer within 0.3 seconds.' });
    expect(await post(request('/large'))).toEqual({ status: 200 });
  });

  it('refuses loopback under the production policy, by address and by name, without connecting', async () => {
    seen.length = 0;
    const post = createWebhookPoster({ allowLoopback: false });
    expect(await post(request('/hooks'))).toEqual({
      error: `127.0.0.1:${new URL(base).port} is a private, loopback or reserved address, which Paperlight does not post to.`,
    });
    expect(await post({ ...request('/hooks'), url: `${base.replace('127.0.0.1', 'localhost')}/hooks` })).toEqual({
      error: expect.stringMatching(
        /^localhost resolves to (127\.0\.0\.1|::1), a private or reserved address, which Paperlight does not post to\.$/,
      ),
    });
    expect(seen).toEqual([]);
  });
});
