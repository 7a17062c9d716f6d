import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

export type ColorScheme = 'light' | 'dark';

const listeners = new Set<() => void>();

/** The theme the reader chose with the switch, or null when the site follows the device's setting. */
export function readChosenScheme(): ColorScheme | null {
  const stored = readStorage(STORAGE_KEYS.colorScheme);
  return stored === 'light' || stored === 'dark' ? stored : null;
}

/** Keeps the reader's choice in local storage (null forgets it) and tells every reader of it. */
export function chooseScheme(scheme: ColorScheme | null): void {
  writeStorage(STORAGE_KEYS.colorScheme, scheme);
  listeners.forEach((listener) => listener());
}

export function subscribeToChosenScheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
