import { Button, Card, Container, Heading, Stack, Text, RouterLink } from '@ped/web-kit/ui';
import { pageTitle, usePageMeta } from '@ped/web-kit';
import { BASE_KEYWORDS } from '../common/siteMeta';
import { SignupForm } from './SignupForm';

/** /exporter-signup: the free (Basic) exporter registration. */
export function ExporterSignupPage() {
  usePageMeta({
    title: pageTitle('Exporter Signup'),
    description:
      'Register your export company for free on the Pakistan Export Directory. Our team reviews every application within 48 hours.',
    keywords: ['exporter signup', 'free exporter listing', ...BASE_KEYWORDS],
    path: '/exporter-signup',
  });
  return (
    <Container maxW="4xl" py={{ base: '6', md: '12' }}>
      <Stack gap="6">
        <Button asChild variant="ghost" colorPalette="brand" alignSelf="start" size="sm">
          <RouterLink to="/exporter-registration">← Back to Plans</RouterLink>
        </Button>
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Register your company
          </Heading>
          <Text color="fg.muted">
            Basic plan — free: a company profile, up to 5 products and up to 10 buyer contacts per month.
          </Text>
        </Stack>
        <Card.Root variant="outline">
          <Card.Body>
            <SignupForm />
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
