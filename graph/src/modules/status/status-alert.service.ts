import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInputError } from '../../lib/errors.js';
import type { User } from '../user/user.entity.js';
import { StatusAlert } from './status-alert.entity.js';

export interface StatusAlertContext {
  em: EntityManager;
  now: () => Date;
}

export const DEFAULT_ALERT_PAGE = 20;
export const MAX_ALERT_PAGE = 100;

/** The reader's newest status alerts with how many are unread. */
export interface StatusAlertPage {
  alerts: StatusAlert[];
  unreadCount: number;
}

/**
 * The reader's newest status alerts (papers they bookmarked that were retracted, corrected, …), newest first, with
 * their articles, and how many are unread. Throws BadInputError for a page size outside 1–100. Reads only.
 */
export async function listStatusAlerts(ctx: StatusAlertContext, viewer: User, first = DEFAULT_ALERT_PAGE): Promise<StatusAlertPage> {
  if (!Number.isInteger(first) || first < 1 || first > MAX_ALERT_PAGE) {
    throw new BadInputError(`first must be a whole number from 1 to ${MAX_ALERT_PAGE}.`);
  }
  const [alerts, unreadCount] = await Promise.all([
    ctx.em.find(StatusAlert, { user: viewer.id }, { populate: ['article'], orderBy: { id: 'desc' }, limit: first }),
    ctx.em.fork().count(StatusAlert, { user: viewer.id, readAt: null }),
  ]);
  return { alerts, unreadCount };
}

/** Marks every unread status alert of the reader read, now. Returns how many were marked; writes those alerts only. */
export async function markStatusAlertsRead(ctx: StatusAlertContext, viewer: User): Promise<number> {
  return ctx.em.nativeUpdate(StatusAlert, { user: viewer.id, readAt: null }, { readAt: ctx.now() });
}
