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
}

export const AUTH_USER_QUERY_KEY = ['/api/auth/user'] as const;
