export interface NavLink {
  label: string;
  to: string;
}

/** The public links of the header and the side panel. */
export const PUBLIC_NAV_LINKS: readonly NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Browse Exporters', to: '/browse' },
  { label: 'Services', to: '/services' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

export const MESSAGES_PATH = '/messages';

/** Added for signed-in visitors. */
export const SIGNED_IN_NAV_LINKS: readonly NavLink[] = [{ label: 'Messages', to: MESSAGES_PATH }];

/** Where a signed-in user's Dashboard (and Profile, Settings) lead: a buyer's own dashboard, else /dashboard. */
export function dashboardPath(user: { role: string }): string {
  return user.role === 'buyer' ? '/buyer-dashboard' : '/dashboard';
}

/** Full-page navigations to the server's sign-in and sign-out. */
export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';
