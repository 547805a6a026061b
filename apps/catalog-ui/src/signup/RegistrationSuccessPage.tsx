import {
  Box,
  Button,
  Card,
  Container,
  Heading,
  List,
  RouterLink,
  Stack,
  Text,
  useLocation,
  useSearchParams,
} from '@ped/web-kit/ui';
import { REGISTRATION_ID_PATTERN } from '@ped/contracts/options';
import { pageTitle, usePageMeta } from '@ped/web-kit';
import { CheckIcon } from '@ped/web-kit/icons';

const NEXT_STEPS = [
  ['Review within 48 hours', 'Our team checks your application and company details.'],
  ['Verification', 'Certified third-party partners verify your registration and documents.'],
  ['Go live', 'Your profile appears in the directory and buyers can contact you.'],
] as const;

/** The registration id from the router state, else from `?id=` (so a reload keeps it). */
function useRegistrationId(): string | null {
  const { state } = useLocation();
  const [params] = useSearchParams();
  const fromState = (state as { registrationId?: unknown } | null)?.registrationId;
  const id = typeof fromState === 'string' ? fromState : params.get('id');
  return id && REGISTRATION_ID_PATTERN.test(id) ? id : null;
}

/** /exporter-registration-success: what happens next and the registration id. */
export function RegistrationSuccessPage() {
  const registrationId = useRegistrationId();
  usePageMeta({
    title: pageTitle('Registration Submitted'),
    description:
      'Your exporter registration has been submitted. We review every application within 48 hours.',
    path: '/exporter-registration-success',
  });

  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <Stack gap="8" align="center" textAlign="center">
        <Box bg="brand.subtle" color="brand.fg" borderRadius="full" p="4" aria-hidden>
          <CheckIcon boxSize="10" />
        </Box>
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Registration Submitted Successfully!
          </Heading>
          <Text color="fg.muted">Thank you for registering with the Pakistan Export Directory.</Text>
        </Stack>
        {registrationId && (
          <Card.Root variant="subtle" w="full">
            <Card.Body>
              <Text textStyle="sm" color="fg.muted">
                Your registration ID
              </Text>
              <Text textStyle="2xl" fontWeight="bold" fontFamily="mono" data-testid="registration-id">
                {registrationId}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                Keep it for any question about your application.
              </Text>
            </Card.Body>
          </Card.Root>
        )}
        <Stack as="section" aria-labelledby="next-heading" gap="4" w="full" textAlign="start">
          <Heading id="next-heading" as="h2" size="lg">
            What happens next?
          </Heading>
          <List.Root as="ol" listStyleType="none" gap="3">
            {NEXT_STEPS.map(([title, text], index) => (
              <List.Item key={title} display="flex" gap="3" alignItems="start">
                <Box
                  flexShrink={0}
                  boxSize="7"
                  borderRadius="full"
                  bg="brand.solid"
                  color="white"
                  display="grid"
                  placeItems="center"
                  fontWeight="bold"
                  aria-hidden
                >
                  {index + 1}
                </Box>
                <Box>
                  <Text fontWeight="semibold">{title}</Text>
                  <Text color="fg.muted" textStyle="sm">
                    {text}
                  </Text>
                </Box>
              </List.Item>
            ))}
          </List.Root>
          <Text textStyle="sm" color="fg.muted">
            We have sent a confirmation e-mail. If it has not arrived after 30 minutes, please check your spam
            folder.
          </Text>
        </Stack>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
          <Button asChild colorPalette="brand">
            <RouterLink to="/">Back to Home</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to="/about">About Us</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to="/contact">Contact Us</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
