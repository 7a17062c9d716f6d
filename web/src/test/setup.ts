import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setAnalyticsSink } from '../lib/analytics';
import { resetFeedFreshness } from '../features/feed/utils/feedFreshness';
import { resetSubscriptionStatusAge } from '../features/billing/utils/statusFreshness';

// Lists render a few cards a frame; leave room for that on a busy machine.
configure({ asyncUtilTimeout: 5000 });

function installMatchMedia(matches: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Tests run as on a large screen unless they call `setScreen('small')`. */
export function setScreen(size: 'small' | 'large'): void {
  installMatchMedia(size === 'large');
}

beforeEach(() => {
  setScreen('large');
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  window.history.replaceState(null, '', '/');
  setAnalyticsSink(null);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetFeedFreshness();
  resetSubscriptionStatusAge();
  vi.useRealTimers();
});
