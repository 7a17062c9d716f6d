import { describe, expect, it } from 'vitest';
import { buildBookmarkedArticlesQuery } from './bookmark.queries.js';

describe('buildBookmarkedArticlesQuery', () => {
  it("asks for a reader's bookmarks among a batch of articles, reader first", () => {
    expect(buildBookmarkedArticlesQuery(4, [10, 11, 12])).toEqual({
      sql: 'select article_id from bookmarks where user_id = ? and article_id in (?, ?, ?)',
      params: [4, 10, 11, 12],
    });
  });
});
