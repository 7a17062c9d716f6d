import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '#graph/config/env.js';
import { getSubscriptionStatus } from '#graph/modules/membership/membership.service.js';
import { registerUser } from '#graph/modules/user/user.service.js';
import type { User } from '#graph/modules/user/user.entity.js';
import { membershipOf } from '#graph-test/billing.js';
import { createTestDatabase, type TestDatabase } from '#graph-test/database.js';
import { runOps } from './cli.js';

let db: TestDatabase;
let stdout: string[];
let stderr: string[];
let alice: User;
let payer: User;
const emptyDataDir = mkdtempSync(path.join(tmpdir(), 'paperlight-ops-premium-'));
const DAY_MS = 86_400_000;

function day(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

// Premium commands need only the database: no TEMPORAL_ADDRESS is given, so touching Temporal would fail with exit 3.
function ops(argv: string[]): Promise<number> {
  const env = loadEnv({ PAPERLIGHT_DATA_DIR: emptyDataDir, DATABASE_URL: db.url });
  return runOps(argv, env, { log: (line) => stdout.push(line), error: (line) => stderr.push(line), interactive: false });
}

const statusOf = (user: User) => getSubscriptionStatus({ em: db.orm.em.fork(), now: () => new Date() }, user);

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  const ctx = { em: db.orm.em.fork(), now: () => new Date() };
  alice = await registerUser(ctx, { username: 'Alice', email: 'alice@example.org', password: 'correct horse' });
  payer = await registerUser(ctx, { username: 'payer', email: 'payer@example.org', password: 'correct horse' });
  await db.orm.em
    .fork()
    .getConnection()
    .execute(
      `insert into memberships (user_id, tier, status, source, stripe_customer_id, stripe_subscription_id, current_period_end)
       values (?, 'premium', 'active', 'stripe', 'cus_payer', 'sub_payer', now() + interval '20 days')`,
      [payer.id],
    );
});

beforeEach(() => {
  stdout = [];
  stderr = [];
});

afterAll(async () => {
  await db?.drop();
});

describe('npm run ops -- premium', () => {
  it('grants Premium through a day, labelled as granted, then replaces and revokes the grant', async () => {
    const until = day(10);
    expect(await ops(['premium', 'grant', '--user', 'alice', '--until', until])).toBe(0);
    const endsAt = new Date(Date.parse(`${until}T00:00:00Z`) + DAY_MS);
    expect(stdout).toEqual([
      `Granted Premium to Alice through ${until} (access ends ${endsAt.toISOString().slice(0, 10)} 00:00 UTC); it is labelled as granted, not paid.`,
    ]);
    expect(await membershipOf(db, alice.id)).toMatchObject({
      tier: 'premium',
      status: 'active',
      source: 'grant',
      grantedBy: expect.stringMatching(/\(ops CLI\)$/),
      currentPeriodEnd: endsAt.getTime() / 1000,
      cancelAtPeriodEnd: true,
      stripeCustomerId: null,
    });
    expect(await statusOf(alice)).toMatchObject({ tier: 'premium', hasAccess: true, granted: true, cancelAtPeriodEnd: true });

    expect(await ops(['premium', 'grant', '--user', 'ALICE'])).toBe(0);
    expect(stdout.at(-1)).toBe(
      'Granted Premium to Alice with no end date, replacing the earlier grant; it is labelled as granted, not paid. Revoke it with `npm run ops -- premium revoke --user Alice`.',
    );
    expect(await statusOf(alice)).toMatchObject({ hasAccess: true, currentPeriodEnd: null, cancelAtPeriodEnd: false, granted: true });

    expect(await ops(['premium', 'revoke', '--user', 'alice'])).toBe(0);
    expect(stdout.at(-1)).toBe("Revoked Alice's granted Premium; they are on the free plan now.");
    expect(await statusOf(alice)).toMatchObject({ tier: 'free', hasAccess: false, granted: false });
    expect(await ops(['premium', 'revoke', '--user', 'alice'])).toBe(1);
    expect(stderr).toEqual(['Alice has no granted Premium to revoke.']);
  });

  it('never grants over or revokes a paid subscription', async () => {
    expect(await ops(['premium', 'grant', '--user', 'payer'])).toBe(1);
    expect(await ops(['premium', 'revoke', '--user', 'payer'])).toBe(1);
    expect(stderr).toEqual([
      'payer already pays for Premium (status active); nothing was granted. Their subscription is managed in Stripe.',
      'payer pays for Premium through Stripe; cancel the subscription in the Stripe Dashboard or let them cancel it from the subscription page.',
    ]);
    expect(await membershipOf(db, payer.id)).toMatchObject({ source: 'stripe', grantedBy: null, stripeSubscriptionId: 'sub_payer' });
  });

  it('explains unknown readers, unusable dates and missing arguments, and writes nothing', async () => {
    const cases: [string[], string][] = [
      [['premium', 'grant', '--user', 'nobody'], 'No reader is named "nobody".'],
      [['premium', 'grant', '--user', 'alice', '--until', '2026-02-30'], '--until must be a date written YYYY-MM-DD; it is "2026-02-30".'],
      [['premium', 'grant', '--user', 'alice', '--until', day(-2)], `--until ${day(-2)} has already passed; give today or a later day.`],
      [['premium', 'grant'], 'premium grant needs --user <username>.'],
      [['premium', 'extend', '--user', 'alice'], 'Unknown premium action "extend"; use grant or revoke.'],
      [['premium', 'revoke', '--user', 'alice', '--until', day(3)], 'premium revoke ends the grant now; it takes no --until.'],
    ];
    for (const [argv, message] of cases) {
      stderr = [];
      expect({ argv, code: await ops(argv), stderr }).toEqual({ argv, code: 1, stderr: [message] });
    }
    expect(await statusOf(alice)).toMatchObject({ tier: 'free', hasAccess: false });
  });

  it('runs from the real command line against DATABASE_URL', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'workflows/src/ops/main.ts', 'premium', 'grant', '--user', 'alice', '--until', day(1)],
      {
        env: { PATH: process.env.PATH ?? '', PAPERLIGHT_DATA_DIR: emptyDataDir, DATABASE_URL: db.url },
        encoding: 'utf8',
      },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Granted Premium to Alice through /);
  });
});
