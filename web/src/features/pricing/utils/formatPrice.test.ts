import { describe, expect, it } from 'vitest';
import { formatInterval, formatPrice, formatPricePerInterval } from './formatPrice';

describe('formatPrice', () => {
  it('reads the amount in the currency’s minor unit', () => {
    expect(formatPrice(999, 'USD')).toBe('$9.99');
    expect(formatPrice(1450, 'EUR')).toBe('€14.50');
    expect(formatPrice(123456, 'GBP')).toBe('£1,234.56');
  });

  it('drops the zeros of whole amounts', () => {
    expect(formatPrice(1900, 'USD')).toBe('$19');
    expect(formatPrice(0, 'USD')).toBe('$0');
  });

  it('uses the currency’s own number of minor digits', () => {
    expect(formatPrice(1000, 'JPY')).toBe('¥1,000');
    expect(formatPrice(12345, 'KWD')).toBe('KWD\u00a012.345');
  });

  it('falls back to the amount and the code for a code Intl rejects', () => {
    expect(formatPrice(999, 'US')).toBe('9.99 US');
  });

  it('says the billing interval', () => {
    expect(formatInterval('month')).toBe('per month');
    expect(formatInterval('year')).toBe('per year');
  });

  it('writes a price per interval in running text', () => {
    expect(formatPricePerInterval({ unitAmount: 999, currency: 'USD', interval: 'month' })).toBe('$9.99/month');
    expect(formatPricePerInterval({ unitAmount: 9900, currency: 'EUR', interval: 'year' })).toBe('€99/year');
  });
});
