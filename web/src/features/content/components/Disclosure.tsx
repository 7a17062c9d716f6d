import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../../components/icons';

interface DisclosureProps {
  /** The always-visible question or title; it is the button's name. */
  summary: string;
  /** An id for in-page links; a link to it opens the answer. */
  id?: string;
  headingLevel?: 'h2' | 'h3';
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * A collapsible answer under a heading: a real button with `aria-expanded` and `aria-controls`, so Enter and Space
 * open and close it and screen readers announce the state.
 */
export function Disclosure({ summary, id, headingLevel = 'h3', defaultOpen = false, children }: DisclosureProps) {
  const [open, setOpen] = useState(() => defaultOpen || (id !== undefined && window.location.hash === `#${id}`));
  const panelId = useId();
  return (
    <StyledItem id={id}>
      <StyledHeading as={headingLevel}>
        <StyledButton type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
          <span>{summary}</span>
          <StyledChevron $open={open}>
            <ChevronDownIcon size={18} />
          </StyledChevron>
        </StyledButton>
      </StyledHeading>
      <StyledPanel id={panelId} hidden={!open}>
        {children}
      </StyledPanel>
    </StyledItem>
  );
}

const StyledItem = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
`;

const StyledHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xs}`};
  border: 0;
  background: transparent;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledChevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  flex-shrink: 0;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform 120ms ease;
`;

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `0 ${theme.space.xs} ${theme.space.lg}`};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.textMuted};
  &[hidden] {
    display: none;
  }
`;
