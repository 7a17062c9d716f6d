import { useEffect } from 'react';

/**
 * Scrolls to the element the URL's `#fragment` names once the page has rendered. A lazily loaded page is not in the
 * document when the browser first looks for the fragment, so a link such as `/support#cancelling-premium` would
 * otherwise open at the top.
 */
export function useScrollToHash(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    // jsdom and some embedded browsers lack scrollIntoView; the page then simply stays at the top.
    if (target && typeof target.scrollIntoView === 'function') target.scrollIntoView();
  }, []);
}
