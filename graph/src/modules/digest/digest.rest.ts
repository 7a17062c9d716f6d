import { Router, type Request, type Response } from 'express';
import { toPublicError } from '../../lib/errors.js';
import { handle, sendError, type ContextFactory } from '../../lib/rest.js';
import type { AppContext } from '../../context.js';
import type { Article } from '../article/article.entity.js';
import { previewDigest } from './digest.service.js';
import { renderUnsubscribePage, UNSUBSCRIBE_PAGE_CSP, type UnsubscribePageState } from './unsubscribe-page.render.js';
import type { EmailPreferences } from './email-preferences.entity.js';
import {
  describeUnsubscribeLink,
  getEmailPreferences,
  unsubscribeFromDigest,
  updateEmailPreferences,
} from './email-preferences.service.js';

/** The email preferences as REST answers them (docs/product/digest.md#preferences). */
export function preferencesJson(preferences: EmailPreferences) {
  const { emailDigest, frequency, deliveryTime, sources } = preferences;
  return { emailDigest, frequency, deliveryTime, sources: { ...sources } };
}

/** An article as the digest preview lists it over REST. */
function articleJson({ id, title, simplifiedTitle, source, publishedDate }: Article) {
  return { id, title, simplifiedTitle, source, publishedDate: publishedDate.toISOString() };
}

/** `GET|PUT /api/user/email-preferences` and `GET /api/user/digest-preview`, thin adapters over the digest services. */
export function digestRoutes(createContext: ContextFactory): Router {
  const router = Router();
  router.get(
    '/user/email-preferences',
    handle(createContext, async (ctx) => preferencesJson(await getEmailPreferences(ctx))),
  );
  router.put(
    '/user/email-preferences',
    handle(createContext, async (ctx, req) => preferencesJson(await updateEmailPreferences(ctx, req.body))),
  );
  router.get(
    '/user/digest-preview',
    handle(createContext, async (ctx) => {
      const preview = await previewDigest(ctx);
      return {
        sections: preview.sections.map((section) => ({
          savedSearchId: section.savedSearch?.id ?? null,
          name: section.savedSearch?.name ?? null,
          articles: section.articles.map(articleJson),
          totalCount: section.totalCount,
        })),
        articles: preview.articles.map(articleJson),
        totalCount: preview.totalCount,
        periodKey: preview.periodKey,
        periodStart: preview.periodStart.toISOString(),
        periodEnd: preview.periodEnd.toISOString(),
      };
    }),
  );
  return router;
}

function sendPage(res: Response, status: number, state: UnsubscribePageState): void {
  res.status(status).setHeader('Content-Security-Policy', UNSUBSCRIBE_PAGE_CSP).setHeader('Cache-Control', 'no-store').type('html');
  res.send(renderUnsubscribePage(state));
}

function unsubscribeHandler(createContext: ContextFactory, action: (ctx: AppContext, req: Request) => Promise<UnsubscribePageState>) {
  return async (req: Request, res: Response) => {
    let settingsUrl = '/email-settings';
    try {
      const ctx = await createContext(req);
      settingsUrl = `${ctx.services.publicUrl}/email-settings`;
      sendPage(res, 200, await action(ctx, req));
    } catch (error) {
      const publicError = toPublicError(error);
      if (publicError.code !== 'BAD_USER_INPUT' || !req.accepts('html')) return sendError(res, error);
      sendPage(res, 400, { kind: 'invalid', message: publicError.message, settingsUrl });
    }
  };
}

/**
 * The unsubscribe link of every digest, outside `/api` because mail providers and plain HTML forms post to it:
 * `GET /email/unsubscribe?token=…` shows a page with one button (no script, works without the web client), and
 * `POST` to the same address turns the digest off (RFC 8058 one-click; the signed token is the authority, no cookie).
 */
export function unsubscribeRoutes(createContext: ContextFactory): Router {
  const router = Router();
  router.get(
    '/email/unsubscribe',
    unsubscribeHandler(createContext, async (ctx, req) => {
      const { digestOn } = await describeUnsubscribeLink(ctx, req.query.token);
      const settingsUrl = `${ctx.services.publicUrl}/email-settings`;
      return digestOn ? { kind: 'confirm', actionUrl: req.originalUrl } : { kind: 'already-off', settingsUrl };
    }),
  );
  router.post(
    '/email/unsubscribe',
    unsubscribeHandler(createContext, async (ctx, req) => {
      await unsubscribeFromDigest(ctx, req.query.token);
      return { kind: 'done', settingsUrl: `${ctx.services.publicUrl}/email-settings` };
    }),
  );
  return router;
}
