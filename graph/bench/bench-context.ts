import type { BenchDatabase } from './bench-database.js';
import type { BenchOptions } from './options.js';

/** What every measurement needs: the running servers, the database and the seeded data's shape. */
export interface BenchContext {
  options: BenchOptions;
  db: BenchDatabase;
  /** The measured server, on the product's ORM configuration. */
  baseUrl: string;
  /** The same server on an ORM whose statements are counted. */
  countingBaseUrl: string;
  /** A server with its anonymous read cache on (the other two run without it), on the counting ORM. */
  cachedBaseUrl: string;
  /** Every seeded category name, in seeding order. */
  categories: string[];
  now: Date;
}

/** Prints a progress line to stderr, so stdout keeps only the results. */
export function progress(message: string): void {
  process.stderr.write(`… ${message}\n`);
}
