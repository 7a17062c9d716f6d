import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Request, type RequestHandler, Router } from 'express';
import type { PagePreview } from '../modules/article/article-preview.service.js';
import { logger } from '../lib/logger.js';
import { withPreview } from './page-preview.js';

// Three folders up is the repository, or dist/ when this file runs compiled; the built client is the repository's.
const ABOVE_SOURCES = fileURLToPath(new URL('../../..', import.meta.url));
export const CLIENT_DIST = path.join(ABOVE_SOURCES, path.basename(ABOVE_SOURCES) === 'dist' ? '..' : '.', 'web/dist');

/**
 * The CSP sources of a page's inline scripts (`'sha256-…'` of each one's exact text), so the page's own first-paint
 * script runs and no other inline script does. Scripts with a `src` are covered by `'self'`.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', text = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || text === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The Content-Security-Policy of the web client: its own scripts and the inline scripts named by hash (the built
 * page's, see inlineScriptHashes), styles from styled-components, no plugins or base tags, and connections (fetch and
 * the live-comments WebSocket) only to its own origin: `'self'`, and the WebSocket form of the public URL (`wss://host`
 * behind https) for browsers that do not count ws: as 'self'.
 */
export function clientCsp(publicUrl: string, scriptHashes: readonly string[] = []): string {
  const url = new URL(publicUrl);
  const socketOrigin = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${socketOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** A page's link preview by its path (and, for the feed's first paint, the request's query and session); the server reads it from the database. */
export type DescribePage = (pathname: string, req: Request) => Promise<PagePreview>;

/**
 * Serves the built web client from `web/dist` when it exists: hashed assets with long caching, and `index.html`
 * for every other browser navigation so client-side routes (and the client's own 404 page) work on reload, with the
 * page's link preview (`describe`) in its head. When the preview cannot be read the page is served as built. Every
 * answer carries the client's Content-Security-Policy for `publicUrl`, allowing the built page's inline scripts by the
 * hashes of their text as read at start.
 */
export function staticClient(publicUrl: string, distDir = CLIENT_DIST, describe: DescribePage | null = null): Router | null {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const csp = clientCsp(publicUrl, inlineScriptHashes(indexHtml));
  const setClientHeaders: RequestHandler = (_req, res, next) => {
    res.setHeader('Content-Security-Policy', csp);
    next();
  };
  const router = Router();
  router.use(setClientHeaders);
  router.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: true }));
  // An asset that is not there (an old build's file, a probe) is a plain 404, never the page or an error.
  router.use('/assets', (req, res) => {
    res.status(404).type('text/plain').send(`There is no file at /assets${req.path}.`);
  });
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  router.get(/.*/, (req, res, next) => {
    if (req.path.startsWith('/api/') || req.path === '/graphql' || req.path.startsWith('/graphql/')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (!describe) return res.sendFile(indexFile);
    describe(req.path, req).then(
      (preview) => res.type('html').send(withPreview(indexHtml, preview)),
      (error: unknown) => {
        logger.warn('The page preview could not be read; the page is served without it', error);
        res.type('html').send(indexHtml);
      },
    );
  });
  return router;
}
