/** localStorage that never throws (private modes and disabled storage simply forget). */
export function readStorage(key: string, storage: 'local' | 'session' = 'local'): string | null {
  try {
    return (storage === 'local' ? window.localStorage : window.sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null, storage: 'local' | 'session' = 'local'): void {
  try {
    const target = storage === 'local' ? window.localStorage : window.sessionStorage;
    if (value === null) target.removeItem(key);
    else target.setItem(key, value);
  } catch {
    // Storage is a convenience here; the app works without it.
  }
}

export { STORAGE_KEYS } from './storageKeys';
