import type { AppServices } from '../../app-services.js';
import { logger } from '../../lib/logger.js';
import { isStripeError, type Payments } from '../../lib/stripe.js';
import type { PlanPrice } from './plan.types.js';

export interface PlanContext {
  now: () => Date;
  services: Pick<AppServices, 'payments' | 'premiumPrice'>;
}

/** Premium's price as shown, and whether it can be bought here. */
export interface PremiumPlanView extends PlanPrice {
  purchasable: boolean;
}

interface CachedPrice {
  price: PlanPrice;
  readAt: number;
}

const RETRY_AFTER_FAILURE_MS = 60_000;
const cache = new WeakMap<Payments, CachedPrice>();
const inFlight = new WeakMap<Payments, Promise<PlanPrice | null>>();

function isPlanInterval(interval: string | undefined): interval is PlanPrice['interval'] {
  return interval === 'month' || interval === 'year';
}

async function readStripePrice(payments: Payments): Promise<PlanPrice | null> {
  try {
    const price = await payments.stripe.prices.retrieve(payments.priceId);
    const interval = price.recurring?.interval;
    if (price.unit_amount === null || !isPlanInterval(interval)) {
      logger.warn(`Stripe price ${payments.priceId} is not a fixed monthly or yearly price; showing PREMIUM_PRICE instead.`);
      return null;
    }
    return { unitAmount: price.unit_amount, currency: price.currency.toUpperCase(), interval };
  } catch (error) {
    if (!isStripeError(error)) throw error;
    logger.warn(`Could not read Premium's price ${payments.priceId} from Stripe: ${error.message}`);
    return null;
  }
}

/**
 * The one price Paperlight shows for Premium everywhere. With payments configured it is the Stripe price that Checkout
 * charges (STRIPE_PRICE_ID), read once and kept for the cache period; when Stripe cannot be read the last price read
 * is kept (and Stripe is asked again a minute later), and before any read the configured PREMIUM_PRICE is shown. Without payments it is PREMIUM_PRICE, billed
 * monthly, and `purchasable` is false. Calls Stripe at most once per cache period.
 */
export async function getPremiumPlan(ctx: PlanContext): Promise<PremiumPlanView> {
  const payments = ctx.services.payments;
  if (!payments) return { ...ctx.services.premiumPrice, purchasable: false };
  const now = ctx.now().getTime();
  const cached = cache.get(payments);
  if (cached && now - cached.readAt < payments.priceCacheMs) return { ...cached.price, purchasable: true };
  let reading = inFlight.get(payments);
  if (!reading) {
    reading = readStripePrice(payments).finally(() => inFlight.delete(payments));
    inFlight.set(payments, reading);
  }
  const price = await reading;
  if (price) {
    cache.set(payments, { price, readAt: now });
    return { ...price, purchasable: true };
  }
  // Stripe could not be read: keep showing what was shown, and ask again a minute later rather than on every request.
  const shown = cached?.price ?? ctx.services.premiumPrice;
  cache.set(payments, { price: shown, readAt: now - payments.priceCacheMs + Math.min(RETRY_AFTER_FAILURE_MS, payments.priceCacheMs) });
  return { ...shown, purchasable: true };
}
