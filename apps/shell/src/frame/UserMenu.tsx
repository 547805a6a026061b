import { IconButton, Portal, RouterLink } from '@ped/web-kit/ui';
import { Avatar, Menu } from '@ped/web-kit/ui-overlays';
import type { AuthUser } from '@ped/web-kit';
import { dashboardPath, LOGOUT_URL } from './navLinks';

/** Spec: the first letter of firstName, else of the e-mail, else "U" (blank values count as missing). */
function initialOf(user: AuthUser): string {
  return (user.firstName?.trim()[0] ?? user.email?.trim()[0] ?? 'U').toUpperCase();
}

/** The signed-in user's avatar with Profile, Settings and Sign out. */
export function UserMenu({ user }: { user: AuthUser }) {
  const dashboard = dashboardPath(user);
  // A buyer's Profile and Settings are its dashboard's Profile tab (the profile and Edit Profile).
  const profile = user.role === 'buyer' ? `${dashboard}?tab=profile` : dashboard;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label="Account menu" variant="ghost" rounded="full" size="sm">
          <Avatar.Root size="sm">
            <Avatar.Fallback>{initialOf(user)}</Avatar.Fallback>
            {user.profileImageUrl && <Avatar.Image src={user.profileImageUrl} alt="" />}
          </Avatar.Root>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="profile" asChild>
              <RouterLink to={profile}>Profile</RouterLink>
            </Menu.Item>
            <Menu.Item value="settings" asChild>
              <RouterLink to={profile}>Settings</RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="sign-out" asChild>
              <a href={LOGOUT_URL}>Sign out</a>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
