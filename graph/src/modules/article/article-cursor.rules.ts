import { BadInputError } from '../../lib/errors.js';
import { ArticleOrder } from './article.enums.js';
import { orderKeyLength, type FeedCursor } from './article-feed.queries.js';

const INVALID_CURSOR = 'The cursor is not valid. Use an endCursor from a previous page of the same query.';

/** Encodes a feed position as an opaque string. */
export function encodeCursor(cursor: FeedCursor): string {
  return Buffer.from(JSON.stringify([cursor.order, cursor.key, cursor.id])).toString('base64url');
}

/** Decodes a cursor made by encodeCursor for the given order; anything else is bad input. */
export function decodeCursor(raw: string, order: ArticleOrder): FeedCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw new BadInputError(INVALID_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw new BadInputError(INVALID_CURSOR);
  const [cursorOrder, key, id] = parsed as unknown[];
  if (typeof cursorOrder !== 'string' || !Object.values(ArticleOrder).includes(cursorOrder as ArticleOrder)) {
    throw new BadInputError(INVALID_CURSOR);
  }
  if (cursorOrder !== order) {
    throw new BadInputError('The cursor belongs to a different order. Start again from the first page.');
  }
  const keyIsValid = (value: unknown) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
  if (
    !Array.isArray(key) ||
    key.length !== orderKeyLength(order) ||
    !key.every(keyIsValid) ||
    typeof id !== 'number' ||
    !Number.isInteger(id)
  ) {
    throw new BadInputError(INVALID_CURSOR);
  }
  if ((order === ArticleOrder.NEWEST || order === ArticleOrder.OLDEST) && Number.isNaN(new Date(key[0] as string).getTime())) {
    throw new BadInputError(INVALID_CURSOR);
  }
  return { order: cursorOrder as ArticleOrder, key: key as (string | number)[], id };
}
