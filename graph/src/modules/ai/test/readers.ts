import type { TestDatabase } from '../../../../test/database.js';
import { TestBrowser } from '../../../../test/http-client.js';

let sequence = 0;

/** A browser signed in as a new reader on the free plan. */
export async function freeReader(baseUrl: string, name = 'free'): Promise<{ browser: TestBrowser; userId: number }> {
  sequence += 1;
  const browser = new TestBrowser(baseUrl);
  const userId = Number(await browser.register(`${name}${sequence}${process.pid}`));
  return { browser, userId };
}

/** A browser signed in as a new reader with an active Premium plan for the next 30 days. */
export async function premiumReader(
  db: TestDatabase,
  baseUrl: string,
  name = 'premium',
): Promise<{ browser: TestBrowser; userId: number }> {
  const reader = await freeReader(baseUrl, name);
  await db.orm.em
    .fork()
    .getConnection()
    .execute(
      `insert into memberships (user_id, tier, status, current_period_end) values (?, 'premium', 'active', now() + interval '30 days')`,
      [reader.userId],
      'run',
    );
  return reader;
}

/** The reader's AI use today, as stored. */
export async function usageOf(db: TestDatabase, userId: number): Promise<{ questions: number; takeaways: number; tokens: number }> {
  const [row] = await db.orm.em
    .fork()
    .getConnection()
    .execute<{ questions: number; takeaways: number; tokens: number }[]>(
      "select questions, takeaways, tokens::int as tokens from ai_usage where user_id = ? and day = (now() at time zone 'utc')::date",
      [userId],
    );
  return row ?? { questions: 0, takeaways: 0, tokens: 0 };
}
