import { describe, expect, it } from 'vitest';
import { buildInsertCategoriesQuery } from './category.queries.js';

describe('buildInsertCategoriesQuery', () => {
  it('inserts categories by name and slug in one statement, keeping stored ones', () => {
    expect(
      buildInsertCategoriesQuery([
        { name: 'Cardiology', slug: 'cardiology' },
        { name: 'Psychiatry & Mental Health', slug: 'psychiatry-mental-health' },
      ]),
    ).toEqual({
      sql: 'insert into categories (name, slug) values (?, ?), (?, ?) on conflict do nothing',
      params: ['Cardiology', 'cardiology', 'Psychiatry & Mental Health', 'psychiatry-mental-health'],
    });
  });
});
