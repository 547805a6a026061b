import {
  Box,
  Container,
  Flex,
  Heading,
  HStack,
  IconButton,
  Link,
  SimpleGrid,
  Stack,
  Text,
  RouterLink,
} from '@ped/web-kit/ui';
import { SITE_NAME } from '@ped/web-kit';
import type { ReactNode } from 'react';
import { FacebookIcon, LinkedInIcon, MailIcon, MapPinIcon, PhoneIcon, TwitterIcon } from '@ped/web-kit/icons';
import type { NavLink } from './navLinks';

export const CONTACT_EMAIL = 'info@pakistanexportdirectory.com';
export const CONTACT_PHONE = '+92 21 3456 7890';
const COPYRIGHT_YEAR = 2024;

const QUICK_LINKS: readonly NavLink[] = [
  { label: 'Browse Exporters', to: '/browse' },
  { label: 'Services', to: '/services' },
  { label: 'About Us', to: '/about' },
  { label: 'Categories', to: '/browse' },
];

const SUPPORT_LINKS: readonly NavLink[] = [
  { label: 'Contact Us', to: '/contact' },
  { label: 'Help Center', to: '/contact' },
  { label: 'Verification Process', to: '/services' },
  { label: 'Safety Guidelines', to: '/services' },
];

// Placeholder targets until the social accounts exist.
const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: '#', icon: <LinkedInIcon /> },
  { label: 'Twitter', href: '#', icon: <TwitterIcon /> },
  { label: 'Facebook', href: '#', icon: <FacebookIcon /> },
];

const linkStyle = { color: 'gray.300', _hover: { color: 'white' } } as const;

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <Stack as="nav" aria-label={title} gap="3">
      <Heading as="h2" size="sm" color="white">
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2" textStyle="sm">
        {links.map(({ label, to }) => (
          <li key={label}>
            <Link asChild {...linkStyle}>
              <RouterLink to={to}>{label}</RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" gap="2" align="center" color="gray.300">
      {icon}
      <Box minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </HStack>
  );
}

/** The site footer: about, quick links, support, contact info, social links and the legal line. */
export function Footer() {
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="16">
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="10">
          <Stack gap="4">
            <Text fontWeight="bold" color="white" textStyle="lg">
              {SITE_NAME}
            </Text>
            <Text textStyle="sm">
              Connecting global buyers with Pakistan&apos;s finest exporters across all major industries.
            </Text>
            <HStack gap="2">
              {SOCIAL_LINKS.map(({ label, href, icon }) => (
                <IconButton
                  key={label}
                  asChild
                  aria-label={label}
                  variant="ghost"
                  size="sm"
                  color="gray.300"
                  _hover={{ color: 'white', bg: 'whiteAlpha.200' }}
                >
                  <a href={href}>{icon}</a>
                </IconButton>
              ))}
            </HStack>
          </Stack>
          <LinkColumn title="Quick Links" links={QUICK_LINKS} />
          <LinkColumn title="Support" links={SUPPORT_LINKS} />
          <Stack gap="3">
            <Heading as="h2" size="sm" color="white">
              Contact Info
            </Heading>
            <Stack as="ul" listStyleType="none" gap="2" textStyle="sm">
              <ContactLine icon={<MailIcon boxSize="4" />}>
                <Link href={`mailto:${CONTACT_EMAIL}`} {...linkStyle}>
                  {CONTACT_EMAIL}
                </Link>
              </ContactLine>
              <ContactLine icon={<PhoneIcon boxSize="4" />}>
                <Link href={`tel:${CONTACT_PHONE.replaceAll(' ', '')}`} {...linkStyle}>
                  {CONTACT_PHONE}
                </Link>
              </ContactLine>
              <ContactLine icon={<MapPinIcon boxSize="4" />}>Karachi, Pakistan</ContactLine>
            </Stack>
          </Stack>
        </SimpleGrid>
        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="gray.700"
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          gap="3"
          textStyle="sm"
        >
          <Text>
            © {COPYRIGHT_YEAR} {SITE_NAME}. All rights reserved.
          </Text>
          <HStack gap="5">
            {/* Placeholder targets, as in the spec. */}
            <Link href="#" {...linkStyle}>
              Privacy Policy
            </Link>
            <Link href="#" {...linkStyle}>
              Terms of Service
            </Link>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
