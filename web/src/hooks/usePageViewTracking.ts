import { useEffect } from 'react';
import { track } from '../lib/analytics';

/** One page-view event on each path change (spec section 2). */
export function usePageViewTracking(pathname: string): void {
  useEffect(() => {
    track('page_view', { path: pathname });
  }, [pathname]);
}
