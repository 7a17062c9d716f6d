import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Toast } from './Toast';
import { TOAST_VIEWPORT_HOTKEY, type ToastItem } from './toastState';

interface ToastViewportProps {
  toasts: ToastItem[];
  onDismiss(id: number): void;
}

/** The toast region: a labelled landmark that F8 focuses, so keyboard users can reach a toast's close button. */
export function ToastViewport({ toasts, onDismiss }: ToastViewportProps) {
  const viewportRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_VIEWPORT_HOTKEY) {
        event.preventDefault();
        viewportRef.current?.focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, []);

  const open = toasts.filter((item) => item.open);
  return (
    <StyledRegion role="region" aria-label={`Notifications (${TOAST_VIEWPORT_HOTKEY})`}>
      <StyledViewport ref={viewportRef} tabIndex={-1} aria-live="polite">
        {open.map((item) => (
          <Toast key={item.id} toast={item} onDismiss={onDismiss} />
        ))}
      </StyledViewport>
    </StyledRegion>
  );
}

const StyledRegion = styled.section`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.toastMaxWidth};
  pointer-events: none;
`;

const StyledViewport = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  outline-offset: -4px;
`;
