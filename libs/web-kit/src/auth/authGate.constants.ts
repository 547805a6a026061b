/** What a protected page does with a visitor it does not let in: a toast, then a redirect after a delay. */
export interface AuthGate {
  title: string;
  description: string;
  delayMs: number;
  /** Where the visitor is sent; gets the current path and query. `/api/…` targets are full-page navigations. */
  redirect: (returnTo: string) => string;
}

/**
 * The server's sign-in (a full-page navigation that ends on the shell's `/sign-in?returnTo=…`, where the visitor
 * chooses buyer or exporter sign-in and the way back travels on).
 */
export function signInUrl(returnTo: string): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Spec: Unauthorized → "You are logged out. Logging in again..." and /api/login after 500 ms. */
export const SIGN_IN_GATE: AuthGate = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
  delayMs: 500,
  redirect: signInUrl,
};

/** Spec: buyer pages send the visitor to /buyer-login after 2 s. */
export const BUYER_GATE: AuthGate = {
  title: 'Authentication Required',
  description: 'Please login to complete your buyer registration.',
  delayMs: 2000,
  redirect: () => '/buyer-login',
};

/** Spec: admin pages send anyone but an admin to /admin-login after 500 ms. */
export const ADMIN_GATE: AuthGate = {
  title: 'Admin Access Required',
  description: 'Please login as admin to access this page.',
  delayMs: 500,
  redirect: () => '/admin-login',
};
