import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Http2Server, type IncomingHttpHeaders } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NativeConnection } from '@temporalio/worker';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '#graph/config/env.js';
import { temporalSecurity } from './runtime.js';

const folder = mkdtempSync(path.join(tmpdir(), 'paperlight-temporal-tls-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function pemFile(name: string, content: string): string {
  const file = path.join(folder, name);
  writeFileSync(file, content);
  return file;
}

describe('Temporal beyond localhost: TLS and API-key settings', () => {
  it('reads mTLS files, a CA and a server name into the connection options', () => {
    const env = loadEnv({
      TEMPORAL_ADDRESS: 'temporal.example.org:7233',
      TEMPORAL_TLS_CERT: pemFile('client.pem', 'CLIENT CERT'),
      TEMPORAL_TLS_KEY: pemFile('client.key', 'CLIENT KEY'),
      TEMPORAL_TLS_CA: pemFile('ca.pem', 'CA CERT'),
      TEMPORAL_TLS_SERVER_NAME: 'temporal.internal',
    });
    const security = temporalSecurity(env);
    expect(security.apiKey).toBeUndefined();
    expect(security.tls).toMatchObject({ serverNameOverride: 'temporal.internal' });
    const tls = security.tls as { serverRootCACertificate: Buffer; clientCertPair: { crt: Buffer; key: Buffer } };
    expect(tls.serverRootCACertificate.toString()).toBe('CA CERT');
    expect(tls.clientCertPair.crt.toString()).toBe('CLIENT CERT');
    expect(tls.clientCertPair.key.toString()).toBe('CLIENT KEY');
  });

  it('connects over TLS with the system CAs when only an API key is given, and plainly when nothing is', () => {
    expect(temporalSecurity(loadEnv({ TEMPORAL_API_KEY: 'cloud-key' }))).toEqual({ apiKey: 'cloud-key', tls: true });
    expect(temporalSecurity(loadEnv({}))).toEqual({});
  });

  it('refuses to start with a certificate but no key, or a file it cannot read, naming the setting', () => {
    expect(() => loadEnv({ TEMPORAL_TLS_CERT: pemFile('only.pem', 'CERT') })).toThrow(ConfigError);
    expect(() => loadEnv({ TEMPORAL_TLS_CERT: pemFile('only.pem', 'CERT') })).toThrow(/TEMPORAL_TLS_KEY/);
    expect(() => loadEnv({ TEMPORAL_TLS_CA: path.join(folder, 'missing.pem') })).toThrow(/TEMPORAL_TLS_CA must name a readable PEM file/);
  });

  it("sends the API key as a bearer token on the worker's connection", async () => {
    // A gRPC endpoint on loopback that records each call's headers and refuses it, as a server rejecting a key would.
    const seen: IncomingHttpHeaders[] = [];
    const server: Http2Server = createServer();
    server.on('stream', (stream, headers) => {
      seen.push(headers);
      stream.respond(
        { ':status': 200, 'content-type': 'application/grpc', 'grpc-status': '16', 'grpc-message': 'bad key' },
        { endStream: true },
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as { port: number };
    try {
      const security = temporalSecurity(loadEnv({ TEMPORAL_API_KEY: 'paperlight-test-key' }));
      // This endpoint speaks plain HTTP/2; Temporal Cloud would be TLS, which the options above ask for.
      await expect(NativeConnection.connect({ address: `127.0.0.1:${port}`, ...security, tls: false })).rejects.toThrow();
      expect(seen.length).toBeGreaterThan(0);
      expect(seen[0].authorization).toBe('Bearer paperlight-test-key');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
