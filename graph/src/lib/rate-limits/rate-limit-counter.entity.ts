import { defineEntity, p } from '@mikro-orm/core';

/** One counter of the rate limiter: the policy's prefix and the subject as the key, points used, expiry in epoch ms. */
export class RateLimitCounter {
  key!: string;
  points = 0;
  expire: number | null = null;
}

export const RateLimitCounterSchema = defineEntity({
  class: RateLimitCounter,
  tableName: 'rate_limits',
  properties: {
    key: p.string().length(255).primary(),
    points: p.integer().default(0),
    expire: p.bigint('number').nullable().index('rate_limits_expire_index'),
  },
});
