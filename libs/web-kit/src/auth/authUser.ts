/** The signed-in user as `/api/auth/user` returns it (only the fields the frontends read). */
export interface AuthUser {
  id: string | number;
  email: string | null;
  firstName: string | null;
  profileImageUrl: string | null;
  role: string;
}

export interface AuthState {
  user: AuthUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

export const AUTH_USER_QUERY_KEY = ['/api/auth/user'] as const;
