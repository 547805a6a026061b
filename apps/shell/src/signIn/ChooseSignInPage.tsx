import {
  Card,
  Container,
  Heading,
  Link,
  LinkBox,
  LinkOverlay,
  RouterLink,
  SimpleGrid,
  Stack,
  Text,
  useSearchParams,
} from '@ped/web-kit/ui';
import { pageTitle, safeReturnTo, useAuth, useDocumentTitle } from '@ped/web-kit';
import { SHELL_ROUTES } from '@ped/web-kit/routes';
import { AlreadySignedIn } from './AlreadySignedIn';

const CHOICES = [
  {
    title: 'Buyer',
    text: 'Your free buyer account and company profile, for sourcing from Pakistani exporters.',
    label: 'Buyer sign-in',
    path: '/buyer-login',
  },
  {
    title: 'Exporter',
    text: 'Manage your company profile, products and the inquiries buyers send you.',
    label: 'Exporter sign-in',
    path: SHELL_ROUTES.exporterSignIn,
  },
] as const;

/** `path`, carrying `returnTo` on when there is one. */
function withReturnTo(path: string, returnTo: string): string {
  return returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path;
}

/**
 * /sign-in, where the header's Sign In and `/api/login` lead: buyers and exporters have accounts of their own,
 * so the visitor picks one; the way back (`returnTo`) travels on to the chosen sign-in page.
 */
export function ChooseSignInPage() {
  useDocumentTitle(pageTitle('Sign In'));
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'), '');
  const { user, isLoading } = useAuth();

  if (user && !isLoading) {
    return (
      <Container maxW="md" py={{ base: '8', md: '16' }} px={{ base: '4', md: '6' }}>
        <AlreadySignedIn user={user} returnTo={returnTo || '/'} />
      </Container>
    );
  }
  return (
    <Container maxW="2xl" py={{ base: '8', md: '16' }} px={{ base: '4', md: '6' }}>
      <Stack gap="8">
        <Stack gap="2" textAlign="center">
          <Heading as="h1" size="2xl">
            Sign in
          </Heading>
          <Text color="fg.muted">Buyers and exporters sign in separately. Which account is yours?</Text>
        </Stack>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="4">
          {CHOICES.map((choice) => (
            <LinkBox as="li" key={choice.path}>
              <Card.Root variant="outline" h="full" _hover={{ borderColor: 'brand.solid' }}>
                <Card.Body gap="2">
                  <Heading as="h2" size="lg">
                    {choice.title}
                  </Heading>
                  <Text color="fg.muted" textStyle="sm" flex="1">
                    {choice.text}
                  </Text>
                  <LinkOverlay asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
                    <RouterLink to={withReturnTo(choice.path, returnTo)}>{choice.label}</RouterLink>
                  </LinkOverlay>
                </Card.Body>
              </Card.Root>
            </LinkBox>
          ))}
        </SimpleGrid>
        <Text color="fg.muted" textAlign="center" textStyle="sm">
          New to the directory? Buyers register free from the buyer sign-in; exporters start at{' '}
          <Link asChild colorPalette="brand" color="brand.fg">
            <RouterLink to="/exporter-registration">Join as Exporter</RouterLink>
          </Link>
          .
        </Text>
      </Stack>
    </Container>
  );
}
