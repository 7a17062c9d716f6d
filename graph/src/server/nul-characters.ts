import type { RequestHandler } from 'express';
import { BadInputError } from '../lib/errors.js';
import { sendError } from '../lib/rest.js';

/** The sentence for text holding a NUL character, which PostgreSQL can neither store nor compare. */
export const NUL_REFUSAL = 'Text cannot contain a NUL character.';

/** True when a parsed JSON value or query string holds a NUL character in any string, key or value, at any depth. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  const entries = Array.isArray(value) ? value.map((item) => ['', item] as const) : Object.entries(value);
  return entries.some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/** Refuses a request whose JSON body or query string holds a NUL character, before anything reads or writes it. */
export const refuseNulCharacters: RequestHandler = (req, res, next) => {
  if (containsNul(req.body) || containsNul(req.query)) return sendError(res, new BadInputError(NUL_REFUSAL));
  next();
};
