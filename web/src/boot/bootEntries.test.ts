import { afterEach, describe, expect, it } from 'vitest';
import { sameVariables, takeBootEntry } from './bootEntries';

afterEach(() => {
  delete window.__paperlightBoot;
});

describe('boot entries', () => {
  it('compare variables by value, ignoring key order and undefined entries', () => {
    expect(
      sameVariables(
        { filter: { dateRange: 'LAST_7_DAYS', sources: ['PLOS'] }, first: 20 },
        { first: 20, offset: undefined, filter: { sources: ['PLOS'], dateRange: 'LAST_7_DAYS' } },
      ),
    ).toBe(true);
    expect(sameVariables({ first: 20 }, { first: 10 })).toBe(false);
    expect(sameVariables(undefined, {})).toBe(true);
  });

  it('hand each early answer out once, to the matching operation only', () => {
    const answer = Promise.resolve({ data: { me: null } });
    window.__paperlightBoot = [{ operationName: 'Viewer', variables: {}, answer }];
    expect(takeBootEntry('FeedArticles', {})).toBeNull();
    expect(takeBootEntry('Viewer', {})?.answer).toBe(answer);
    expect(takeBootEntry('Viewer', {})).toBeNull();
  });
});
