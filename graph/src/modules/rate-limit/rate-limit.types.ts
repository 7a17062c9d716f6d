import { Field, Int, ObjectType } from 'type-graphql';
import { DateTime } from '../../lib/scalars.js';

@ObjectType({
  description: "The caller's hourly budget of points, as it stands after this request (the RateLimit-* headers say the same).",
})
export class RateLimit {
  @Field(() => Int, { description: 'Points per hour: for each API key, each signed-in reader, and (fewer) each anonymous address.' })
  limit!: number;

  @Field(() => Int, { description: 'Points left until resetAt.' })
  remaining!: number;

  @Field(() => DateTime, { description: 'When the budget starts again in full.' })
  resetAt!: Date;

  @Field(() => Int, { description: "The points this request was charged: the operation's static cost, at least 1." })
  cost!: number;
}
