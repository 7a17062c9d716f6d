import { describe, expect, it } from 'vitest';
import { SAVED_SEARCH_LIMITS as CLIENT_LIMITS } from '../../../../web/src/lib/limits.js';
import { SAVED_SEARCH_LIMITS } from './saved-search.limits.js';

describe('how many saved searches each plan keeps', () => {
  it("is what the web client's pricing page says", () => {
    expect(CLIENT_LIMITS).toEqual(SAVED_SEARCH_LIMITS);
  });
});
