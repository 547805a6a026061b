import { Container, Heading, Link, RouterLink, Stack, Text } from '@ped/web-kit/ui';
import { pageTitle, usePageMeta, useSiteConfig } from '@ped/web-kit';
import { BASE_KEYWORDS } from '../common/siteMeta';

/** Both legal pages were last changed on this date (spec). */
export const LEGAL_LAST_UPDATED = 'December 15, 2024';

export type LegalSection = readonly [heading: string, ...paragraphs: string[]];

interface Props {
  title: string;
  path: string;
  description: string;
  sections: readonly LegalSection[];
  /** The last section's lead, e.g. "Privacy questions": followed by the site's contact e-mail. */
  contactLead: string;
}

/** A static legal text: title, last-updated line, numbered sections and a last one on whom to ask. */
export function LegalPage({ title, path, description, sections, contactLead }: Props) {
  usePageMeta({ title: pageTitle(title), description, keywords: [title, ...BASE_KEYWORDS], path });
  const { contactEmail } = useSiteConfig();
  return (
    <Container as="article" maxW="3xl" py={{ base: '10', md: '14' }}>
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <Text color="fg.muted">Last updated: {LEGAL_LAST_UPDATED}</Text>
        </Stack>
        {sections.map(([heading, ...paragraphs], index) => (
          <Stack as="section" key={heading} gap="3">
            <Heading as="h2" size="lg">
              {index + 1}. {heading}
            </Heading>
            {paragraphs.map((paragraph) => (
              <Text key={paragraph} lineHeight="tall">
                {paragraph}
              </Text>
            ))}
          </Stack>
        ))}
        <Stack as="section" gap="3">
          <Heading as="h2" size="lg">
            {sections.length + 1}. Contact
          </Heading>
          <Text lineHeight="tall">
            {contactLead}:{' '}
            {contactEmail ? (
              <Link href={`mailto:${contactEmail}`} colorPalette="brand" color="brand.fg">
                {contactEmail}
              </Link>
            ) : (
              <Link asChild colorPalette="brand" color="brand.fg">
                <RouterLink to="/contact">contact us</RouterLink>
              </Link>
            )}
            .
          </Text>
        </Stack>
      </Stack>
    </Container>
  );
}
