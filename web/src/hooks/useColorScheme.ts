import { useSyncExternalStore } from 'react';
import { chooseScheme, readChosenScheme, subscribeToChosenScheme, type ColorScheme } from '../lib/colorScheme';
import { useMediaQuery } from './useMediaQuery';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/**
 * The theme in use: the one the reader chose with the switch, else the device's setting (prefers-color-scheme), and
 * the way to choose (docs/product/screens.md#dark-theme).
 */
export function useColorScheme(): { scheme: ColorScheme; choose(scheme: ColorScheme): void } {
  const chosen = useSyncExternalStore(subscribeToChosenScheme, readChosenScheme, () => null);
  // Until a choice is made the device decides; a server render has no device and gets the light theme.
  const deviceDark = useMediaQuery(DARK_SCHEME_QUERY) && typeof window.matchMedia === 'function';
  return { scheme: chosen ?? (deviceDark ? 'dark' : 'light'), choose: chooseScheme };
}
