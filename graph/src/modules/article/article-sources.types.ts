/**
 * The four research sources Paperlight reads, spelled as readers see them, in the order listings use. This is the one
 * definition: the GraphQL `Source` enum, the drafts, the database checks and the workflows' contracts derive from it,
 * and tests compare the client's lists with it. The module imports nothing, so any part may use it.
 */
export const SOURCE_NAMES = ['PubMed', 'medRxiv', 'PLOS', 'DOAJ'] as const;

export type SourceName = (typeof SOURCE_NAMES)[number];

export function isSourceName(value: string): value is SourceName {
  return (SOURCE_NAMES as readonly string[]).includes(value);
}

/** The check constraint of a `source` column: `source in ('PubMed', …)`. */
export const SOURCE_CHECK = `source in (${SOURCE_NAMES.map((name) => `'${name}'`).join(', ')})`;
