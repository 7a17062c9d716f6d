import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from '#graph/lib/address-policy.js';
import { SourceHttpError, SourceLimitError, SourceRefusedError } from './errors.js';
import { SourceHttp, type SourceHttpOptions } from './http.js';
import { RateLimiter } from './rate-limiter.js';

let server: Server;
let origin: string;
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    hits.push(url.pathname);
    const target = url.searchParams.get('to');
    if (url.pathname === '/redirect' && target) return response.writeHead(302, { location: target }).end();
    if (url.pathname === '/slow') return setTimeout(() => response.end('late'), 1_000);
    if (url.pathname === '/huge') return response.end('x'.repeat(4096));
    if (url.pathname === '/gzip') return response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('{"ok":true}'));
    response.end(`hello from ${url.pathname}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function http(options: Partial<SourceHttpOptions> = {}): SourceHttp {
  return new SourceHttp({
    source: 'PubMed',
    limiter: new RateLimiter(0),
    allowedOrigins: new Set(['https://eutils.ncbi.nlm.nih.gov', origin]),
    trustedOrigins: new Set([origin]),
    userAgent: 'Paperlight test',
    timeoutMs: 300,
    attempts: 1,
    ...options,
  });
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(SourceRefusedError);
  return (error as Error).message;
}

describe('SourceHttp outbound policy', () => {
  it('reaches a configured base URL on a loopback address', async () => {
    expect(await http().get(new URL(`${origin}/ok`))).toBe('hello from /ok');
  });

  it('refuses a host outside the source APIs without sending anything', async () => {
    hits.length = 0;
    expect(await refusal(http().get(new URL('https://example.com/esearch.fcgi')))).toBe(
      'PubMed: refused to contact https://example.com: it is not one of the source APIs.',
    );
    expect(hits).toEqual([]);
  });

  it('refuses a redirect to another origin, even on the same machine', async () => {
    const to = `http://127.0.0.1:${port + 1}/admin`;
    expect(await refusal(http().get(new URL(`${origin}/redirect?to=${encodeURIComponent(to)}`)))).toMatch(
      /refused a redirect to http:\/\/127\.0\.0\.1:\d+: it is not one of the source APIs/,
    );
  });

  it('refuses a redirect to a loopback address, even back to the configured stand-in', async () => {
    hits.length = 0;
    const message = await refusal(http().get(new URL(`${origin}/redirect?to=${encodeURIComponent(`${origin}/internal`)}`)));
    expect(message).toMatch(/refused a redirect to 127\.0\.0\.1:\d+: it is a private, loopback or metadata address/);
    expect(hits).toEqual(['/redirect']);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'http://10.0.0.7/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fd00:ec2::254]/latest/meta-data/',
  ])('refuses a redirect to %s even if it were allowlisted', async (target) => {
    const allowed = new Set(['https://eutils.ncbi.nlm.nih.gov', origin, new URL(target).origin]);
    const message = await refusal(http({ allowedOrigins: allowed }).get(new URL(`${origin}/redirect?to=${encodeURIComponent(target)}`)));
    expect(message).toMatch(/refused a redirect to .+: it is a private, loopback or metadata address/);
  });

  it('refuses an allowlisted host name that resolves to a private address', async () => {
    hits.length = 0;
    const byName = `http://localhost:${port}`;
    const message = await refusal(http({ allowedOrigins: new Set([byName]), trustedOrigins: new Set() }).get(new URL(`${byName}/ok`)));
    expect(message).toMatch(/refused to contact localhost:\d+: localhost resolves to .+, a private or reserved address/);
    expect(hits).toEqual([]);
  });
});

describe('SourceHttp limits', () => {
  it('times out a slow answer with a retryable error', async () => {
    const error = await http()
      .get(new URL(`${origin}/slow`))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SourceHttpError);
    expect((error as SourceHttpError).retryable).toBe(true);
    expect((error as Error).message).toMatch(/^PubMed: \/slow timed out/);
  });

  it('stops reading a body larger than the limit', async () => {
    await expect(http({ maxBytes: 1024 }).get(new URL(`${origin}/huge`))).rejects.toThrow(SourceLimitError);
  });

  it('decodes gzip bodies', async () => {
    expect(await http().get(new URL(`${origin}/gzip`))).toBe('{"ok":true}');
  });
});

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.100.100.200',
    '0.0.0.0',
    '::1',
    '::',
    'fd00:ec2::254',
    'fe80::1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    'localhost',
  ])('%s is private', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['8.8.8.8', '130.14.29.110', '104.18.20.1', '2606:4700::1111'])('%s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});
