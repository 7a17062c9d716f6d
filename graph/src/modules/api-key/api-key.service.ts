import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ApiKeyCache, ApiKeyGrant } from '../../lib/api-key-cache.js';
import { BadInputError, DomainError, NotFoundError } from '../../lib/errors.js';
import { User } from '../user/user.entity.js';
import { findUser } from '../user/user.service.js';
import { ApiKey } from './api-key.entity.js';
import { ApiKeyScope } from './api-key.enums.js';
import { announceApiKeyRevoked } from './api-key.events.js';
import { MAX_API_KEY_NAME, MAX_LIVE_API_KEYS } from './api-key.limits.js';
import { lockReaderKeys, useKeyByHash } from './api-key.queries.js';

/** What the key services need: the request's EntityManager, the clock and the process's cache of looked-up keys. */
export interface ApiKeyServiceContext {
  em: EntityManager;
  now: () => Date;
  apiKeyCache: ApiKeyCache | null;
}

export interface CreateApiKeyInput {
  name: string;
  scopes: readonly ApiKeyScope[];
}

/** Every secret starts with this, so a leaked one is recognisable (and secret scanners can look for it). */
export const API_KEY_PREFIX = 'pl_';
/** How many characters of a secret are shown in listings: the prefix and eight random characters. */
const VISIBLE_LENGTH = API_KEY_PREFIX.length + 8;
const SECRET_PATTERN = /^pl_[A-Za-z0-9_-]{40}$/;

/** The sentence of every refused key, whatever was wrong with it, so a caller learns nothing about other keys. */
export const INVALID_API_KEY = 'The API key is not valid: it is malformed, unknown or revoked. Create a key in your profile.';

const SCOPES = new Set<string>(Object.values(ApiKeyScope));

/** The SHA-256 of a secret, in hex: what is stored and looked up. A secret has 240 random bits, so no slow hash is needed. */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function newSecret(): string {
  return `${API_KEY_PREFIX}${randomBytes(30).toString('base64url')}`;
}

function checkName(raw: string): string {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (!name) throw new BadInputError('Give the API key a name, such as the program that will use it.');
  if (name.length > MAX_API_KEY_NAME) throw new BadInputError(`An API key's name is at most ${MAX_API_KEY_NAME} characters.`);
  return name;
}

function checkScopes(raw: readonly string[]): ApiKeyScope[] {
  if (!raw.length) throw new BadInputError('Choose at least one scope for the API key: READ, WRITE or PREMIUM.');
  if (!raw.every((scope) => SCOPES.has(scope))) throw new BadInputError("An API key's scopes are READ, WRITE and PREMIUM.");
  const order = Object.values(ApiKeyScope);
  return [...new Set(raw as ApiKeyScope[])].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/**
 * Creates a named API key with scopes for the reader and answers its secret, which is shown this once: only its
 * SHA-256 is stored. A reader has at most MAX_LIVE_API_KEYS keys that are not revoked. Bad input or a full list
 * writes nothing (BadInputError, or FORBIDDEN at the limit).
 */
export async function createApiKey(
  ctx: ApiKeyServiceContext,
  viewer: User,
  input: CreateApiKeyInput,
): Promise<{ secret: string; apiKey: ApiKey }> {
  const name = checkName(input.name);
  const scopes = checkScopes(input.scopes);
  const secret = newSecret();
  const apiKey = await ctx.em.transactional(async (em) => {
    await lockReaderKeys(em, viewer.id);
    const live = await em.count(ApiKey, { user: viewer.id, revokedAt: null });
    if (live >= MAX_LIVE_API_KEYS) {
      throw new DomainError(
        'FORBIDDEN',
        `You have ${MAX_LIVE_API_KEYS} API keys, the most Paperlight allows. Revoke one to create another.`,
      );
    }
    const key = em.create(ApiKey, {
      user: em.getReference(User, viewer.id),
      name,
      prefix: secret.slice(0, VISIBLE_LENGTH),
      secretHash: hashApiKeySecret(secret),
      scopes,
      createdAt: ctx.now(),
      lastUsedAt: null,
      revokedAt: null,
    });
    await em.flush();
    return key;
  });
  return { secret, apiKey };
}

/** The reader's keys that are not revoked, newest first. Reads only. */
export async function listApiKeys(ctx: { em: EntityManager }, viewer: User): Promise<ApiKey[]> {
  return ctx.em.find(ApiKey, { user: viewer.id, revokedAt: null }, { orderBy: { id: 'desc' } });
}

/** One of the reader's keys, revoked or not; null for another reader's key or none. Reads only. */
export async function findApiKey(ctx: { em: EntityManager }, viewer: User, id: number): Promise<ApiKey | null> {
  return ctx.em.findOne(ApiKey, { id, user: viewer.id });
}

/**
 * Revokes one of the reader's keys: it stops working at once in this process and, by an event sent when the
 * revocation commits, in every other, where the sockets opened with it are closed. Revoking a revoked key changes
 * nothing. NotFoundError for another reader's key or none.
 */
export async function revokeApiKey(ctx: ApiKeyServiceContext, viewer: User, id: number): Promise<ApiKey> {
  const key = await ctx.em.transactional(async (em) => {
    const found = await em.findOne(ApiKey, { id, user: viewer.id });
    if (!found) throw new NotFoundError('API key not found.');
    if (found.revokedAt) return found;
    found.revokedAt = ctx.now();
    await em.flush();
    await announceApiKeyRevoked(em, found.id);
    return found;
  });
  ctx.apiKeyCache?.forget(key.id);
  return key;
}

/**
 * The grant and reader of an API key's secret. A kept grant costs no statement; otherwise one statement finds the
 * live key and records its use (so `lastUsedAt` is right to within the cache's minute). A malformed, unknown or
 * revoked secret, or one whose reader is gone, is UNAUTHENTICATED.
 */
export async function authenticateApiKey(
  ctx: { em: EntityManager; apiKeyCache: ApiKeyCache | null },
  secret: string,
): Promise<{ grant: ApiKeyGrant; user: User }> {
  if (!SECRET_PATTERN.test(secret)) throw new DomainError('UNAUTHENTICATED', INVALID_API_KEY);
  const hash = hashApiKeySecret(secret);
  let grant = ctx.apiKeyCache?.get(hash);
  if (!grant) {
    const row = await useKeyByHash(ctx.em, hash);
    if (!row) throw new DomainError('UNAUTHENTICATED', INVALID_API_KEY);
    grant = row;
    ctx.apiKeyCache?.set(hash, grant);
  }
  const user = await findUser(ctx, grant.userId);
  if (!user) throw new DomainError('UNAUTHENTICATED', INVALID_API_KEY);
  return { grant, user };
}

/** The secret an `Authorization` header carries (`Bearer <secret>`, the scheme in any case); null when it carries none. */
export function bearerSecretOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new DomainError('UNAUTHENTICATED', 'Send the API key as Authorization: Bearer pl_… (the whole secret).');
  return match[1];
}
