import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './user.entity.js';

/** The user with this username in any letter case, or null; matches the `users_username_lower_unique` index. */
export function findUserByUsername(em: EntityManager, username: string): Promise<User | null> {
  return em.findOne(User, { [raw('lower(username)')]: username.toLowerCase() });
}

/** The user with this email address in any letter case, or null; matches the `users_email_lower_unique` index. */
export function findUserByEmail(em: EntityManager, email: string): Promise<User | null> {
  return em.findOne(User, { [raw('lower(email)')]: email.trim().toLowerCase() });
}

/**
 * The user a sign-in names: by email address when it holds an '@' (usernames cannot), else by username; null when
 * there is none.
 */
export function findUserBySignInName(em: EntityManager, name: string): Promise<User | null> {
  return name.includes('@') ? findUserByEmail(em, name) : findUserByUsername(em, name);
}
