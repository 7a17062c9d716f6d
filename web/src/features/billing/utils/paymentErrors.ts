import { getErrorMessage } from '../../../lib/errors';

// The server's sentence when STRIPE_SECRET_KEY is not set (503 on every payment call).
const PAYMENTS_OFF_MESSAGE = 'Payments are not configured.';

/** What a reader is told when this Paperlight takes no payments. */
export const PAYMENTS_OFF_SENTENCE =
  'Payments are not configured on this Paperlight server, so Premium cannot be bought or managed here. Whoever runs it can grant Premium to your account.';

/** The sentence to show for a failed payment call: the server's own, with 'payments are off' spelled out for readers. */
export function paymentErrorSentence(error: unknown, fallback: string): string {
  const message = getErrorMessage(error, fallback);
  return message === PAYMENTS_OFF_MESSAGE ? PAYMENTS_OFF_SENTENCE : message;
}
