import { BadInputError } from './errors.js';

/** The largest page any list answers, in GraphQL (`first`) and REST (`limit`). */
export const MAX_PAGE_SIZE = 100;

/** One page of a list kept in id order, with each item's cursor and whether more follow. */
export interface IdPage<T> {
  items: T[];
  cursors: string[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** Where a page starts and how long it is, as the services take it. */
export interface PageRequest {
  first?: number | null;
  after?: string | null;
}

/** An opaque cursor for the item with this id in the list named `kind` ("comment", "bookmark"). */
export function encodeIdCursor(kind: string, id: number): string {
  return Buffer.from(`${kind}:${id}`).toString('base64url');
}

/** Reads a cursor made by encodeIdCursor for the same kind of list; anything else is BadInputError. */
export function decodeIdCursor(kind: string, raw: string): number {
  const match = /^([a-z]+):(\d{1,15})$/.exec(Buffer.from(raw, 'base64url').toString('utf8'));
  if (!match || match[1] !== kind) {
    throw new BadInputError('The cursor is not valid. Use an endCursor from a previous page of the same list.');
  }
  return Number(match[2]);
}

/** The page size asked for, or `fallback`; outside 1 to MAX_PAGE_SIZE it is BadInputError. */
export function pageSize(first: number | null | undefined, fallback: number): number {
  const size = first ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw new BadInputError(`first must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
  }
  return size;
}

/** Turns `size + 1` fetched rows into a page of `size`: the extra row only says that more follow. */
export function toIdPage<T>(kind: string, rows: T[], size: number, idOf: (item: T) => number, after: boolean): IdPage<T> {
  const items = rows.slice(0, size);
  return {
    items,
    cursors: items.map((item) => encodeIdCursor(kind, idOf(item))),
    hasNextPage: rows.length > size,
    hasPreviousPage: after,
  };
}
