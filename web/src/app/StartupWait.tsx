import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { LoadError } from '../components/LoadError';
import { Spinner } from '../components/Spinner';

/**
 * How long the full-page 'Loading' shows before it says that start-up is slow and offers Try again
 * (docs/product/limits.md#client-timings). The page still replaces it as soon as it is ready.
 */
export const STARTUP_NOTICE_MS = 3_000;

export const SLOW_STARTUP_MESSAGE = 'Paperlight is taking longer than usual to load. Check your connection, or try again.';

/** A 'Loading' that follows another within this long continues its wait (the shell's, then the page code's). */
const HANDOVER_MS = 250;

/** The current unbroken spell of full-page waiting, shared by every StartupWait. */
const spell = { shown: 0, since: 0, endedAt: Number.NEGATIVE_INFINITY };

function beginWait(): number {
  const now = performance.now();
  if (spell.shown === 0 && now - spell.endedAt > HANDOVER_MS) spell.since = now;
  spell.shown += 1;
  return spell.since;
}

function endWait(): void {
  spell.shown -= 1;
  if (spell.shown === 0) spell.endedAt = performance.now();
}

function reload(): void {
  window.location.reload();
}

/**
 * The app-level 'Loading', bounded: STARTUP_NOTICE_MS after the wait began it becomes a sentence with Try again. One
 * wait handed on to the next (the signed-in check, then the page's code) counts as one.
 */
export function StartupWait() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const since = beginWait();
    const timer = setTimeout(() => setSlow(true), Math.max(0, since + STARTUP_NOTICE_MS - performance.now()));
    return () => {
      clearTimeout(timer);
      endWait();
    };
  }, []);
  if (!slow) return <Spinner label="Loading" fullPage />;
  return (
    <StyledSlow>
      <LoadError message={SLOW_STARTUP_MESSAGE} onRetry={reload} />
    </StyledSlow>
  );
}

const StyledSlow = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 60vh;
  padding: ${({ theme }) => theme.space.lg};
`;
