import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../theme/theme';
import { PAGE_LOAD_FAILED_MESSAGE, RouteErrorBoundary } from './RouteErrorBoundary';
import { SLOW_STARTUP_MESSAGE, STARTUP_NOTICE_MS, StartupWait } from './StartupWait';

describe('start-up waits', () => {
  it("shows 'Loading' for a bounded time, then says start-up is slow and offers Try again", async () => {
    vi.useFakeTimers();
    render(
      <ThemeProvider theme={theme}>
        <StartupWait />
      </ThemeProvider>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(STARTUP_NOTICE_MS - 1));
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain(SLOW_STARTUP_MESSAGE);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("shows a sentence with Try again when a page's code fails to download, instead of a blank screen", async () => {
    const Broken = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ThemeProvider theme={theme}>
        <RouteErrorBoundary>
          <Suspense fallback={<StartupWait />}>
            <Broken />
          </Suspense>
        </RouteErrorBoundary>
      </ThemeProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(PAGE_LOAD_FAILED_MESSAGE);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    quiet.mockRestore();
  });
});
