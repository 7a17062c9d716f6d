import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './user.entity.js';

/** The user with this username in any letter case, or null; matches the `users_username_lower_unique` index. */
export function findUserByUsername(em: EntityManager, username: string): Promise<User | null> {
  return em.findOne(User, { [raw('lower(username)')]: username.toLowerCase() });
}
