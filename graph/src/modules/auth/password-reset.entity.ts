import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

/**
 * One "forgot password" link sent to a reader. Only the SHA-256 of the link's token is stored, so a copy of the
 * table cannot reset anyone's password. A link works once, until `expiresAt`; using any of a reader's links uses
 * them all.
 */
export class PasswordReset {
  id!: number;
  user!: User;
  tokenHash!: string;
  createdAt: Date = new Date();
  expiresAt!: Date;
  usedAt: Date | null = null;
}

export const PasswordResetSchema = defineEntity({
  class: PasswordReset,
  tableName: 'password_resets',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: p.manyToOne(User).deleteRule('cascade'),
    tokenHash: p.string().length(64).unique('password_resets_token_hash_unique'),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});
