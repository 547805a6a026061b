import { Link, Stack, type StackProps, RouterNavLink } from '@ped/web-kit/ui';
import { useAuth } from '@ped/web-kit';
import { MessagesUnreadBadge } from '../live/signedInParts';
import { MESSAGES_PATH, PUBLIC_NAV_LINKS, SIGNED_IN_NAV_LINKS } from './siteLinks';

interface Props extends StackProps {
  /** Called after a link is used (the side panel closes). */
  onNavigate?: () => void;
}

/** The main navigation links; the current page is marked with aria-current, Messages carries the unread count. */
export function NavLinks({ onNavigate, ...stackProps }: Props) {
  const { isAuthenticated } = useAuth();
  const links = isAuthenticated ? [...PUBLIC_NAV_LINKS, ...SIGNED_IN_NAV_LINKS] : PUBLIC_NAV_LINKS;
  return (
    <Stack as="ul" listStyleType="none" {...stackProps}>
      {links.map(({ label, to }) => (
        <li key={to}>
          <Link
            asChild
            color="fg.muted"
            fontWeight="medium"
            whiteSpace="nowrap"
            textStyle={{ base: 'md', lg: 'sm', xl: 'md' }}
            px={{ base: '2', lg: '1.5', xl: '2' }}
            py="1.5"
            borderRadius="md"
            _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
            _currentPage={{ color: 'brand.fg' }}
          >
            {/* Home is current only on its own; Messages also on a conversation (/messages/12). */}
            <RouterNavLink to={to} end={to === '/'} onClick={onNavigate}>
              {label}
              {to === MESSAGES_PATH && <MessagesUnreadBadge />}
            </RouterNavLink>
          </Link>
        </li>
      ))}
    </Stack>
  );
}
