import { heartbeat } from '@temporalio/activity';

/**
 * Heartbeats every `intervalMs` until the returned function is called, so a long database write still tells Temporal
 * the worker is alive, and a killed worker is noticed within the heartbeat timeout.
 */
export function keepHeartbeating(intervalMs = 2_000): () => void {
  heartbeat();
  const timer = setInterval(() => heartbeat(), intervalMs);
  return () => clearInterval(timer);
}
