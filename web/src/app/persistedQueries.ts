import type { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { print } from '@apollo/client/utilities';

/** The SHA-256 of a text as lowercase hex, which is how automatic persisted queries name a document. */
export async function sha256Hex(text: string, subtle: SubtleCrypto): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Automatic persisted queries: each query goes out as `GET /graphql?operationName=…&variables=…&extensions=…` naming
 * its document by the SHA-256 of the text the HTTP link would send, so anonymous readers' answers can be cached by
 * the server and the browser (ETag, `Cache-Control: public`). The first time the server meets a hash (or after it
 * restarts) it answers PERSISTED_QUERY_NOT_FOUND and the link sends the whole document once by POST, which registers
 * it. Mutations stay POST. Without Web Crypto (a page served over plain HTTP from another host than localhost) queries
 * are sent whole by POST as before.
 */
export function persistedQueries(): ApolloLink[] {
  // Web Crypto's digest exists only in secure contexts (HTTPS or localhost).
  const subtle = (globalThis.crypto as Crypto | undefined)?.subtle;
  if (!subtle) return [];
  return [new PersistedQueryLink({ generateHash: (document) => sha256Hex(print(document), subtle), useGETForHashedQueries: true })];
}
