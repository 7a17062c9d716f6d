import { describe, expect, it } from 'vitest';
import { AMA_QUESTION_MAX_LENGTH as CLIENT_QUESTION_MAX_LENGTH } from '../../../../web/src/lib/limits.js';
import { QUESTION_MAX_LENGTH } from './ai-messages.render.js';

describe('the longest question about an article', () => {
  it("is the web client's limit", () => {
    expect(CLIENT_QUESTION_MAX_LENGTH).toBe(QUESTION_MAX_LENGTH);
  });
});
