import { Button, Card, Heading, Stack, Text, RouterLink } from '@ped/web-kit/ui';
import type { AuthUser } from '@ped/web-kit';
import { LOGOUT_URL } from '../frame/siteLinks';

/** Shown to a visitor who opens the sign-in page while signed in: continue, or sign out first. */
export function AlreadySignedIn({ user, returnTo }: { user: AuthUser; returnTo: string }) {
  const who = user.firstName ?? user.email ?? user.username ?? 'your account';
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4" textAlign="center" align="center">
          <Heading as="h1" size="xl">
            You are already signed in
          </Heading>
          <Text color="fg.muted">Signed in as {who}.</Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" width={{ base: 'full', sm: 'auto' }}>
            <Button asChild colorPalette="brand">
              <RouterLink to={returnTo}>Continue</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <a href={LOGOUT_URL}>Sign out</a>
            </Button>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
