import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonSize, type ButtonVariant } from './Button';

export interface MenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  onSelect(): void;
  /** Shown as a busy item that cannot be chosen (e.g. 'Logging out...'). */
  disabled?: boolean;
  /** Keep the menu open after choosing (the item shows its own progress). */
  keepOpen?: boolean;
}

interface MenuProps {
  /** The trigger's visible content. */
  trigger: ReactNode;
  /** The trigger's accessible name when its content is not text. */
  label?: string;
  items: MenuItem[];
  header?: ReactNode;
  align?: 'start' | 'end';
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Called each time the menu opens (e.g. to load what its items depend on). */
  onOpen?(): void;
}

/** A menu button: Enter/Space/ArrowDown open it, arrows move, Escape closes and returns focus, a click outside closes. */
export function Menu({ trigger, label, items, header, align = 'end', variant = 'ghost', size = 'md', onOpen }: MenuProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const itemElements = () => Array.from(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ?? []);

  // Focus the first item on opening, and again when items that were loading become choosable.
  useEffect(() => {
    if (open && !menuRef.current?.contains(document.activeElement)) itemElements()[0]?.focus();
  });

  useEffect(() => {
    if (!open) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [open]);

  const openMenu = () => {
    setOpen(true);
    onOpen?.();
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const elements = itemElements();
    const index = elements.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (next: number) => elements[(next + elements.length) % elements.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(elements.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) openMenu();
    }
  };

  const handleSelect = (item: MenuItem) => {
    if (!item.keepOpen) close(true);
    item.onSelect();
  };

  return (
    <StyledRoot ref={rootRef}>
      <Button
        ref={triggerRef}
        $variant={variant}
        $size={size}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => (open ? setOpen(false) : openMenu())}
        onKeyDown={handleTriggerKeyDown}
      >
        {trigger}
      </Button>
      {open && (
        <StyledMenu ref={menuRef} id={menuId} role="menu" aria-label={label} $align={align} onKeyDown={handleMenuKeyDown}>
          {header && <StyledHeader role="presentation">{header}</StyledHeader>}
          {items.map((item) => (
            <StyledItem
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              disabled={item.disabled}
              onClick={() => handleSelect(item)}
            >
              {item.icon}
              {item.label}
            </StyledItem>
          ))}
        </StyledMenu>
      )}
    </StyledRoot>
  );
}

const StyledRoot = styled.div`
  position: relative;
  display: inline-flex;
`;

const StyledMenu = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + 4px);
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndices.popover};
  min-width: 200px;
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const StyledHeader = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow: hidden;
  text-overflow: ellipsis;
`;

const StyledItem = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  text-align: left;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:disabled {
    cursor: progress;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
