import { useEffect } from 'react';

/** Sets the tab title to '<title> · Paperlight' (screen readers announce it on navigation). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · Paperlight` : 'Paperlight';
  }, [title]);
}
