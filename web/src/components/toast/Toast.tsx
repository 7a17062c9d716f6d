import { useEffect, useRef, useState, type PointerEvent } from 'react';
import styled, { css } from 'styled-components';
import { CloseIcon } from '../icons';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastItem } from './toastState';

interface ToastProps {
  toast: ToastItem;
  onDismiss(id: number): void;
}

/**
 * One toast, with its action button when it has one: closes itself after 5 s (paused while hovered or focused), on its
 * action or close button, or on a swipe right of 50 px.
 */
export function Toast({ toast, onDismiss }: ToastProps) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, toast.id, onDismiss]);

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = event.clientX;
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const handlePointerUp = () => {
    if (swipeStart.current === null) return;
    swipeStart.current = null;
    if (offset > TOAST_SWIPE_THRESHOLD_PX) onDismiss(toast.id);
    else setOffset(0);
  };

  const handleAction = () => {
    onDismiss(toast.id);
    toast.action?.onSelect();
  };

  const destructive = toast.variant === 'destructive';
  return (
    <StyledToast
      role={destructive ? 'alert' : undefined}
      aria-atomic="true"
      $destructive={destructive}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={handlePointerUp}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <StyledText>
        <StyledTitle>{toast.title}</StyledTitle>
        {toast.description && <StyledDescription>{toast.description}</StyledDescription>}
      </StyledText>
      {toast.action && (
        <StyledAction type="button" onClick={handleAction}>
          {toast.action.label}
        </StyledAction>
      )}
      <StyledClose type="button" aria-label="Close notification" onClick={() => onDismiss(toast.id)}>
        <CloseIcon />
      </StyledClose>
    </StyledToast>
  );
}

const StyledToast = styled.div<{ $destructive: boolean }>`
  pointer-events: auto;
  touch-action: pan-y;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  ${({ $destructive, theme }) =>
    $destructive &&
    css`
      background: ${theme.colors.danger};
      border-color: ${theme.colors.danger};
      color: ${theme.colors.onDark};
    `}
`;

const StyledText = styled.div`
  flex: 1;
  min-width: 0;
`;

const StyledTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDescription = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-top: ${({ theme }) => theme.space.xxs};
`;

const StyledAction = styled.button`
  flex-shrink: 0;
  align-self: center;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;

const StyledClose = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.sm};
  display: inline-flex;
`;
