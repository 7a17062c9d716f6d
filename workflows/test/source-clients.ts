import { createSourceClients, type SourceClients, type SourceClientsConfig } from '../src/sources/index.js';
import type { SourceServer } from './source-server.js';

/** Source clients pointed at the local stand-ins, with no etiquette spacing and short retry waits. */
export function testSourceClients(server: SourceServer, overrides: Partial<SourceClientsConfig> = {}): SourceClients {
  return createSourceClients({
    baseUrls: server.baseUrls,
    ncbiApiKey: null,
    ncbiEmail: 'ops@paperlight.test',
    minIntervalMs: { pubmed: 0, medrxiv: 0, plos: 0, doaj: 0 },
    retryDelayMs: 20,
    timeoutMs: 5_000,
    ...overrides,
  });
}
