export { queueToastAfterReload } from './toastAfterReload';
export { useToast, type ToastApi } from './ToastContext';
export { ToastProvider } from './ToastProvider';
export { TOAST_DURATION_MS, TOAST_LIMIT, type ToastInput } from './toastState';
