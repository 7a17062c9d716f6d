import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { clientCsp, staticClient } from './static-client.js';

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
