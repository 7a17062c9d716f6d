import type { EntityManager } from '@mikro-orm/postgresql';
import type { ApiKeyGrant } from '../../lib/api-key-cache.js';
import { readGlobalId, type NodeTypeName } from '../../lib/global-ids.js';
import { BadInputError } from '../../lib/errors.js';
import { requireViewer } from '../../lib/viewer.js';
import { findApiKey } from '../api-key/api-key.service.js';
import { Article } from '../article/article.entity.js';
import { Bookmark } from '../bookmark/bookmark.entity.js';
import { findComment } from '../comment/comment.service.js';
import type { User } from '../user/user.entity.js';

/** What reading a node needs: the request's EntityManager and who is asking. */
export interface NodeServiceContext {
  em: EntityManager;
  viewer: User | null;
  apiKey?: ApiKeyGrant | null;
}

/** How many ids one `nodes` call may read. */
export const MAX_NODE_IDS = 100;

type NodeLoader = (ctx: NodeServiceContext, databaseId: number) => Promise<object | null>;

// Each type is read with exactly the rule of its direct fields: articles and comments are public; a bookmark is its
// reader's own (sign-in required, as `bookmarks` requires it); a user is visible only to itself (as `me`); an API key
// only to its reader (as `me { apiKeys }`).
const LOADERS: Partial<Record<NodeTypeName, NodeLoader>> = {
  Article: (ctx, id) => ctx.em.findOne(Article, { id }),
  Comment: (ctx, id) => findComment(ctx, id),
  Bookmark: (ctx, id) => ctx.em.findOne(Bookmark, { id, user: requireViewer(ctx, 'READ').id }, { populate: ['article'] }),
  User: async (ctx, id) => (ctx.viewer?.id === id ? ctx.viewer : null),
  ApiKey: (ctx, id) => findApiKey(ctx, requireViewer(ctx, 'READ'), id),
};

/**
 * Finds the object a global id names, or null when there is none or the viewer may not see it. An id that is not a
 * global id of this API is BadInputError; a bookmark's id read anonymously is UNAUTHENTICATED. Reads only.
 */
export async function findNode(ctx: NodeServiceContext, rawId: string): Promise<object | null> {
  const global = readGlobalId(rawId);
  if (!global) throw new BadInputError(`"${rawId.slice(0, 100)}" is not an id this API issued.`);
  const load = LOADERS[global.type];
  return load ? load(ctx, global.databaseId) : null;
}

/** `findNode` for each id, in order; more than MAX_NODE_IDS ids is BadInputError. Reads only. */
export async function findNodes(ctx: NodeServiceContext, rawIds: readonly string[]): Promise<(object | null)[]> {
  if (rawIds.length > MAX_NODE_IDS) throw new BadInputError(`nodes reads at most ${MAX_NODE_IDS} ids at a time.`);
  return Promise.all(rawIds.map((id) => findNode(ctx, id)));
}
