/** What a live API key lets a request do: whose key it is and its scopes. */
export interface ApiKeyGrant {
  id: number;
  userId: number;
  scopes: readonly string[];
}

interface Entry {
  grant: ApiKeyGrant;
  expiresAt: number;
}

/**
 * The API keys one process has looked up recently, by the SHA-256 of their secret, so a keyed request costs no
 * statement to authorise. An entry is trusted for `ttlMs` (its next lookup records the key's use again), forgotten at
 * once when its key is revoked in any process (by event), and nothing is served while `trusted()` is false (the
 * process cannot hear revocations then). Unknown secrets are never kept.
 */
export class ApiKeyCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number; trusted: () => boolean; now?: () => number }) {}

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  /** The grant kept for a secret's hash, or undefined when none is kept, it is stale or revocations cannot be heard. */
  get(secretHash: string): ApiKeyGrant | undefined {
    if (!this.options.trusted()) return undefined;
    const entry = this.entries.get(secretHash);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(secretHash);
      return undefined;
    }
    return entry.grant;
  }

  /** Keeps a grant just read from the database; the oldest entry goes when the cache is full. */
  set(secretHash: string, grant: ApiKeyGrant): void {
    if (!this.options.trusted()) return;
    this.entries.delete(secretHash);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(secretHash, { grant, expiresAt: this.now() + this.options.ttlMs });
  }

  /** Forgets a key (revoked). */
  forget(apiKeyId: number): void {
    for (const [hash, entry] of this.entries) if (entry.grant.id === apiKeyId) this.entries.delete(hash);
  }

  /** Forgets every key: revocations may have been missed while the process could not hear them. */
  clear(): void {
    this.entries.clear();
  }
}
