import type { EntityManager } from '@mikro-orm/postgresql';
import type { ParsedMail } from 'mailparser';
import type { SourceName } from '#graph/modules/ingestion/article-draft.types.js';
import { draftFrom, grantPremium, insertDrafts } from '#graph-test/factories.js';

export interface ReaderSetup {
  username: string;
  premium?: boolean;
  emailDigest?: boolean;
  frequency?: 'weekly' | 'daily';
  deliveryTime?: string;
  sources?: Partial<Record<SourceName, boolean>>;
}

/** A reader with saved digest preferences (digest on by default) and, unless told otherwise, Premium until 2028. */
export async function createReader(em: EntityManager, setup: ReaderSetup): Promise<number> {
  const connection = em.getConnection();
  const [user] = await connection.execute<{ id: number }[]>(
    "insert into users (username, email, password_hash) values (?, ?, 'not-a-hash') returning id",
    [setup.username, `${setup.username.toLowerCase()}@example.org`],
  );
  if (setup.premium !== false) await grantPremium(em, user.id, new Date('2028-01-01T00:00:00Z'));
  await connection.execute(
    'insert into email_preferences (user_id, email_digest, frequency, delivery_time, sources) values (?, ?, ?, ?, ?::jsonb)',
    [
      user.id,
      setup.emailDigest ?? true,
      setup.frequency ?? 'daily',
      setup.deliveryTime ?? '08:00',
      JSON.stringify({ PubMed: true, medRxiv: true, PLOS: true, DOAJ: true, ...setup.sources }),
    ],
    'run',
  );
  return user.id;
}

let copies = 0;

/** A copy of a real demo article from `source` that arrived in Paperlight at `createdAt`. */
export async function articleArrived(em: EntityManager, source: SourceName, createdAt: Date): Promise<number> {
  copies += 1;
  const [id] = await insertDrafts(em, [
    await draftFrom(copies, { source, publishedDate: new Date(createdAt.getTime() - 86_400_000).toISOString() }),
  ]);
  await em.getConnection().execute('update articles set created_at = ? where id = ?', [createdAt, id], 'run');
  return id;
}

export interface DeliveryRow {
  status: string;
  attempts: number;
  article_ids: number[];
  total_count: number;
  message_id: string;
  last_error: string | null;
  sent_at: Date | null;
  /** As the driver answers it: a Date or its text. */
  period_end: Date | string;
}

/** The delivery record of one reader and period, or null. */
export async function deliveryOf(em: EntityManager, userId: number, periodKey: string): Promise<DeliveryRow | null> {
  const [row] = await em
    .fork()
    .getConnection()
    .execute<DeliveryRow[]>(
      'select status, attempts, article_ids, total_count, message_id, last_error, sent_at, period_end from digest_deliveries where user_id = ? and period_key = ?',
      [userId, periodKey],
    );
  return row ?? null;
}

/** The article ids an email links to, in order. */
export function linkedArticleIds(text: string): number[] {
  return [...new Set([...text.matchAll(/\/article\/(\d+)/g)].map((match) => Number(match[1])))];
}

/** A header's value as the message carries it (mailparser structures List-* headers; this reads the raw line). */
export function rawHeader(parsed: Pick<ParsedMail, 'headerLines'>, name: string): string | null {
  const line = parsed.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ? line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim()
    : null;
}
