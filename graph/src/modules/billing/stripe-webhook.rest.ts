import express, { Router } from 'express';
import { stripeWebhooks } from '../../lib/metrics.js';
import { handle, type ContextFactory } from '../../lib/rest.js';
import { receiveStripeWebhook } from './stripe-webhook.service.js';

/**
 * `POST /api/stripe/webhook`: Stripe's server-to-server call. It reads the body raw, since the signature covers the
 * exact bytes, so it is mounted before any JSON parser and outside the browser CSRF guard (the signature is its guard).
 */
export function stripeWebhookRoutes(createContext: ContextFactory): Router {
  const router = Router();
  router.post(
    '/stripe/webhook',
    (_req, res, next) => {
      res.once('finish', () =>
        stripeWebhooks.inc({ outcome: res.statusCode < 300 ? 'processed' : res.statusCode < 500 ? 'refused' : 'failed' }),
      );
      next();
    },
    express.raw({ type: () => true, limit: '1mb' }),
    handle(createContext, (ctx, req) =>
      receiveStripeWebhook(ctx, Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), req.get('stripe-signature')),
    ),
  );
  return router;
}
