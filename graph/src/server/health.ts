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
