import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabsProps<K extends string> {
  label: string;
  tabs: ReadonlyArray<TabItem<K>>;
  selected: K;
  onSelect(key: K): void;
  children: ReactNode;
}

/** Tabs with arrow-key movement between them (the selected tab is the only one in the tab order). */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    let next: number;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    onSelect(tabs[next].key);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div>
      <StyledList ref={listRef} role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
        {tabs.map((tab) => (
          <StyledTab
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            $selected={tab.key === selected}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </StyledTab>
        ))}
      </StyledList>
      <StyledPanel role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`}>
        {children}
      </StyledPanel>
    </div>
  );
}

const StyledList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledTab = styled.button<{ $selected: boolean }>`
  flex: 1;
  min-height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surface : 'transparent')};
  box-shadow: ${({ theme, $selected }) => ($selected ? theme.shadows.card : 'none')};
  font-weight: ${({ theme, $selected }) => ($selected ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  cursor: pointer;
`;

const StyledPanel = styled.div`
  padding-top: ${({ theme }) => theme.space.xl};
  &:focus-visible {
    outline-offset: 4px;
  }
`;
