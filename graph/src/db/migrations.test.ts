import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
});

afterAll(async () => {
  await db?.drop();
});

describe('migrations', () => {
  it('leave the database exactly as the entities describe it (run `npm run migration:create` after changing an entity)', async () => {
    const diff = await db.orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: true });
    expect(diff.trim()).toBe('');
  });

  it('have nothing pending once applied', async () => {
    expect(await db.orm.migrator.getPending()).toEqual([]);
  });

  it('enforce the data constraints', async () => {
    const connection = db.orm.em.fork().getConnection();
    const insert = (externalId: string, doi: string | null, pmid: string | null) =>
      connection.execute(
        `insert into articles (source, external_id, title, source_url, published_date, doi, pmid) values ('PubMed', ?, 'A title', 'https://example.org', now(), ?, ?)`,
        [externalId, doi, pmid],
        'run',
      );
    await insert('1', '10.1/a', '1');
    await expect(insert('1', null, null)).rejects.toThrow(/articles_source_external_id_unique/);
    await expect(insert('2', '10.1/a', null)).rejects.toThrow(/articles_doi_unique/);
    await expect(insert('3', null, '1')).rejects.toThrow(/articles_pmid_unique/);
    await insert('4', null, null);
    await insert('5', null, null);
    await expect(connection.execute(`update articles set view_count = -1 where external_id = '4'`)).rejects.toThrow(/view_count_check/);
    await expect(connection.execute(`update articles set comment_count = comment_count - 1 where external_id = '4'`)).rejects.toThrow(
      /comment_count_check/,
    );
    await expect(
      connection.execute(
        `insert into articles (source, external_id, title, source_url, published_date) values ('Scopus', 'x', 't', 'u', now())`,
      ),
    ).rejects.toThrow(/articles_source_check/);
    await connection.execute(`insert into users (username, email, password_hash) values ('reader', 'reader@example.org', 'x')`);
    await expect(
      connection.execute(`insert into users (username, email, password_hash) values ('READER', 'other@example.org', 'x')`),
    ).rejects.toThrow(/users_username_lower_unique/);
    await connection.execute(
      `insert into bookmarks (user_id, article_id) select u.id, a.id from users u, articles a where a.external_id = '1'`,
    );
    await expect(
      connection.execute(
        `insert into bookmarks (user_id, article_id) select u.id, a.id from users u, articles a where a.external_id = '1'`,
      ),
    ).rejects.toThrow(/bookmarks_user_article_unique/);
  });
});
