import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@ped/web-kit/ui';
import { leavePage } from '../navigation/leavePage';
import { toast } from '../toast/toast';
import { SIGN_IN_GATE, type AuthGate } from './authGate.constants';
import { AUTH_USER_QUERY_KEY, type AuthUser } from './authUser';
import { useAuth } from './useAuth';

export interface RequireAuthOptions {
  /** The toast, delay and target for a visitor who is not let in; the spec's Unauthorized handling by default. */
  gate?: AuthGate;
  /** Who is let in among signed-in users; anyone signed in by default. */
  allow?: (user: AuthUser) => boolean;
}

export type RequireAuthState =
  | { status: 'loading'; user: null }
  | { status: 'denied'; user: AuthUser | null }
  | { status: 'allowed'; user: AuthUser };

function navigateTo(target: string, navigate: (to: string, options: { replace: boolean }) => void): void {
  // The server's routes are not the router's: leave the page for them.
  if (target.startsWith('/api/')) leavePage.to(target);
  else navigate(target, { replace: true });
}

/**
 * Guards a page: while the user loads, `loading`; a visitor who is not let in gets the gate's toast once and
 * is sent to its target after its delay (`denied`); otherwise `allowed` with the user.
 */
export function useRequireAuth({ gate = SIGN_IN_GATE, allow }: RequireAuthOptions = {}): RequireAuthState {
  const { user, isLoading } = useAuth();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const announced = useRef(false);
  const lets = (candidate: AuthUser | null | undefined) =>
    candidate != null && (allow ? allow(candidate) : true);
  const allowed = lets(user);
  // AuthProvider defers the user it passes down: a sign-in that has just landed (and navigated here) is in the
  // auth query before it reaches `user`, on a slow phone for seconds. Until then the page waits; turning the
  // user away would replace the sign-in's toast with the gate's and send them back to sign in.
  const arriving = !allowed && lets(client.getQueryData<AuthUser | null>(AUTH_USER_QUERY_KEY));
  const denied = !isLoading && !allowed && !arriving;
  const returnTo = pathname + search;

  useEffect(() => {
    if (!denied) {
      announced.current = false;
      return;
    }
    // The delay counts from when the toast is on screen (its code loads with the first toast).
    const shown = announced.current
      ? Promise.resolve()
      : toast({ title: gate.title, description: gate.description, variant: 'destructive' });
    announced.current = true;
    let timer: number | undefined;
    let cancelled = false;
    void shown
      .catch(() => undefined)
      .then(() => {
        if (!cancelled)
          timer = window.setTimeout(() => navigateTo(gate.redirect(returnTo), navigate), gate.delayMs);
      });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [denied, gate, returnTo, navigate]);

  if (isLoading || arriving) return { status: 'loading', user: null };
  if (denied || user === null) return { status: 'denied', user };
  return { status: 'allowed', user };
}
