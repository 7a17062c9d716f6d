import type { EntityManager } from '@mikro-orm/postgresql';

/** Creates the reader's free membership row unless one exists; safe when two requests race. */
export async function ensureMembershipRow(em: EntityManager, userId: number): Promise<void> {
  await em
    .getConnection()
    .execute('insert into memberships (user_id) values (?) on conflict (user_id) do nothing', [userId], 'run', em.getTransactionContext());
}
