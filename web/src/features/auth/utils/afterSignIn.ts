import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';

/** What a guest was doing when the sign-in gate stopped them, to finish once they are signed in. */
export interface GatedAction {
  kind: 'bookmark' | 'takeaway' | 'ama';
  articleId: string;
}

interface Remembered {
  returnTo: string;
  action: GatedAction | null;
  at: number;
}

/** How long a pending sign-in action is kept: long enough to register and confirm, short enough that a forgotten attempt does not fire days later. */
export const AFTER_SIGN_IN_VALID_MS = 30 * 60_000;

/** Only a path of this site: never `//other.host` or a full URL, so the return cannot send the reader elsewhere. */
const isLocalPath = (path: unknown): path is string => typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');

function read(): Remembered | null {
  try {
    const value = JSON.parse(readStorage(STORAGE_KEYS.afterSignIn, 'session') ?? 'null') as Remembered | null;
    if (!value || !isLocalPath(value.returnTo) || Date.now() - value.at > AFTER_SIGN_IN_VALID_MS) return null;
    return value;
  } catch {
    return null;
  }
}

/** Remembers where the guest was (and what they tried) before the gate sent them to /auth. */
export function rememberGatedAction(returnTo: string, action: GatedAction | null): void {
  writeStorage(STORAGE_KEYS.afterSignIn, JSON.stringify({ returnTo, action, at: Date.now() } satisfies Remembered), 'session');
}

/** Where sign-in or registration returns to: the page the gate was met on, else the feed. */
export function returnPathAfterSignIn(): string {
  const remembered = read();
  if (!remembered) return '/';
  if (!remembered.action) writeStorage(STORAGE_KEYS.afterSignIn, null, 'session');
  return remembered.returnTo;
}

/** True once, when the remembered action is this one: the caller then completes it. */
export function takeGatedAction(kind: GatedAction['kind'], articleId: string): boolean {
  const remembered = read();
  if (remembered?.action?.kind !== kind || remembered.action.articleId !== articleId) return false;
  writeStorage(STORAGE_KEYS.afterSignIn, null, 'session');
  return true;
}
