import { Router, type Response } from 'express';
import { BadInputError } from '../../lib/errors.js';
import { handle, queryString, type ContextFactory } from '../../lib/rest.js';
import { readFeedQuery } from '../article/article.rest.js';
import { EXPORT_FORMAT_NAMES, isExportFormat, type ExportFile, type ExportFormat } from './export.render.js';
import { exportBookmarks, exportFeed } from './export.service.js';

function readFormat(value: unknown): ExportFormat {
  const text = queryString(value, 'format')?.trim().toLowerCase() ?? '';
  if (!isExportFormat(text)) {
    throw new BadInputError(`Choose an export format: format must be one of ${EXPORT_FORMAT_NAMES.join(', ')}.`);
  }
  return text;
}

function sendFile(res: Response, file: ExportFile): void {
  // The names are plain ASCII (letters, digits, dashes, a dot), so the quoted form needs no encoding.
  res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Export-Count', String(file.count));
  res.setHeader('X-Export-Truncated', String(file.truncated));
  res.send(file.content);
}

/**
 * The export downloads of the REST API (Premium), as thin adapters over the export service. Mounted before the article
 * routes, so `/articles/export` is not read as an article id.
 */
export function exportRoutes(createContext: ContextFactory): Router {
  const router = Router();

  router.get(
    '/user/bookmarks/export',
    handle(createContext, async (ctx, req, res) => {
      sendFile(res, await exportBookmarks(ctx, readFormat(req.query.format)));
    }),
  );

  router.get(
    '/articles/export',
    handle(createContext, async (ctx, req, res) => {
      const format = readFormat(req.query.format);
      sendFile(res, await exportFeed(ctx, { format, ...readFeedQuery(req.query) }));
    }),
  );

  return router;
}
