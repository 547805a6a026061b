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
import { SITE_NAME, telHref, useSiteConfig, type SiteConfig } from '@ped/web-kit';
import type { ReactNode } from 'react';
import { FacebookIcon, LinkedInIcon, MailIcon, MapPinIcon, PhoneIcon, TwitterIcon } from '@ped/web-kit/icons';
import type { NavLink } from './siteLinks';

const COPYRIGHT_YEAR = 2024;

const QUICK_LINKS: readonly NavLink[] = [
  { label: 'Browse Exporters', to: '/browse' },
  { label: 'Services', to: '/services' },
  { label: 'About Us', to: '/about' },
  { label: 'Categories', to: '/browse' },
];

const SUPPORT_LINKS: readonly NavLink[] = [
  { label: 'Contact Us', to: '/contact' },
  { label: 'Help Center', to: '/help' },
  { label: 'Verification Process', to: '/help#verification' },
  { label: 'Safety Guidelines', to: '/safety' },
];

const LEGAL_LINKS: readonly NavLink[] = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
];

/** The networks the footer links to, each shown only when the site configuration names its profile. */
const SOCIAL_NETWORKS: readonly {
  key: keyof NonNullable<SiteConfig['social']>;
  label: string;
  icon: ReactNode;
}[] = [
  { key: 'linkedin', label: 'LinkedIn', icon: <LinkedInIcon /> },
  { key: 'twitter', label: 'Twitter', icon: <TwitterIcon /> },
  { key: 'facebook', label: 'Facebook', icon: <FacebookIcon /> },
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

/** The site footer: about, quick links, support, contact info and social links (as configured), the legal line. */
export function Footer() {
  const { contactEmail, contactPhone, address, social = {} } = useSiteConfig();
  const socialLinks = SOCIAL_NETWORKS.filter(({ key }) => social[key]);
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
            {socialLinks.length > 0 && (
              <HStack gap="2">
                {socialLinks.map(({ key, label, icon }) => (
                  <IconButton
                    key={key}
                    asChild
                    aria-label={label}
                    variant="ghost"
                    size="sm"
                    color="gray.300"
                    _hover={{ color: 'white', bg: 'whiteAlpha.200' }}
                  >
                    <a href={social[key]} rel="noopener noreferrer">
                      {icon}
                    </a>
                  </IconButton>
                ))}
              </HStack>
            )}
          </Stack>
          <LinkColumn title="Quick Links" links={QUICK_LINKS} />
          <LinkColumn title="Support" links={SUPPORT_LINKS} />
          <Stack gap="3">
            <Heading as="h2" size="sm" color="white">
              Contact Info
            </Heading>
            <Stack as="ul" listStyleType="none" gap="2" textStyle="sm">
              {contactEmail && (
                <ContactLine icon={<MailIcon boxSize="4" />}>
                  <Link href={`mailto:${contactEmail}`} {...linkStyle}>
                    {contactEmail}
                  </Link>
                </ContactLine>
              )}
              {contactPhone && (
                <ContactLine icon={<PhoneIcon boxSize="4" />}>
                  <Link href={telHref(contactPhone)} {...linkStyle}>
                    {contactPhone}
                  </Link>
                </ContactLine>
              )}
              {address && <ContactLine icon={<MapPinIcon boxSize="4" />}>{address}</ContactLine>}
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
          <HStack as="nav" aria-label="Legal" gap="5">
            {LEGAL_LINKS.map(({ label, to }) => (
              <Link key={to} asChild {...linkStyle}>
                <RouterLink to={to}>{label}</RouterLink>
              </Link>
            ))}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
