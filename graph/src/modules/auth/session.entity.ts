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

/** Failed sign-in attempts for one account or one network address within the current window. */
export class LoginThrottle {
  key!: string;
  failures = 0;
  windowStartedAt: Date = new Date();
  lockedUntil: Date | null = null;
}

export const LoginThrottleSchema = defineEntity({
  class: LoginThrottle,
  tableName: 'login_throttles',
  properties: {
    key: p.string().length(400).primary(),
    failures: p.integer().default(0).check('failures >= 0'),
    windowStartedAt: p.datetime().defaultRaw('now()'),
    lockedUntil: p.datetime().nullable(),
  },
});
