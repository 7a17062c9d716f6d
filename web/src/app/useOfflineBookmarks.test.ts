import { describe, expect, it } from 'vitest';
import { planBookmarkKeeping } from './useOfflineBookmarks';

describe('when the bookmarked articles are kept for offline reading', () => {
  it("refreshes every one at a tab's first keep", () => {
    expect(planBookmarkKeeping('7,9', null, true)).toEqual({ refresh: true });
    expect(planBookmarkKeeping('', null, true)).toEqual({ refresh: true });
  });

  it('asks again, without refreshing, only when the bookmarks change', () => {
    expect(planBookmarkKeeping('7,9', '7,9', true)).toBeNull();
    expect(planBookmarkKeeping('7,9,12', '7,9', true)).toEqual({ refresh: false });
    expect(planBookmarkKeeping('9', '7,9', true)).toEqual({ refresh: false });
    expect(planBookmarkKeeping('', '9', true)).toEqual({ refresh: false });
  });

  it('asks nothing while offline', () => {
    expect(planBookmarkKeeping('7,9', null, false)).toBeNull();
    expect(planBookmarkKeeping('7,9,12', '7,9', false)).toBeNull();
  });
});
