import { Button, Container, Heading, Link, SimpleGrid, Stack, Text, RouterLink } from '@ped/web-kit/ui';
import { PLANS } from '@ped/contracts/options';
import { pageTitle, usePageMeta, useSiteConfig } from '@ped/web-kit';
import { PageHero } from '../common/PageHero';
import { PlanCard, VERIFICATION_IS_FREE } from '../common/PlanCard';
import { BASE_KEYWORDS } from '../common/siteMeta';
import { ReasonsToJoin } from './ReasonsToJoin';

/** Where a plan's button goes: Basic to the free signup form, the others to the sales team. */
export function planTarget(planId: string): string {
  return planId === 'basic' ? '/exporter-signup' : `/contact?type=exporter_registration&plan=${planId}`;
}

/** /exporter-registration: the three plans and why to join. */
export function ExporterRegistrationPage() {
  const { contactEmail } = useSiteConfig();
  usePageMeta({
    title: pageTitle('Join as Exporter'),
    description:
      'List your company in the Pakistan Export Directory: start free on Basic or grow with Professional and Enterprise. Free verification on every plan, no commission.',
    keywords: ['register as exporter', 'exporter plans', 'list my company', ...BASE_KEYWORDS],
    path: '/exporter-registration',
  });

  return (
    <>
      <PageHero
        title="Join as Exporter"
        lead="Showcase your company to international buyers. Choose a plan, get verified free within 48 hours and start receiving inquiries — with no commission on your deals."
      />
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <Stack gap="12">
          <Stack as="section" aria-labelledby="plans-heading" gap="6">
            <Stack gap="2" textAlign="center">
              <Heading id="plans-heading" as="h2" size="2xl">
                Choose your plan
              </Heading>
              <Text color="fg.muted">{VERIFICATION_IS_FREE}</Text>
            </Stack>
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
                        <RouterLink to={planTarget(plan.id)}>
                          {plan.pricePkr === 0 ? 'Start Free' : `Choose ${plan.name}`}
                        </RouterLink>
                      </Button>
                    }
                  />
                </li>
              ))}
            </SimpleGrid>
          </Stack>
          <ReasonsToJoin />
          <Stack as="section" aria-labelledby="sales-heading" gap="3" align="center" textAlign="center">
            <Heading id="sales-heading" as="h2" size="xl">
              Need help choosing?
            </Heading>
            <Text color="fg.muted">
              Our team will walk you through the plans.
              {contactEmail && (
                <>
                  {' '}
                  Write to{' '}
                  <Link href={`mailto:${contactEmail}`} colorPalette="brand">
                    {contactEmail}
                  </Link>
                  .
                </>
              )}
            </Text>
            <Button asChild colorPalette="brand" variant="outline">
              <RouterLink to="/contact?type=exporter_registration">Contact Sales Team</RouterLink>
            </Button>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
