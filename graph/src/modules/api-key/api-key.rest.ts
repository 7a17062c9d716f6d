import { Router } from 'express';
import { BadInputError } from '../../lib/errors.js';
import { handle, type ContextFactory } from '../../lib/rest.js';
import { requireViewer } from '../../lib/viewer.js';
import type { ApiKey } from './api-key.entity.js';
import type { ApiKeyScope } from './api-key.enums.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-key.service.js';

/** A key as the REST API shows it: never its secret or hash. Scopes are named as in GraphQL (READ, WRITE, PREMIUM). */
export function apiKeyJson(key: ApiKey) {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes.map((scope) => scope.toUpperCase()),
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}

function readScopes(body: unknown): ApiKeyScope[] {
  const scopes = (body as { scopes?: unknown } | undefined)?.scopes;
  if (!Array.isArray(scopes) || !scopes.every((scope) => typeof scope === 'string')) {
    throw new BadInputError('scopes must be a list such as ["READ", "WRITE"].');
  }
  return scopes.map((scope) => scope.trim().toLowerCase() as ApiKeyScope);
}

function readKeyId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new BadInputError('The key id must be a whole number.');
  return Number(raw);
}

/**
 * The API key calls of the REST API, as thin adapters over the key service: listing (signed in, or a key with READ),
 * creating and revoking (signed in only).
 */
export function apiKeyRoutes(createContext: ContextFactory): Router {
  const router = Router();

  router.get(
    '/user/api-keys',
    handle(createContext, async (ctx) => (await listApiKeys(ctx, requireViewer(ctx, 'READ'))).map(apiKeyJson)),
  );

  router.post(
    '/user/api-keys',
    handle(createContext, async (ctx, req, res) => {
      const viewer = requireViewer(ctx);
      const name: unknown = (req.body as { name?: unknown } | undefined)?.name;
      if (typeof name !== 'string') throw new BadInputError('name is required: a name to recognise the key by.');
      const { secret, apiKey } = await createApiKey(ctx, viewer, { name, scopes: readScopes(req.body) });
      res.status(201);
      return { secret, apiKey: apiKeyJson(apiKey) };
    }),
  );

  router.delete(
    '/user/api-keys/:id',
    handle(createContext, async (ctx, req) => apiKeyJson(await revokeApiKey(ctx, requireViewer(ctx), readKeyId(String(req.params.id))))),
  );

  return router;
}
