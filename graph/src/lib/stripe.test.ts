import { describe, expect, it } from 'vitest';
import { stripeAddress } from './stripe.js';

describe('stripeAddress', () => {
  it("uses Stripe's own address when no API base is given", () => {
    expect(stripeAddress(null)).toEqual({});
  });

  it('splits an API base into the host, port and protocol the SDK takes', () => {
    expect(stripeAddress('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: '12111', protocol: 'http' });
    expect(stripeAddress('https://stripe-mock.internal')).toEqual({ host: 'stripe-mock.internal', port: 443, protocol: 'https' });
    expect(stripeAddress('http://localhost')).toEqual({ host: 'localhost', port: 80, protocol: 'http' });
  });
});
