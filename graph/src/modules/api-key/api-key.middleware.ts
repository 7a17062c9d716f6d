import type { IncomingMessage } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler, Response } from 'express';
import type { ApiKeyCache, ApiKeyGrant } from '../../lib/api-key-cache.js';
import { type DomainError, toPublicError } from '../../lib/errors.js';
import type { User } from '../user/user.entity.js';
import { authenticateApiKey, bearerSecretOf } from './api-key.service.js';

const grants = new WeakMap<IncomingMessage, ApiKeyGrant>();

/** The API key a request was authenticated with, or null when it carried none. */
export function apiKeyOf(req: IncomingMessage): ApiKeyGrant | null {
  return grants.get(req) ?? null;
}

/** How a refused key is answered on a path: REST's `{ message }` or a GraphQL error. */
export type KeyRefusal = (res: Response, error: DomainError) => void;

/**
 * Authenticates `Authorization: Bearer <secret>`: the request then acts as the key's reader (`req.user`), within the
 * key's scopes, and takes no session (no cookie is read or set). A request without the header passes untouched; a
 * malformed, unknown or revoked key is refused with 401 and `WWW-Authenticate`, never treated as anonymous.
 */
export function bearerAuthentication(runtime: { orm: MikroORM; apiKeyCache: ApiKeyCache | null }, refuse: KeyRefusal): RequestHandler {
  return async (req, res, next) => {
    try {
      const secret = bearerSecretOf(req.get('authorization'));
      if (secret === null) return next();
      const { grant, user } = await authenticateApiKey({ em: runtime.orm.em.fork(), apiKeyCache: runtime.apiKeyCache }, secret);
      grants.set(req, grant);
      req.user = user as Express.User;
      next();
    } catch (error) {
      const publicError = toPublicError(error);
      if (publicError.code === 'UNAUTHENTICATED') res.setHeader('WWW-Authenticate', 'Bearer realm="Paperlight", error="invalid_token"');
      refuse(res, publicError);
    }
  };
}

/** Runs session handlers only for requests without an API key: a keyed request reads no session and sets no cookie. */
export function unlessKeyed(handlers: RequestHandler[]): RequestHandler[] {
  return handlers.map((handler) => (req, res, next) => (grants.has(req) ? next() : handler(req, res, next)));
}

/**
 * The reader and grant of the key in a graphql-ws `connection_init` payload (`{ "Authorization": "Bearer …" }`); null
 * when the payload names none. Throws UNAUTHENTICATED for a malformed, unknown or revoked key.
 */
export async function authenticateConnectionParams(
  runtime: { orm: MikroORM; apiKeyCache: ApiKeyCache | null },
  params: Readonly<Record<string, unknown>> | undefined,
): Promise<{ grant: ApiKeyGrant; user: User; secret: string } | null> {
  const raw = params?.Authorization ?? params?.authorization;
  if (raw === undefined || raw === null) return null;
  const secret = bearerSecretOf(typeof raw === 'string' ? raw : '');
  if (secret === null) return null;
  const found = await authenticateApiKey({ em: runtime.orm.em.fork(), apiKeyCache: runtime.apiKeyCache }, secret);
  return { ...found, secret };
}
