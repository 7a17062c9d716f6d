/** Toast constants (docs/product/screens.md#toasts-and-tooltips). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_VIEWPORT_HOTKEY = 'F8';

export type ToastVariant = 'default' | 'destructive';

/** A button in the toast (Undo): choosing it runs `onSelect` and closes the toast. */
export interface ToastActionButton {
  label: string;
  onSelect(): void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastActionButton;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description' | 'action'>> {
  id: number;
  description: string | null;
  action: ToastActionButton | null;
  open: boolean;
}

export type ToastAction = { type: 'add'; toast: ToastItem } | { type: 'dismiss'; id: number } | { type: 'remove'; id: number };

/** Newest first; at most TOAST_LIMIT open at a time (older ones are dismissed), dismissed ones linger until removed. */
export function toastReducer(state: ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state.map((item, index) => (index + 1 >= TOAST_LIMIT ? { ...item, open: false } : item))];
    case 'dismiss':
      return state.map((item) => (item.id === action.id ? { ...item, open: false } : item));
    case 'remove':
      return state.filter((item) => item.id !== action.id);
  }
}
