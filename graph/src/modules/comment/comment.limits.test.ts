import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH as CLIENT_COMMENT_MAX_LENGTH } from '../../../../web/src/lib/limits.js';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { COMMENT_MAX_LENGTH } from './comment.entity.js';

describe('the longest comment', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase({ debug: false });
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('is 5,000 characters', () => {
    expect(COMMENT_MAX_LENGTH).toBe(5000);
  });

  it("is the migrated database's check", async () => {
    const [check] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ definition: string }[]>(
        `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'comments_content_check'`,
      );
    expect(check.definition).toContain(`char_length(content) <= ${COMMENT_MAX_LENGTH}`);
  });

  it("is the web client's limit", () => {
    expect(CLIENT_COMMENT_MAX_LENGTH).toBe(COMMENT_MAX_LENGTH);
  });
});
