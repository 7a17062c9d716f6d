import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FIELD_MINIMUMS,
  CATEGORY_COUNT,
  INGESTION_CATCH_UP_DAYS,
  SESSION_IDLE_MINUTES,
  SIGN_IN_PAUSE,
} from '../../../web/src/lib/limits.js';
import { LOGIN_PAIR_LIMIT } from '../modules/auth/login.limits.js';
import { SESSION_IDLE_MS } from '../modules/auth/session.middleware.js';
import { CATEGORIES } from '../modules/category/category.rules.js';
import { MAX_WINDOW_MS } from '../modules/ingestion/ingestion-run.service.js';
import { PASSWORD_MIN, USERNAME_MIN } from '../modules/user/user.rules.js';

// The figures the web client's marketing, help and policy pages state (web/src/pages/static/pageClaims.test.tsx walks
// them) are restated in web/src/lib/limits.ts, since the client cannot import the server; these hold each to the
// server's own definition (docs/product/limits.md#shared-with-the-client).
describe("the figures the client's pages state", () => {
  it('are the shortest username and password registration accepts', () => {
    expect(ACCOUNT_FIELD_MINIMUMS).toEqual({ username: USERNAME_MIN, password: PASSWORD_MIN });
  });

  it('are how long an idle session lasts', () => {
    expect(SESSION_IDLE_MINUTES * 60_000).toBe(SESSION_IDLE_MS);
  });

  it('are when sign-in to an account pauses after wrong passwords, and for how long', () => {
    expect(SIGN_IN_PAUSE).toEqual({
      wrongPasswords: LOGIN_PAIR_LIMIT.points,
      windowMinutes: LOGIN_PAIR_LIMIT.durationSeconds / 60,
      pauseMinutes: (LOGIN_PAIR_LIMIT.blockSeconds ?? 0) / 60,
    });
  });

  it("are how far back a source's next check reaches", () => {
    expect(INGESTION_CATCH_UP_DAYS * 24 * 60 * 60_000).toBe(MAX_WINDOW_MS);
  });

  it('are how many categories there are', () => {
    expect(CATEGORY_COUNT).toBe(CATEGORIES.length);
  });
});
