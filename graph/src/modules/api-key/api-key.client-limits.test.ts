import { describe, expect, it } from 'vitest';
import { MAX_LIVE_API_KEYS as CLIENT_MAX } from '../../../../web/src/lib/limits.js';
import { MAX_LIVE_API_KEYS } from './api-key.limits.js';

describe('how many live API keys a reader may have', () => {
  it("is what the web client's profile section says", () => {
    expect(CLIENT_MAX).toBe(MAX_LIVE_API_KEYS);
  });
});
