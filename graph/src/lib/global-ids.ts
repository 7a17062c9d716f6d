import { fromGlobalId, toGlobalId } from 'graphql-relay';
import type { MiddlewareFn } from 'type-graphql';
import { BadInputError } from './errors.js';

const MAX_ID = 2_147_483_647;

/** The GraphQL types that implement `Node`: each has an opaque global id and a `databaseId`. */
export const NODE_TYPES = ['Article', 'Comment', 'Bookmark', 'User', 'ApiKey'] as const;
export type NodeTypeName = (typeof NODE_TYPES)[number];

const NOUNS: Record<NodeTypeName, string> = {
  Article: 'an article',
  Comment: 'a comment',
  Bookmark: 'a bookmark',
  User: 'a user',
  ApiKey: 'an API key',
};

/** The opaque global id of a row of one of the Node types (the Relay convention: base64 of `Type:databaseId`). */
export function globalIdOf(type: NodeTypeName, databaseId: number): string {
  return toGlobalId(type, String(databaseId));
}

/** A global id read back: its type and database id, or null when the text is not a global id this API issues. */
export function readGlobalId(raw: string): { type: NodeTypeName; databaseId: number } | null {
  const decoded = fromGlobalId(raw.trim());
  const type = NODE_TYPES.find((name) => name === decoded.type);
  if (!type || !isDatabaseId(decoded.id)) return null;
  return { type, databaseId: Number(decoded.id) };
}

function isDatabaseId(text: string): boolean {
  return /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_ID;
}

/**
 * Reads a GraphQL id argument naming a `type` row: the type's global id, or its bare database id (the number REST
 * paths and the web client's article links carry). Anything else, another type's global id included, is a BadInputError
 * whose sentence names the argument.
 */
export function parseGlobalIdArg(raw: string, type: NodeTypeName, argument: string): number {
  const text = raw.trim();
  if (isDatabaseId(text)) return Number(text);
  const global = readGlobalId(text);
  if (global?.type === type) return global.databaseId;
  throw new BadInputError(`${argument} must be the id of ${NOUNS[type]} (or its databaseId).`);
}

/** Field middleware: the field's database id answered as the global id of a `type` row. */
export function asGlobalId(type: NodeTypeName): MiddlewareFn {
  return async (_, next) => {
    const databaseId: unknown = await next();
    return typeof databaseId === 'number' ? globalIdOf(type, databaseId) : databaseId;
  };
}
