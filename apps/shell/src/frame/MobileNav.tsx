import { Button, CloseButton, Portal, Stack, useNavigate } from '@ped/web-kit/ui';
import { Separator, Input } from '@ped/web-kit/ui-lazy';
import { Drawer } from '@ped/web-kit/ui-overlays';
import { useState, type FormEvent } from 'react';
import { AuthActions } from './AuthActions';
import { MOBILE_NAV_ID } from './mobileNavId';
import { NavLinks } from './NavLinks';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The slide-out panel of small screens: a search box, the links and the account buttons (see Header). */
export function MobileNav({ open, onOpenChange }: Props) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const close = () => onOpenChange(false);

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = search.trim();
    navigate(term ? `/browse?search=${encodeURIComponent(term)}` : '/browse');
    setSearch('');
    close();
  };

  return (
    // The content's id goes through `ids`, never as a prop of Drawer.Content: the dialog machine finds its
    // content by that id to move focus in, trap it and close on Escape (Header's aria-controls names it).
    <Drawer.Root
      ids={{ content: MOBILE_NAV_ID }}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="5">
                <form role="search" onSubmit={submitSearch}>
                  <Stack direction="row" gap="2">
                    <Input
                      type="search"
                      name="search"
                      aria-label="Search exporters"
                      placeholder="Search..."
                      value={search}
                      onChange={(event) => setSearch(event.target.value)}
                    />
                    <Button type="submit" colorPalette="brand">
                      Search
                    </Button>
                  </Stack>
                </form>
                <nav aria-label="Main (menu)">
                  <NavLinks direction="column" gap="1" onNavigate={close} />
                </nav>
                <Separator />
                <AuthActions direction="column" gap="3" inPanel onNavigate={close} />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
