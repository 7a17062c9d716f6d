import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setAnalyticsSink } from '../lib/analytics';
import { resetFeedFreshness } from '../features/feed/utils/feedFreshness';
import { resetSubscriptionStatusAge } from '../features/billing/utils/statusFreshness';

// Lists render a few cards a frame; leave room for that on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const SCREEN_WIDTHS = { small: 375, medium: 800, large: 1280 } as const;

/** A matchMedia that answers width queries for a screen `width` px wide; any other feature does not match. */
function installMatchMedia(width: number) {
  const matches = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    if (!min && !max) return false;
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Tests run as on a large screen (1280 px) unless they call `setScreen('small')` (a 375 px phone) or `'medium'` (800 px). */
export function setScreen(size: keyof typeof SCREEN_WIDTHS): void {
  installMatchMedia(SCREEN_WIDTHS[size]);
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
