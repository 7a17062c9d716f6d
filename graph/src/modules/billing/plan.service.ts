import type { AppServices } from '../../app-services.js';
import type { PlanPrice } from './plan.types.js';

/** The one price Paperlight shows for Premium everywhere: the configured PREMIUM_PRICE, billed monthly. */
export async function getPremiumPrice(ctx: { services: AppServices }): Promise<PlanPrice> {
  return ctx.services.premiumPrice;
}
