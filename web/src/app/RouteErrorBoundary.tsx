import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { LoadError } from '../components/LoadError';

export const PAGE_LOAD_FAILED_MESSAGE = 'This page could not be loaded. Check your connection, or try again.';

/**
 * A page whose code failed to download (or that threw while rendering) shows a sentence with Try again instead of a
 * blank screen. The shell keys it by path, so another page starts without the error.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <StyledFailed>
        <LoadError message={PAGE_LOAD_FAILED_MESSAGE} onRetry={() => window.location.reload()} />
      </StyledFailed>
    );
  }
}

const StyledFailed = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 60vh;
  padding: ${({ theme }) => theme.space.lg};
`;
