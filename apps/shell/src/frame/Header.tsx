import { lazyOverlay } from '@ped/web-kit';
import { Box, Container, HStack, IconButton, RouterLink } from '@ped/web-kit/ui';
import { MessagesUnreadBadge } from '../live/signedInParts';
import { useState } from 'react';
import { AuthActions } from './AuthActions';
import { Brand } from './Brand';
import { MenuIcon, SearchIcon } from '@ped/web-kit/icons';
import { MOBILE_NAV_ID } from './mobileNavId';
import { NavLinks } from './NavLinks';

// The side panel of small screens, fetched when first opened: most visits never open it.
const MobileNav = lazyOverlay(() => import('./MobileNav').then((m) => m.MobileNav));

/**
 * The site header: brand, main navigation, search, account buttons; a menu button on small screens.
 */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/95"
      borderBottomWidth="1px"
      backdropFilter="blur(8px)"
    >
      <Container maxW="7xl" py="3">
        <HStack justify="space-between" gap="4">
          <Brand />
          <Box as="nav" aria-label="Main" display={{ base: 'none', lg: 'block' }}>
            <NavLinks direction="row" gap="1" />
          </Box>
          <HStack gap="2" flexShrink={0}>
            <IconButton asChild aria-label="Search exporters" variant="ghost" size="sm">
              <RouterLink to="/browse">
                <SearchIcon />
              </RouterLink>
            </IconButton>
            <AuthActions direction="row" gap="2" align="center" display={{ base: 'none', lg: 'flex' }} />
            <IconButton
              aria-label="Open menu"
              aria-expanded={menuOpen}
              aria-controls={MOBILE_NAV_ID}
              variant="ghost"
              size="sm"
              display={{ base: 'inline-flex', lg: 'none' }}
              position="relative"
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
              {/* The Messages link is inside the panel here: its unread count shows on the button. */}
              <MessagesUnreadBadge placement="corner" />
            </IconButton>
          </HStack>
        </HStack>
      </Container>
      <MobileNav open={menuOpen} onOpenChange={setMenuOpen} />
    </Box>
  );
}
