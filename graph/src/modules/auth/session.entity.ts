import { defineEntity, p } from '@mikro-orm/core';

/** A signed-in browser session, stored server-side so logout and expiry take effect at once. */
export class Session {
  sid!: string;
  sess!: Record<string, unknown>;
  expire!: Date;
}

export const SessionSchema = defineEntity({
  class: Session,
  tableName: 'sessions',
  properties: {
    sid: p.string().length(255).primary(),
    sess: p.json<Record<string, unknown>>(),
    expire: p.datetime().index('sessions_expire_index'),
  },
});
