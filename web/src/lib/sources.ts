import type { Source } from '../gql/graphql';

/** The sources, in the order readers see them. */
export const SOURCES: readonly Source[] = ['PUBMED', 'MEDRXIV', 'PLOS', 'DOAJ'];

/** Each source as readers see it named (and as URLs and REST spell it); GraphQL names it in capitals. */
export const SOURCE_LABELS = { PUBMED: 'PubMed', MEDRXIV: 'medRxiv', PLOS: 'PLOS', DOAJ: 'DOAJ' } as const satisfies Record<Source, string>;

export function isSource(value: string): value is Source {
  return (SOURCES as readonly string[]).includes(value);
}

/** A source's name as readers see it; anything that is no source is shown as it is. */
export function sourceLabel(source: string): string {
  return isSource(source) ? SOURCE_LABELS[source] : source;
}

/** The source a reader-facing name (`PubMed`) stands for, or null. */
export function sourceFromLabel(label: string): Source | null {
  return SOURCES.find((source) => SOURCE_LABELS[source] === label) ?? null;
}
