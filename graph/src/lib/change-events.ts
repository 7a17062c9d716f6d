/**
 * Every change event the database and Paperlight's processes exchange over PostgreSQL LISTEN/NOTIFY: the channels,
 * what each event carries, and the parsers that turn a notification back into a typed event. Publishers and listeners
 * use these names; no channel or topic is spelled as a string anywhere else (a lint rule keeps it so). The flow is
 * described in docs/ARCHITECTURE.md#change-events.
 */

/** The channels Paperlight listens on. A channel name is an SQL identifier, so it is never a query parameter. */
export const Channel = {
  /** Live events that processes publish inside their own transactions (see LiveTopic). */
  Live: 'paperlight_events',
  /**
   * Changes to publicly readable data, announced by database triggers whoever writes them (see the read-changes
   * migration): `*`, or the comma-separated ids of the articles whose row or comments changed.
   */
  Reads: 'paperlight_reads',
} as const;

export type ChannelName = (typeof Channel)[keyof typeof Channel];

/** The live events, each routed by the id named beside it. */
export const LiveTopic = {
  /** A comment was added; routed by article id. */
  CommentAdded: 'COMMENT_ADDED',
  /** A comment was deleted; routed by article id. */
  CommentDeleted: 'COMMENT_DELETED',
  /** A session ended (sign-out, expiry or removal); routed by session id, so its open sockets close. */
  SessionEnded: 'SESSION_ENDED',
  /** An API key was revoked; routed by key id, so every process forgets it and closes the sockets opened with it. */
  ApiKeyRevoked: 'API_KEY_REVOKED',
  /** A paper's first summary was stored, so it joined the feed; routed by ALL_ARTICLES, each subscriber filtering. */
  ArticleAdded: 'ARTICLE_ADDED',
} as const;

/** The one routing id of the events about any article (ArticleAdded): subscribers narrow them by their own filter. */
export const ALL_ARTICLES = 'all';

export type LiveTopicName = (typeof LiveTopic)[keyof typeof LiveTopic];

/** What each live event carries: ids only, never a reader's text (NOTIFY payloads are limited to 8,000 bytes). */
export interface LivePayloads {
  /** `restoredAt` (ms since the epoch) marks a comment put back by an undone deletion: a new event for a known id. */
  COMMENT_ADDED: { commentId: number; restoredAt?: number };
  COMMENT_DELETED: { id: number; articleId: number };
  SESSION_ENDED: Record<string, never>;
  API_KEY_REVOKED: Record<string, never>;
  /** The article, and its addition's number, which orders additions for recovery after a reconnection. */
  ARTICLE_ADDED: { articleId: number; additionId: number };
}

/** One live event as it travels through PostgreSQL. */
export type LiveEvent = {
  [Topic in LiveTopicName]: { topic: Topic; routingId: string; payload: LivePayloads[Topic] };
}[LiveTopicName];

/** A live event of one topic. */
export type LiveEventOf<Topic extends LiveTopicName> = Extract<LiveEvent, { topic: Topic }>;

const TOPICS = new Set<string>(Object.values(LiveTopic));

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

const PAYLOAD_CHECKS: { [Topic in LiveTopicName]: (payload: Record<string, unknown>) => boolean } = {
  COMMENT_ADDED: (payload) =>
    isPositiveInteger(payload.commentId) && (payload.restoredAt === undefined || isPositiveInteger(payload.restoredAt)),
  COMMENT_DELETED: (payload) => isPositiveInteger(payload.id) && isPositiveInteger(payload.articleId),
  SESSION_ENDED: () => true,
  API_KEY_REVOKED: () => true,
  ARTICLE_ADDED: (payload) => isPositiveInteger(payload.articleId) && isPositiveInteger(payload.additionId),
};

/** Builds a live event, checked by the compiler against its topic's payload. */
export function liveEvent<Topic extends LiveTopicName>(
  topic: Topic,
  routingId: string | number,
  payload: LivePayloads[Topic],
): LiveEventOf<Topic> {
  return { topic, routingId: String(routingId), payload } as LiveEventOf<Topic>;
}

/** Reads a notification on the live channel; null for anything that is not a well-formed event of a known topic. */
export function parseLiveEvent(raw: string | undefined): LiveEvent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { topic, routingId, payload } = value as Record<string, unknown>;
  if (typeof topic !== 'string' || !TOPICS.has(topic) || typeof routingId !== 'string') return null;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  if (!PAYLOAD_CHECKS[topic as LiveTopicName](payload as Record<string, unknown>)) return null;
  return value as LiveEvent;
}

/**
 * A change to public data: `everything` when any list or count may have changed (an article added or removed, a
 * source or category change, more than 200 articles at once, or the announcements were not heard), else the ids of
 * the articles whose row or comments changed.
 */
export type ReadChange = { kind: 'everything' } | { kind: 'articles'; articleIds: ReadonlySet<number> };

/** The change that drops everything, used too when the listening connection (re)starts and announcements may be lost. */
export const EVERYTHING_CHANGED: ReadChange = { kind: 'everything' };

/** Reads a notification on the reads channel; anything unexpected is treated as a change to everything. */
export function parseReadChange(raw: string | undefined | null): ReadChange {
  if (!raw || raw.trim() === '*') return EVERYTHING_CHANGED;
  const ids = raw.split(',').map((part) => Number(part.trim()));
  if (ids.length === 0 || !ids.every(isPositiveInteger)) return EVERYTHING_CHANGED;
  return { kind: 'articles', articleIds: new Set(ids) };
}
