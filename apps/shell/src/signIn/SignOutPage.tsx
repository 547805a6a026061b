import { Button, Card, Container, Heading, Stack, Text, RouterLink } from '@ped/web-kit/ui';
import { pageTitle, useAuth, useDocumentTitle } from '@ped/web-kit';
import { LOGOUT_URL } from '../frame/siteLinks';

/**
 * /sign-out: where /api/logout sends a navigation that came from another site. Signing out is a
 * click here (a same-origin navigation), so no other site can sign a visitor out behind their back.
 */
export function SignOutPage() {
  useDocumentTitle(pageTitle('Sign Out'));
  const { user, isLoading } = useAuth();
  const signedIn = Boolean(user) || isLoading;
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }} px={{ base: '4', md: '6' }}>
      <Card.Root>
        <Card.Body>
          <Stack gap="4" textAlign="center" align="center">
            <Heading as="h1" size="xl">
              {signedIn ? 'Sign out?' : 'You are signed out'}
            </Heading>
            <Text color="fg.muted">
              {signedIn
                ? 'A link asked to sign you out of the Pakistan Export Directory. Sign out only if you meant to.'
                : 'There is no session in this browser.'}
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" width={{ base: 'full', sm: 'auto' }}>
              {signedIn && (
                <Button asChild colorPalette="brand">
                  <a href={LOGOUT_URL}>Sign out</a>
                </Button>
              )}
              <Button asChild variant="outline">
                <RouterLink to="/">{signedIn ? 'Stay signed in' : 'Go to the home page'}</RouterLink>
              </Button>
            </Stack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
