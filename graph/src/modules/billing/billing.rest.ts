import { Router } from 'express';
import { BadInputError } from '../../lib/errors.js';
import { handle, type ContextFactory } from '../../lib/rest.js';
import { requireViewer } from '../../lib/viewer.js';
import { openBillingPortal, refreshSubscriptionStatus, startCheckout } from './billing.service.js';

function sessionIdOf(body: unknown): string | null {
  const value = (body as { sessionId?: unknown } | undefined)?.sessionId;
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw new BadInputError('sessionId must be text.');
  return value;
}

/** The payment calls of the REST API (docs/product/rest.md#premium-and-payments), as thin adapters over the billing service. */
export function billingRoutes(createContext: ContextFactory): Router {
  const router = Router();
  router.post(
    '/create-subscription',
    handle(createContext, (ctx) => startCheckout(ctx, requireViewer(ctx))),
  );
  router.post(
    '/billing-portal',
    handle(createContext, (ctx) => openBillingPortal(ctx, requireViewer(ctx))),
  );
  router.post(
    '/subscription-status/refresh',
    handle(createContext, (ctx, req) => {
      const viewer = requireViewer(ctx);
      return refreshSubscriptionStatus(ctx, viewer, sessionIdOf(req.body));
    }),
  );
  return router;
}
