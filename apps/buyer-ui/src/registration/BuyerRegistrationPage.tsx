import { Box, Container, Heading, Stack, Text } from '@ped/web-kit/ui';
import { BUYER_GATE, pageTitle, RequireAuth, useDocumentTitle, type AuthUser } from '@ped/web-kit';

const isBuyer = (user: AuthUser) => user.role === 'buyer';

function RegistrationWelcome({ user }: { user: AuthUser }) {
  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <Stack gap="3">
        <Heading as="h1" size="3xl">
          Welcome, {user.firstName || user.email || 'buyer'}!
        </Heading>
        {user.email && <Text color="fg.muted">Signed in as {user.email}</Text>}
        <Box mt="4" p="5" borderWidth="1px" borderRadius="lg" bg="bg.subtle">
          <Stack gap="2">
            <Heading as="h2" size="md">
              Complete your buyer profile
            </Heading>
            <Text color="fg.muted">
              Next comes a four-step profile wizard: personal information, company information, business
              interests and a final review. It is coming soon.
            </Text>
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}

/** /buyer-registration: signed-in buyers only (others get "Authentication Required" and /buyer-login). */
export function BuyerRegistrationPage() {
  useDocumentTitle(pageTitle('Buyer Registration'));
  return (
    <RequireAuth gate={BUYER_GATE} allow={isBuyer}>
      {(user) => <RegistrationWelcome user={user} />}
    </RequireAuth>
  );
}
