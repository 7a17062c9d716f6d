import type { EntityManager } from '@mikro-orm/postgresql';

/** One SQL statement with `?` placeholders and its parameters, in the order the placeholders appear. */
export interface SqlStatement {
  sql: string;
  params: unknown[];
}

/** `?, ?, ?`: one placeholder per value, for an `in (…)` list or a row of values. */
export function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}

/** Runs a statement that returns rows, inside the EntityManager's transaction when it has one. */
export function selectRows<T>(em: EntityManager, statement: SqlStatement): Promise<T[]> {
  return em.getConnection().execute<T[]>(statement.sql, statement.params, 'all', em.getTransactionContext());
}

/** Runs a statement for its effect, inside the EntityManager's transaction when it has one; resolves to the rows it changed. */
export async function runStatement(em: EntityManager, statement: SqlStatement): Promise<number> {
  const result = await em
    .getConnection()
    .execute<{ affectedRows: number }>(statement.sql, statement.params, 'run', em.getTransactionContext());
  return result.affectedRows;
}
