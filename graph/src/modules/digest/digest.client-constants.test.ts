import { describe, expect, it } from 'vitest';
import { DIGEST_DELIVERY_TIMES as CLIENT_DELIVERY_TIMES } from '../../../../web/src/lib/limits.js';
import { DELIVERY_TIMES } from './digest.rules.js';

describe('the digest delivery times', () => {
  it("are the web client's choices, in the same order", () => {
    expect([...CLIENT_DELIVERY_TIMES]).toEqual([...DELIVERY_TIMES]);
  });
});
