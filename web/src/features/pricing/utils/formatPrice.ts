const LOCALE = 'en-US';

/**
 * A price in a currency's minor unit (999 USD → '$9.99'), with the minor digits ISO 4217 gives the currency (so 1000
 * JPY is '¥1,000'). Whole amounts drop the zeros ('$19', '$0'). An unknown currency code falls back to '9.99 XYZ'.
 */
export function formatPrice(unitAmount: number, currency: string): string {
  try {
    const digits = new Intl.NumberFormat(LOCALE, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    const scale = 10 ** digits;
    const whole = unitAmount % scale === 0;
    return new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : digits,
      maximumFractionDigits: digits,
    }).format(unitAmount / scale);
  } catch {
    return `${(unitAmount / 100).toFixed(2)} ${currency}`;
  }
}

/** 'month' → 'per month'; the API names the billing interval in the singular. */
export function formatInterval(interval: string): string {
  return `per ${interval}`;
}

/** A price with its interval in the short form used in running text: '$9.99/month'. */
export function formatPricePerInterval(plan: { unitAmount: number; currency: string; interval: string }): string {
  return `${formatPrice(plan.unitAmount, plan.currency)}/${plan.interval}`;
}
