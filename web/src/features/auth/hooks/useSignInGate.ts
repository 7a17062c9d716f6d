import { useCallback } from 'react';
import { useToast } from '../../../components/toast';
import { navigate, type NavigateOptions } from '../../../lib/router';
import { useAuth } from '../authContext';
import { rememberGatedAction, type GatedAction } from '../utils/afterSignIn';

/** What a guest was trying to do, completing 'Please sign in to …' (docs/product/accounts.md#sign-in-gate). */
export type SignInReason =
  'bookmark articles' | 'access clinical insights' | 'ask questions' | 'add comments' | 'upgrade your subscription';

export interface SignInGateOptions extends Pick<NavigateOptions, 'replace'> {
  /** What to finish after sign-in, back on this page. */
  action?: GatedAction;
}

/**
 * The sign-in gate (docs/product/accounts.md#sign-in-gate): returns true for a signed-in user; for a guest it shows the destructive
 * 'Sign in required' toast, remembers this page (and the action) for after sign-in, goes to /auth (`replace` when
 * the page itself needs a user) and returns false.
 */
export function useSignInGate(): (reason: SignInReason, options?: SignInGateOptions) => boolean {
  const { user, loading } = useAuth();
  const { toast } = useToast();
  return useCallback(
    (reason: SignInReason, { action, ...options }: SignInGateOptions = {}) => {
      if (user) return true;
      // The signed-in state is still loading (public pages render before it is known): ignore the click.
      if (loading) return false;
      toast({ title: 'Sign in required', description: `Please sign in to ${reason}`, variant: 'destructive' });
      rememberGatedAction(`${window.location.pathname}${window.location.search}`, action ?? null);
      navigate('/auth', options);
      return false;
    },
    [user, loading, toast],
  );
}
