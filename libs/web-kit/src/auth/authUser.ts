import type { SignedInHintRole } from '@ped/contracts/options';
/** The signed-in user as `/api/auth/user` returns it (only the fields the frontends read). */
export interface AuthUser {
  id: string | number;
  email: string | null;
  firstName: string | null;
  profileImageUrl: string | null;
  role: string;
  /** Which kind of account: exporter `user`, `buyer` or the `admin` console. */
  kind?: 'user' | 'buyer' | 'admin';
  lastName?: string | null;
  /** Admin console only. */
  username?: string;
  /** Admin console: the first password must be changed before anything else. */
  mustChangePassword?: boolean;
  /** Buyers: whether the registration wizard has been completed. */
  hasBuyerProfile?: boolean;
}

export interface AuthState {
  user: AuthUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /**
   * While the user is loading: the role the session's hint cookie names (SIGNED_IN_HINT_COOKIE), so that the
   * header shows the signed-in state at once; null otherwise. For the screen only, never for a decision.
   */
  signedInAs: SignedInHintRole | null;
}

export const AUTH_USER_QUERY_KEY = ['/api/auth/user'] as const;
