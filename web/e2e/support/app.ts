import { createServer } from 'node:net';
import { createTestDatabase, type TestDatabase } from '#graph-test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '#graph-test/factories.js';
import { startTestServer, type TestServer } from '#graph-test/server.js';
import { seedDemoArticles } from '#graph/db/seeders/demo-seeder.js';
import type { ArticleDraft } from '#graph/modules/ingestion/article-draft.types.js';
import type { AppServices } from '#graph/app-services.js';
import { LocalSummariser } from '#graph/modules/summary/local-summariser.service.js';
import { summariseArticles } from '#graph/modules/summary/summary.service.js';

export interface TestApp {
  baseUrl: string;
  db: TestDatabase;
  server: TestServer;
  /** Ids of the articles placed inside the last 7 days, newest first. */
  recentIds: number[];
  close(): Promise<void>;
}

/** How many real demo records are copied into the last 7 days: more than a page, so Load More appears once. */
export const RECENT_ARTICLE_COUNT = 25;

/** A loopback port nothing is listening on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A fresh database with the real demo library (its real, older dates) plus copies of real records dated inside the
 * last week, summarised by the local summariser, and the real server (HTTP + WebSocket) serving the built client. Its
 * public address (PUBLIC_URL: Checkout's return, email links) is the address the browser uses.
 */
export async function startTestApp(
  options: { extraDrafts?: Partial<ArticleDraft>[]; services?: Partial<AppServices> } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const em = db.orm.em.fork();
  const summariser = new LocalSummariser();
  await seedDemoArticles({ em }, summariser);
  const drafts: ArticleDraft[] = [];
  for (let index = 0; index < RECENT_ARTICLE_COUNT; index += 1) {
    // Recent copies come from PLOS and DOAJ only, so PubMed has older articles but none this week.
    drafts.push(await draftFrom(index * 3, { source: index % 2 ? 'PLOS' : 'DOAJ', publishedDate: daysAgo(0.2 + index * 0.2) }));
  }
  for (const extra of options.extraDrafts ?? []) drafts.push(await draftFrom(7, { publishedDate: daysAgo(0.1), ...extra }));
  const recentIds = await insertDrafts(em, drafts);
  await summariseArticles({ em: db.orm.em.fork() }, summariser, recentIds);
  const port = await freePort();
  const server = await startTestServer(db, { services: { publicUrl: `http://127.0.0.1:${port}`, ...options.services }, port });
  return {
    baseUrl: server.baseUrl,
    db,
    server,
    recentIds,
    close: async () => {
      await server.close();
      await db.drop();
    },
  };
}
