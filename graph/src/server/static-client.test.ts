import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { clientCsp, inlineScriptHashes, staticClient } from './static-client.js';

const dist = mkdtempSync(path.join(tmpdir(), 'paperlight-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Paperlight</title>');

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("the client's Content-Security-Policy", () => {
  it('lets the page connect only to its own origin, the WebSocket form included', () => {
    const directive = (csp: string) => csp.split('; ').find((part) => part.startsWith('connect-src'));
    expect(directive(clientCsp('https://paperlight.example'))).toBe("connect-src 'self' wss://paperlight.example");
    expect(directive(clientCsp('http://localhost:4000'))).toBe("connect-src 'self' ws://localhost:4000");
    expect(clientCsp('https://paperlight.example')).not.toMatch(/ wss?:(;|$| )/);
  });

  it('is sent with the page and its assets', async () => {
    const app = express().use(staticClient('https://paperlight.example', dist)!);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/articles/1`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("connect-src 'self' wss://paperlight.example;");
      expect(response.headers.get('content-security-policy')).toContain("object-src 'none'; base-uri 'none'");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("the page's inline scripts", () => {
  const script = "(function () {\n  document.documentElement.style.colorScheme = 'dark';\n})();";
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('are allowed by the hash of their exact text, and scripts with a src are not hashed', () => {
    const html = `<!doctype html><head><script>${script}</script><script type="module" crossorigin src="/assets/boot.js"></script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha(script)]);
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
    const directive = clientCsp('https://paperlight.example', inlineScriptHashes(html))
      .split('; ')
      .find((part) => part.startsWith('script-src'));
    expect(directive).toBe(`script-src 'self' ${sha(script)}`);
    // Any change to the text changes the hash, so an edited script is refused until the server reads the page again.
    expect(inlineScriptHashes(html.replace("'dark'", "'light'"))).not.toEqual([sha(script)]);
  });

  it("are read from the built page when the server starts, and sent in every answer's policy", async () => {
    const built = mkdtempSync(path.join(tmpdir(), 'paperlight-dist-'));
    writeFileSync(path.join(built, 'index.html'), `<!doctype html><head><script>${script}</script></head><body></body>`);
    const app = express().use(staticClient('https://paperlight.example', built)!);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' ${sha(script)};`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      rmSync(built, { recursive: true, force: true });
    }
  });
});

describe('a missing asset', () => {
  it('is a plain 404 with a sentence, not the page and not an error', async () => {
    const app = express().use(staticClient('https://paperlight.example', dist)!);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const file of ['/assets/index-missing.js', '/assets/../assets/nothing.css', '/assets/%FF.js']) {
        const response = await fetch(`${base}${file}`);
        expect(response.status, file).toBe(404);
        expect(await response.text(), file).toMatch(/^There is no file at \/assets\//);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
