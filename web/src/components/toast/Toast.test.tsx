import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../theme/theme';
import { queueToastAfterReload } from './toastAfterReload';
import { useToast } from './ToastContext';
import { ToastProvider } from './ToastProvider';
import { TOAST_DURATION_MS } from './toastState';

const undo = vi.fn();

function Trigger() {
  const { toast } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'Removed', action: { label: 'Undo', onSelect: undo } })}>
        with action
      </button>
      <button type="button" onClick={() => toast({ title: 'First', description: 'One' })}>
        first
      </button>
      <button type="button" onClick={() => toast({ title: 'Second', variant: 'destructive' })}>
        second
      </button>
    </>
  );
}

const renderToasts = () =>
  render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <Trigger />
      </ToastProvider>
    </ThemeProvider>,
  );

describe('toasts', () => {
  it('shows one at a time and closes after 5,000 ms', () => {
    vi.useFakeTimers();
    renderToasts();
    fireEvent.click(screen.getByText('first'));
    expect(screen.getByText('First')).toBeTruthy();
    fireEvent.click(screen.getByText('second'));
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Second');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Second')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Second')).toBeNull();
  });

  it('closes on its close button and on a swipe right past 50 px, not on a shorter one', () => {
    renderToasts();
    fireEvent.click(screen.getByText('first'));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('First')).toBeNull();
    fireEvent.click(screen.getByText('first'));
    const toast = screen.getByText('First').closest('[aria-atomic]') as HTMLElement;
    fireEvent.pointerDown(toast, { clientX: 10 });
    fireEvent.pointerMove(toast, { clientX: 50 });
    fireEvent.pointerUp(toast, { clientX: 50 });
    expect(screen.getByText('First')).toBeTruthy();
    fireEvent.pointerDown(toast, { clientX: 10 });
    fireEvent.pointerMove(toast, { clientX: 70 });
    fireEvent.pointerUp(toast, { clientX: 70 });
    expect(screen.queryByText('First')).toBeNull();
  });

  it('runs its action once and closes when the action is chosen; a toast left alone closes without running it', () => {
    vi.useFakeTimers();
    undo.mockClear();
    renderToasts();
    fireEvent.click(screen.getByText('with action'));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Removed')).toBeNull();
    fireEvent.click(screen.getByText('with action'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('F8 focuses the toast viewport, a labelled region', () => {
    renderToasts();
    fireEvent.keyDown(document, { key: 'F8' });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region.contains(document.activeElement)).toBe(true);
  });

  it('shows a toast queued before a full page load once', () => {
    queueToastAfterReload({ title: 'Login successful', description: 'Welcome back, ann!' });
    const { unmount } = renderToasts();
    expect(screen.getByText('Login successful')).toBeTruthy();
    unmount();
    renderToasts();
    expect(screen.queryByText('Login successful')).toBeNull();
  });
});
