import type { AuthUser } from '@ped/web-kit';
import { useState, type ComponentType, type KeyboardEvent, type MouseEvent } from 'react';
import { AccountButton } from './AccountButton';
import type { AccountMenuProps } from './AccountMenu';

// The menu and `@ped/web-kit/ui-overlays` (~60 KB gzipped) stay off every signed-in first load: fetched when the
// pointer nears the button or it gets focus, shown when it is first used.
let menuModule: Promise<ComponentType<AccountMenuProps>> | undefined;
function loadMenu() {
  menuModule ??= import('./AccountMenu').then(
    (m) => m.AccountMenu,
    (error: unknown) => {
      menuModule = undefined; // a failed fetch is tried again on the next use
      throw error;
    },
  );
  return menuModule;
}

/** The signed-in user's avatar button; its first click, Enter, Space or arrow key opens the menu once loaded. */
export function UserMenu({ user }: { user: AuthUser }) {
  const [menu, setMenu] = useState<{ Menu: ComponentType<AccountMenuProps>; highlight?: 'first' | 'last' }>();
  if (menu) return <menu.Menu user={user} highlight={menu.highlight} />;

  const open = (highlight?: 'first' | 'last') =>
    void loadMenu().then(
      (Menu) => setMenu({ Menu, highlight }),
      () => undefined,
    );
  const preload = () => void loadMenu().catch(() => undefined);
  return (
    <AccountButton
      user={user}
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      // A click from Enter or Space has no pointer position (detail 0): a keyboard opening.
      onClick={(event: MouseEvent) => open(event.detail === 0 ? 'first' : undefined)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        open(event.key === 'ArrowDown' ? 'first' : 'last');
      }}
    />
  );
}
