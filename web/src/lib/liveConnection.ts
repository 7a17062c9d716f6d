import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

/** Records whether the graphql-ws socket is open (the socket's own connected and closed events call this). */
export function setLiveConnectionOpen(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether live events can arrive now: true while the graphql-ws socket is open, so polling can stop. */
export function useLiveConnectionOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open);
}
