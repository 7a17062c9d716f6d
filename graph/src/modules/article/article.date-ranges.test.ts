import { describe, expect, it } from 'vitest';
import { DATE_RANGE_DAYS as CLIENT_DATE_RANGE_DAYS } from '../../../../web/src/lib/limits.js';
import { DateRange } from './article.enums.js';
import { DATE_RANGE_DAYS, DATE_RANGE_MS } from './article-feed.queries.js';

describe('date ranges', () => {
  it('reach back a fixed number of whole days', () => {
    expect(Object.values(DateRange).map((range) => DATE_RANGE_DAYS[range])).toEqual([1, 7, 30, 91, 365]);
    for (const range of Object.values(DateRange)) expect(DATE_RANGE_MS[range]).toBe(DATE_RANGE_DAYS[range] * 86_400_000);
  });

  it('are as long in the web client as on the server, for every GraphQL DateRange', () => {
    const server = Object.fromEntries(Object.entries(DateRange).map(([graphqlName, range]) => [graphqlName, DATE_RANGE_DAYS[range]]));
    expect(CLIENT_DATE_RANGE_DAYS).toEqual(server);
  });
});
