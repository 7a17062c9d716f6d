import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

/** One reader's use of the AI features on one UTC day: the exact count the daily budget is checked against. */
export class AiUsage {
  user!: User;
  /** The UTC day, as YYYY-MM-DD. */
  day!: string;
  questions = 0;
  takeaways = 0;
  /** Tokens the provider reported, plus the ceilings of calls still running. */
  tokens = 0;
}

export const AiUsageSchema = defineEntity({
  class: AiUsage,
  tableName: 'ai_usage',
  properties: {
    user: p.manyToOne(User).primary().deleteRule('cascade'),
    day: p.string().columnType('date').primary(),
    questions: p.integer().default(0).check('questions >= 0'),
    takeaways: p.integer().default(0).check('takeaways >= 0'),
    tokens: p.bigint('number').default(0).check('tokens >= 0'),
  },
});
