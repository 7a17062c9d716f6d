import argon2 from 'argon2';

// OWASP's Argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane.
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let dummyHash: Promise<string> | null = null;

/** Hashes a password with Argon2id; the PHC string records the parameters. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS);
}

/**
 * Checks a password against a stored hash. With no stored hash (unknown user) it still spends the time of one
 * verification, so response times do not reveal which usernames exist.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
