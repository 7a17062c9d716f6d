import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import type { ToastInput } from './toastState';

/** Keeps a toast across a full page load (sign-in, register and logout end with one), shown once by the next page. */
export function queueToastAfterReload(input: ToastInput): void {
  writeStorage(STORAGE_KEYS.toastAfterReload, JSON.stringify(input), 'session');
}

export function takeToastAfterReload(): ToastInput | null {
  const raw = readStorage(STORAGE_KEYS.toastAfterReload, 'session');
  if (!raw) return null;
  writeStorage(STORAGE_KEYS.toastAfterReload, null, 'session');
  try {
    const value = JSON.parse(raw) as Partial<ToastInput>;
    if (typeof value.title !== 'string') return null;
    return {
      title: value.title,
      description: typeof value.description === 'string' ? value.description : undefined,
      variant: value.variant === 'destructive' ? 'destructive' : 'default',
    };
  } catch {
    return null;
  }
}
