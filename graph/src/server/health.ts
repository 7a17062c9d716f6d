import type { MikroORM } from '@mikro-orm/postgresql';

const HEALTH_TIMEOUT_MS = 2_000;

/** True when the database answers a trivial query within two seconds. */
export async function databaseIsReachable(orm: MikroORM): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
  });
  const check = orm.em
    .getConnection()
    .execute('select 1')
    .then(() => true)
    .catch(() => false);
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What `/readyz` reports: each thing the API needs to answer readers, and whether all of them hold. */
export interface Readiness {
  ready: boolean;
  database: 'reachable' | 'unreachable';
  migrations: 'applied' | 'pending' | 'unknown';
  liveEvents: 'listening' | 'down';
}

/**
 * The readiness check: the database answers, every migration this code knows is applied (checked until it holds,
 * then remembered, since an applied migration stays applied), and the LISTEN connection that keeps the read cache and
 * live events true is up.
 */
export function readinessCheck(orm: MikroORM, isListening: () => boolean): () => Promise<Readiness> {
  let migrationsApplied = false;
  return async () => {
    const reachable = await databaseIsReachable(orm);
    let migrations: Readiness['migrations'] = migrationsApplied ? 'applied' : 'unknown';
    if (reachable && !migrationsApplied) {
      const pending = await orm.migrator.getPending().catch(() => null);
      if (pending) {
        migrationsApplied = pending.length === 0;
        migrations = migrationsApplied ? 'applied' : 'pending';
      }
    }
    const listening = isListening();
    return {
      ready: reachable && migrations === 'applied' && listening,
      database: reachable ? 'reachable' : 'unreachable',
      migrations,
      liveEvents: listening ? 'listening' : 'down',
    };
  };
}
