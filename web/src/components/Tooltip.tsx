import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

/** Tooltip timing (docs/product/screens.md#toasts-and-tooltips). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

let lastClosedAt = 0;

interface TooltipProps {
  text: string;
  children: ReactNode;
}

/**
 * A visual hint on hover or keyboard focus after 700 ms, or at once when another tooltip closed less than 300 ms ago.
 * The trigger keeps its own accessible name; the hint repeats it for sighted mouse users.
 */
export function Tooltip({ text, children }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const id = useId();

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const handleShow = () => {
    clear();
    const skip = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    if (skip) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const handleHide = useCallback(() => {
    clear();
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  }, [clear]);

  useEffect(() => clear, [clear]);
  useEffect(() => {
    if (!open) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') handleHide();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open, handleHide]);

  return (
    <StyledAnchor onPointerEnter={handleShow} onPointerLeave={handleHide} onFocus={handleShow} onBlur={handleHide} onClick={handleHide}>
      {children}
      {open && (
        <StyledBubble id={id} role="tooltip">
          {text}
        </StyledBubble>
      )}
    </StyledAnchor>
  );
}

const StyledAnchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const StyledBubble = styled.span`
  position: absolute;
  top: calc(100% + 6px);
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndices.popover};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.onDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
  pointer-events: none;
`;
