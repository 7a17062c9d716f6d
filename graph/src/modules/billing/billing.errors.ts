import { DomainError } from '../../lib/errors.js';
import type { Payments } from '../../lib/stripe.js';

export const PAYMENTS_OFF = 'Payments are not configured.';
export const ALREADY_PREMIUM = 'You already have Premium. Manage or cancel it from your subscription page.';
export const PAYMENT_PAST_DUE =
  'Your last Premium payment failed. Update your card from your subscription page instead of subscribing again.';
export const CHECKOUT_FAILED = 'The payment provider could not start checkout. Please try again in a moment.';
export const PORTAL_FAILED = 'The payment provider could not open billing management. Please try again in a moment.';
export const REFRESH_FAILED = 'The payment provider could not be reached to confirm your plan. It will update by itself shortly.';
export const NOTHING_TO_MANAGE = 'You have no paid Premium subscription to manage.';
export const GRANTED_NOTHING_TO_MANAGE = 'Your Premium was granted by Paperlight, so there is no billing to manage.';
export const SESSION_NOT_FOUND = 'No checkout session with that id belongs to your account.';
export const BAD_SESSION_ID = 'That is not a checkout session id.';

/** The payments services, or a 503 DomainError saying payments are not configured. */
export function requirePayments(services: { payments: Payments | null }): Payments {
  if (!services.payments) throw new DomainError('SERVICE_UNAVAILABLE', PAYMENTS_OFF);
  return services.payments;
}
