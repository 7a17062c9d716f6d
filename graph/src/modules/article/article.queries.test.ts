import { describe, expect, it } from 'vitest';
import { buildCategoryNamesQuery } from './article.queries.js';

describe('buildCategoryNamesQuery', () => {
  it('asks for the categories of a batch of articles, best match first within each', () => {
    const statement = buildCategoryNamesQuery([3, 1]);
    expect(statement.params).toEqual([3, 1]);
    expect(statement.sql).toMatch(/where ac\.article_id in \(\?, \?\) order by ac\.article_id, ac\.position, c\.name$/);
  });
});
