declare module 'virtual:paperlight-boot-queries' {
  /**
   * Query texts by operation name, exactly as Apollo sends them, with their SHA-256 (hex) for automatic persisted
   * queries (built by vite-plugins/bootFetch.ts).
   */
  export const BOOT_QUERIES: Readonly<Record<string, { query: string; hash: string }>>;
}
