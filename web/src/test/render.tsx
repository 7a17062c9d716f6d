import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { cacheTypePolicies } from '../app/cachePolicies';
import { theme } from '../theme/theme';
import { ToastProvider } from '../components/toast';
import { AuthContext, type Viewer } from '../features/auth';

export interface RenderOptions {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  user?: Viewer | null;
  authLoading?: boolean;
  path?: string;
  cache?: InMemoryCache;
  /** Warn about operations without a mock (off by default: subscriptions and polls the test does not look at). */
  warnOnMissingMocks?: boolean;
}

export function createTestCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies: cacheTypePolicies });
}

/** Renders inside the app's providers with mocked GraphQL and a chosen signed-in state (a guest by default). */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult & { cache: InMemoryCache } {
  if (options.path) window.history.replaceState(null, '', options.path);
  const cache = options.cache ?? createTestCache();
  const result = render(
    <ThemeProvider theme={theme}>
      <MockedProvider
        mocks={options.mocks ?? []}
        cache={cache}
        mockLinkDefaultOptions={{ delay: 0 }}
        showWarnings={options.warnOnMissingMocks ?? false}
      >
        <ToastProvider>
          <AuthContext.Provider value={{ user: options.user ?? null, loading: options.authLoading ?? false }}>{ui}</AuthContext.Provider>
        </ToastProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
  return { ...result, cache };
}
