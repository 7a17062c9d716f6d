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

/** Keys the client keeps in the browser; each carries the product's name. */
export const STORAGE_KEYS = {
  onboardingCompleted: 'paperlight.onboarding.completed',
  notificationsLastChecked: 'paperlight.notifications.lastChecked',
  toastAfterReload: 'paperlight.toast.afterReload',
  afterSignIn: 'paperlight.auth.afterSignIn',
  colorScheme: 'paperlight.colorScheme',
} as const;
