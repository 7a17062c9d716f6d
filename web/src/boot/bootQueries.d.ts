declare module 'virtual:paperlight-boot-queries' {
  /** Query texts by operation name, exactly as Apollo sends them (built by vite-plugins/bootFetch.ts). */
  export const BOOT_QUERIES: Readonly<Record<string, string>>;
}
