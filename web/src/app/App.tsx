import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { AfterFirstRender } from '../components/AfterFirstRender';
import { ToastProvider } from '../components/toast';
import { AuthProvider, useAuth } from '../features/auth';
import { BookmarksProvider } from '../features/bookmarks/BookmarksProvider';
import { Footer } from '../features/layout/components/Footer';
import { Header } from '../features/layout/components/Header';
import { usePageViewTracking } from '../hooks/usePageViewTracking';
import { readStorage, STORAGE_KEYS } from '../lib/storage';
import { useLocation } from '../lib/router';
import { GlobalStyle } from '../theme/GlobalStyle';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { renderRoute } from './routes';
import { StartupWait } from './StartupWait';
import { useOfflineBookmarks } from './useOfflineBookmarks';
import { useColorScheme } from '../hooks/useColorScheme';
import { darkTheme, theme } from '../theme/theme';

const OnboardingModal = lazy(() =>
  import('../features/onboarding/components/OnboardingModal').then((module) => ({ default: module.OnboardingModal })),
);

function Shell() {
  const { loading } = useAuth();
  const { pathname } = useLocation();
  // The page replaces 'Loading' in a transition (time-sliced), not in one long task; when the signed-in state is already
  // known at start (the boot script's answer), the page renders in the first pass. A plain state set in a transition,
  // not useDeferredValue's initial value, whose background render can be left pending for good.
  const [settled, setSettled] = useState(!loading);
  useEffect(() => {
    if (!loading) startTransition(() => setSettled(true));
  }, [loading]);
  const showSpinner = loading || !settled;
  usePageViewTracking(pathname);
  useOfflineBookmarks();
  const onboardingDone = readStorage(STORAGE_KEYS.onboardingCompleted) === 'true';
  return (
    <StyledShell>
      <StyledSkipLink href="#main-content">Skip to content</StyledSkipLink>
      <Header />
      <StyledRouteArea>
        {showSpinner ? (
          <StartupWait />
        ) : (
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={<StartupWait />}>{renderRoute(pathname)}</Suspense>
          </RouteErrorBoundary>
        )}
      </StyledRouteArea>
      {/* Below the fold (the route area is at least a screen tall), so not part of the first commit. */}
      <AfterFirstRender>
        <Footer />
      </AfterFirstRender>
      {!onboardingDone && (
        <Suspense fallback={null}>
          <OnboardingModal />
        </Suspense>
      )}
    </StyledShell>
  );
}

/** The app: theme (light or dark), Apollo, toasts, the signed-in state, then the shell (header, routes, footer, onboarding). */
export function App({ client }: { client: ApolloClient }) {
  const { scheme } = useColorScheme();
  // The page's first-paint script coloured the document before this bundle ran (web/vite-plugins/themeScript.ts); the
  // global style, inserted before layout effects run, takes over so the switch can change the theme.
  useLayoutEffect(() => {
    document.documentElement.style.removeProperty('background-color');
    document.documentElement.style.removeProperty('color-scheme');
  }, []);
  return (
    <ThemeProvider theme={scheme === 'dark' ? darkTheme : theme}>
      <GlobalStyle />
      <ApolloProvider client={client}>
        <ToastProvider>
          <AuthProvider>
            <BookmarksProvider>
              <Shell />
            </BookmarksProvider>
          </AuthProvider>
        </ToastProvider>
      </ApolloProvider>
    </ThemeProvider>
  );
}

const StyledShell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

/** At least a screen tall, so the footer starts below the fold and never jumps while a page loads. */
const StyledRouteArea = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 100vh;
`;

const StyledSkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: -48px;
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;
