import { readGlobalId } from '../src/lib/global-ids.js';

/** The database id inside a global id the API answered; throws when the text is no global id. */
export function databaseIdOf(globalId: string): number {
  const read = readGlobalId(globalId);
  if (!read) throw new Error(`${globalId} is not a global id`);
  return read.databaseId;
}
