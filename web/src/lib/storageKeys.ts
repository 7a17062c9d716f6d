/**
 * Keys the client keeps in the browser; each carries the product's name. A module of its own, without browser code, so
 * the build can read the theme's key for the page's first-paint script (vite-plugins/themeScript.ts).
 */
export const STORAGE_KEYS = {
  onboardingCompleted: 'paperlight.onboarding.completed',
  notificationsLastChecked: 'paperlight.notifications.lastChecked',
  toastAfterReload: 'paperlight.toast.afterReload',
  afterSignIn: 'paperlight.auth.afterSignIn',
  colorScheme: 'paperlight.colorScheme',
  offlineBookmarksKept: 'paperlight.offline.bookmarksKept',
} as const;
