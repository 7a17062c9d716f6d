import { Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { RateLimit } from './rate-limit.types.js';

@Resolver()
export class RateLimitResolver {
  @Query(() => RateLimit, {
    nullable: true,
    description:
      "The caller's hourly budget after this request, as the RateLimit-* headers say it; null over graphql-ws, whose operations are not metered.",
  })
  rateLimit(@Ctx() ctx: AppContext): RateLimit | null {
    return ctx.meter?.view() ?? null;
  }
}
