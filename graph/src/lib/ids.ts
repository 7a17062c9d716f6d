import { BadInputError } from './errors.js';

const MAX_ID = 2_147_483_647;

/** Parses a database id from user input: a positive whole number that fits a PostgreSQL integer, else BadInputError. */
export function parseId(raw: string | number, what: string): number {
  const text = String(raw).trim();
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > MAX_ID) {
    throw new BadInputError(`The ${what} id must be a positive whole number.`);
  }
  return Number(text);
}
