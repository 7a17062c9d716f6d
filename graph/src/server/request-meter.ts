import type { IncomingMessage } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { DomainError } from '../lib/errors.js';
import type { BudgetCounters, RequestMeter as Meter } from '../lib/request-budget.js';
import { RequestMeter } from '../lib/request-budget.js';
import { apiKeyOf } from '../modules/api-key/api-key.middleware.js';
import type { User } from '../modules/user/user.entity.js';

const meters = new WeakMap<IncomingMessage, Meter>();

/** The budget account of a request, once a meter has charged it. */
export function meterOf(req: IncomingMessage): Meter | null {
  return meters.get(req) ?? null;
}

/** A refusal past the budget, in the path's own shape (REST's `{ message }` or a GraphQL error). */
export type BudgetRefusal = (res: Response, error: DomainError) => void;

function setBudgetHeaders(res: Response, meter: Meter): void {
  for (const [name, value] of Object.entries(meter.headers())) res.setHeader(name, value);
}

/**
 * Charges each request 1 point of its caller's hourly budget and sends the IETF RateLimit fields with every answer;
 * past the budget, 429 with `Retry-After` and RATE_LIMITED. The caller is the API key when the request carries one,
 * the signed-in reader, or else the client's address. `phase` 'early' runs before the read cache and the session,
 * charging keyed and cookie-less requests; 'signed-in' runs after the session, charging the rest (cookie requests).
 * GraphQL charges the rest of an operation's cost once its document is known.
 */
export function meterRequests(
  counters: BudgetCounters,
  phase: 'early' | 'signed-in',
  options: { hasSessionCookie: (req: IncomingMessage) => boolean; refuse: BudgetRefusal },
): RequestHandler {
  const { budgets } = counters;
  return (req, res, next) => {
    if (meters.has(req)) return next();
    const key = apiKeyOf(req);
    let subject: string;
    let limit: number;
    if (key) {
      subject = `key:${key.id}`;
      limit = budgets.keyed;
    } else if (phase === 'early' && options.hasSessionCookie(req)) {
      return next();
    } else if (req.user) {
      subject = `reader:${(req.user as User).id}`;
      limit = budgets.signedIn;
    } else {
      subject = `address:${req.ip ?? req.socket.remoteAddress ?? 'unknown'}`;
      limit = budgets.anonymous;
    }
    const meter = new RequestMeter(counters, subject, limit);
    meters.set(req, meter);
    const charged = meter.charge(1);
    setBudgetHeaders(res, meter);
    if (!charged) {
      res.setHeader('Retry-After', String(meter.resetSeconds));
      return options.refuse(res, new DomainError('RATE_LIMITED', meter.refusal(1), { retryAfterSeconds: meter.resetSeconds }));
    }
    next();
  };
}
