import { Button, SkeletonCircle, Stack, type StackProps, RouterLink } from '@ped/web-kit/ui';
import { useAuth } from '@ped/web-kit';
import { dashboardPath, LOGIN_URL, LOGOUT_URL } from './siteLinks';
import { UserMenu } from './UserMenu';

interface Props extends StackProps {
  /** True inside the side panel (labels differ, no avatar menu). */
  inPanel?: boolean;
  onNavigate?: () => void;
}

/**
 * Sign-in buttons for visitors (also while the user is loading without a session); dashboard, admin and account
 * for users. While a signed-in user loads, the session's hint draws the same buttons, the avatar as a placeholder.
 */
export function AuthActions({ inPanel = false, onNavigate, ...stackProps }: Props) {
  const { user, signedInAs } = useAuth();
  const role = user?.role ?? signedInAs;
  if (!role) {
    return (
      <Stack {...stackProps}>
        {/* The plans page, as the home page's "Join as Exporter"; sign-in leads to the choice of account. */}
        <Button asChild variant="outline" colorPalette="brand" size="sm" onClick={onNavigate}>
          <RouterLink to="/exporter-registration">Join as Exporter</RouterLink>
        </Button>
        {/* A full-page navigation: /api/login is served by the gateway, not by the router. */}
        <Button asChild colorPalette="brand" size="sm" onClick={onNavigate}>
          <a href={LOGIN_URL}>Sign In</a>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack {...stackProps}>
      <Button asChild variant="outline" colorPalette="brand" size="sm" onClick={onNavigate}>
        <RouterLink to={dashboardPath({ role })}>Dashboard</RouterLink>
      </Button>
      {role === 'admin' && (
        <Button asChild variant="outline" size="sm" onClick={onNavigate}>
          <RouterLink to="/admin">{inPanel ? 'Admin Panel' : 'Admin'}</RouterLink>
        </Button>
      )}
      {inPanel ? (
        <Button asChild variant="ghost" size="sm" onClick={onNavigate}>
          <a href={LOGOUT_URL}>Sign out</a>
        </Button>
      ) : user ? (
        <UserMenu user={user} />
      ) : (
        <SkeletonCircle size="9" aria-hidden />
      )}
    </Stack>
  );
}
