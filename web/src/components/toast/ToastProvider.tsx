import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { takeToastAfterReload } from './toastAfterReload';
import { ToastContext, type ToastApi } from './ToastContext';
import { TOAST_REMOVE_DELAY_MS, toastReducer, type ToastInput } from './toastState';
import { ToastViewport } from './ToastViewport';

let nextToastId = 1;

/** Holds the toasts and renders their viewport (one visible at a time, docs/product/screens.md#toasts-and-tooltips). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const removalTimers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    dispatch({ type: 'dismiss', id });
    if (removalTimers.current.has(id)) return;
    removalTimers.current.set(
      id,
      setTimeout(() => {
        removalTimers.current.delete(id);
        dispatch({ type: 'remove', id });
      }, TOAST_REMOVE_DELAY_MS),
    );
  }, []);

  const toast = useCallback((input: ToastInput) => {
    const id = nextToastId++;
    dispatch({
      type: 'add',
      toast: {
        id,
        title: input.title,
        description: input.description ?? null,
        variant: input.variant ?? 'default',
        action: input.action ?? null,
        open: true,
      },
    });
  }, []);

  useEffect(() => {
    const pending = takeToastAfterReload();
    if (pending) toast(pending);
    const timers = removalTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, [toast]);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}
