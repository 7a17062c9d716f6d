import { createHmac, timingSafeEqual } from 'node:crypto';

// The purpose is part of what is signed, so a token made for another kind of link can never unsubscribe anyone.
const PURPOSE = 'paperlight:digest-unsubscribe:v1';
const TOKEN_PATTERN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, userId: number): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest();
}

/** The token in a reader's unsubscribe link: their user id and an HMAC-SHA256 of it. It does not expire. */
export function signUnsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${signature(secret, userId).toString('base64url')}`;
}

/** The user id an unsubscribe token was signed for, or null when it is malformed, cut short or tampered with. */
export function verifyUnsubscribeToken(secret: string, token: unknown): number | null {
  if (typeof token !== 'string') return null;
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const given = Buffer.from(match[2], 'base64url');
  const expected = signature(secret, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
