import { createContext, useContext } from 'react';
import type { ToastInput } from './toastState';

export interface ToastApi {
  toast(input: ToastInput): void;
  dismiss(id: number): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts: `toast({ title, description, variant })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within a ToastProvider');
  return api;
}
