import { Card, Container, Grid, Heading, useSearchParams } from '@ped/web-kit/ui';
import { SITE_NAME, pageTitle, usePageMeta, useSiteConfig } from '@ped/web-kit';
import { PageHero } from '../common/PageHero';
import { BASE_KEYWORDS, siteUrl } from '../common/siteMeta';
import { ContactForm } from './ContactForm';
import { prefillFromQuery } from './siteContactValues';
import { ContactInfo } from './ContactInfo';

/** /contact: the message form, contact cards, business hours and offers. */
export function ContactPage() {
  const [params] = useSearchParams();
  const { contactEmail, contactPhone, address } = useSiteConfig();
  usePageMeta({
    title: pageTitle('Contact Us'),
    description:
      'Contact the Pakistan Export Directory team: help finding exporters, exporter registration, verification and partnerships. We reply within 24 hours.',
    keywords: ['contact Pakistan Export Directory', 'exporter registration help', ...BASE_KEYWORDS],
    path: '/contact',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'ContactPage',
      name: `Contact ${SITE_NAME}`,
      url: siteUrl('/contact'),
      mainEntity: {
        '@type': 'Organization',
        name: SITE_NAME,
        email: contactEmail,
        telephone: contactPhone,
        address: address ? { '@type': 'PostalAddress', streetAddress: address } : undefined,
      },
    },
  });

  return (
    <>
      <PageHero
        title="Contact Us"
        lead="Questions about sourcing, registration or verification? Send us a message and we'll get back to you within 24 hours."
      />
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="8">
          <Card.Root variant="outline">
            <Card.Body gap="5">
              <Heading as="h2" size="xl">
                Send us a message
              </Heading>
              {/* Keyed by the query so a new ?type=&plan= pre-fills the form again. */}
              <ContactForm key={params.toString()} initialValues={prefillFromQuery(params)} />
            </Card.Body>
          </Card.Root>
          <ContactInfo />
        </Grid>
      </Container>
    </>
  );
}
