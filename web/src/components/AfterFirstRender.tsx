import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children only once the rest of the first render has been committed, in a transition of their own: a part
 * below the fold then stays out of the app's first commit, which runs as one task however large it is.
 */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
