import { Router } from 'express';
import { handle, type ContextFactory } from '../../lib/rest.js';
import { requireViewer } from '../../lib/viewer.js';
import { getSubscriptionStatus } from './membership.service.js';

/** `GET /api/subscription-status`, a thin adapter over the membership service. */
export function membershipRoutes(createContext: ContextFactory): Router {
  const router = Router();
  router.get(
    '/subscription-status',
    handle(createContext, (ctx) => getSubscriptionStatus(ctx, requireViewer(ctx, 'READ'))),
  );
  return router;
}
