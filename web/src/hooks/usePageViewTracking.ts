import { useEffect } from 'react';
import { track } from '../lib/analytics';

/** One page-view event on each path change (docs/product/screens.md#analytics-events). */
export function usePageViewTracking(pathname: string): void {
  useEffect(() => {
    track('page_view', { path: pathname });
  }, [pathname]);
}
