import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Page, PageTitle } from '../../../components/Page';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useScrollToHash } from '../hooks/useScrollToHash';

interface ContentPageProps {
  title: string;
  /** The date the text last changed, as published ('November 25, 2026'). */
  updated?: string;
  /** One or two sentences under the title that say what the page is for. */
  lead?: ReactNode;
  /** Wider pages (cards, tables) leave the reading column. */
  wide?: boolean;
  children: ReactNode;
}

/** A static page: the tab title, one h1, an optional 'Last updated' line and lead, then its sections. */
export function ContentPage({ title, updated, lead, wide = false, children }: ContentPageProps) {
  useDocumentTitle(title);
  useScrollToHash();
  return (
    <Page>
      <StyledColumn $wide={wide}>
        <StyledHeader>
          <PageTitle>{title}</PageTitle>
          {updated && <StyledUpdated>Last updated: {updated}</StyledUpdated>}
          {lead && <StyledLead>{lead}</StyledLead>}
        </StyledHeader>
        {children}
      </StyledColumn>
    </Page>
  );
}

const StyledColumn = styled.div<{ $wide: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxl};
  max-width: ${({ $wide }) => ($wide ? '100%' : '760px')};
  margin: 0 auto;
`;

const StyledHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledUpdated = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledLead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 68ch;
`;
