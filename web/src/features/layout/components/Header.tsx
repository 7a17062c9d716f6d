import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/Button';
import { Link } from '../../../lib/router';
import { useAuth } from '../../auth';
import { SearchBox } from './SearchBox';

// Guests never download the bell, the user menu and the logout code.
const SignedInControls = lazy(() => import('./SignedInControls').then((module) => ({ default: module.SignedInControls })));

/** The header: logo, search, and the account area (bell, bookmarks, user menu; or Sign In). */
export function Header() {
  const { user, loading } = useAuth();
  return (
    <StyledHeader>
      <StyledInner>
        <StyledLogo to="/">
          <StyledMark viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="7" />
            <StyledMarkPath d="M9 7h9a7 7 0 0 1 0 14h-4v5H9z" />
          </StyledMark>
          <StyledWordmark>Paperlight</StyledWordmark>
        </StyledLogo>
        <SearchBox />
        <StyledAccount>
          {!loading && user && (
            <Suspense fallback={null}>
              <SignedInControls user={user} />
            </Suspense>
          )}
          {!loading && !user && (
            <ButtonLink to="/auth" $variant="primary">
              Sign In
            </ButtonLink>
          )}
        </StyledAccount>
      </StyledInner>
    </StyledHeader>
  );
}

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledInner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
`;

const StyledLogo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  flex: none;
`;

const StyledMark = styled.svg`
  width: 32px;
  height: 32px;
  fill: ${({ theme }) => theme.colors.primary};
`;

const StyledMarkPath = styled.path`
  fill: ${({ theme }) => theme.colors.onDark};
`;

/** Visually hidden on small screens (the mark alone shows), but always the link's name. */
const StyledWordmark = styled.span`
  @media (max-width: 767px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const StyledAccount = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
  flex: none;
`;
