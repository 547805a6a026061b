import { Button, Container, SimpleGrid, Stack, RouterLink } from '@ped/web-kit/ui';
import { PLANS } from '@ped/contracts/options';
import { pageTitle, usePageMeta } from '@ped/web-kit';
import { PageHero } from '../common/PageHero';
import { PlanCard, VERIFICATION_IS_FREE } from '../common/PlanCard';
import { BASE_KEYWORDS, LOGIN_URL, siteUrl } from '../common/siteMeta';
import { InfoCards } from './InfoCards';
import { InfoSection } from './InfoSection';
import { DirectoryFigures } from './DirectoryFigures';

const SERVICES = [
  ['Exporter Directory', 'A searchable directory of Pakistani exporters by category, city and verification.'],
  [
    'Verification Process',
    'Certified third-party partners verify exporters within 48 hours, free on every plan.',
  ],
  ['Buyer Matching', 'Tell us what you need and we introduce you to suitable exporters.'],
  ['Direct Messaging', 'Buyers and exporters talk directly, with no middleman and no commission.'],
  ['Trade Insights', "Market information on Pakistan's export industries and trends."],
  ['Safety Guidelines', 'The scams buyers should know, and how to pay, sample and ship safely.'],
] as const;

/** /services: six services, figures and the three plans. */
export function ServicesPage() {
  usePageMeta({
    title: pageTitle('Services'),
    description:
      'Services of the Pakistan Export Directory: exporter listings, third-party verification, buyer matching and direct messaging. Plans from free to Enterprise.',
    keywords: ['exporter verification', 'buyer matching', 'exporter plans', ...BASE_KEYWORDS],
    path: '/services',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Pakistan Export Directory listings and verification',
      url: siteUrl('/services'),
      areaServed: 'Worldwide',
      offers: PLANS.map((plan) => ({
        '@type': 'Offer',
        name: plan.name,
        price: plan.pricePkr,
        priceCurrency: 'PKR',
      })),
    },
  });
  return (
    <>
      <PageHero
        title="Our Services"
        lead="Everything buyers and exporters need to trade with confidence — verified listings, direct contact and no commission."
      >
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="8">
          <Button asChild size="lg" bg="white" color="brand.fg" _hover={{ bg: 'brand.subtle' }}>
            <a href={LOGIN_URL}>Start Free Trial</a>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            color="white"
            borderColor="white"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            <RouterLink to="/contact">Contact Sales</RouterLink>
          </Button>
        </Stack>
      </PageHero>
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <Stack gap={{ base: '12', md: '16' }}>
          <InfoSection id="services-heading" title="What we offer">
            <InfoCards items={SERVICES} />
          </InfoSection>
          <InfoSection id="numbers-heading" title="The directory in numbers">
            <DirectoryFigures />
          </InfoSection>
          <InfoSection
            id="pricing-heading"
            title="Pricing Plans"
            lead={`Buyers always use the directory free of charge. ${VERIFICATION_IS_FREE}`}
          >
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="5">
              {PLANS.map((plan) => (
                <li key={plan.id}>
                  <PlanCard
                    plan={plan}
                    action={
                      <Button
                        asChild
                        colorPalette="brand"
                        variant={plan.mostPopular ? 'solid' : 'outline'}
                        w="full"
                      >
                        <a href={LOGIN_URL}>{plan.pricePkr === 0 ? 'Get Started' : `Choose ${plan.name}`}</a>
                      </Button>
                    }
                  />
                </li>
              ))}
            </SimpleGrid>
          </InfoSection>
        </Stack>
      </Container>
    </>
  );
}
