import { Portal, RouterLink } from '@ped/web-kit/ui';
import { Menu } from '@ped/web-kit/ui-overlays';
import type { AuthUser } from '@ped/web-kit';
import { AccountButton } from './AccountButton';
import { dashboardPath, LOGOUT_URL } from './siteLinks';

export interface AccountMenuProps {
  user: AuthUser;
  /** The menu opens at once (the button was just used); from the keyboard with its first or last item highlighted. */
  highlight?: 'first' | 'last';
}

/** Profile, Settings and Sign out under the avatar; loaded (with its Menu machinery) when first opened. */
export function AccountMenu({ user, highlight }: AccountMenuProps) {
  const dashboard = dashboardPath(user);
  // A buyer's Profile and Settings are its dashboard's Profile tab (the profile and Edit Profile).
  const profile = user.role === 'buyer' ? `${dashboard}?tab=profile` : dashboard;
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      defaultOpen
      defaultHighlightedValue={highlight && (highlight === 'first' ? 'profile' : 'sign-out')}
    >
      <Menu.Trigger asChild>
        <AccountButton user={user} />
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
