import { Box, Container, Heading, Stack, Text } from '@ped/web-kit/ui';
import { pageTitle, RequireAuth, useDocumentTitle, type AuthUser } from '@ped/web-kit';

function displayName(user: AuthUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.email || 'there';
}

function ExporterDashboard({ user }: { user: AuthUser }) {
  return (
    <Container maxW="5xl" py={{ base: '10', md: '16' }}>
      <Stack gap="3">
        <Heading as="h1" size="3xl">
          Exporter dashboard
        </Heading>
        <Text textStyle="lg">Welcome, {displayName(user)}.</Text>
        {user.email && <Text color="fg.muted">Signed in as {user.email}</Text>}
        <Box mt="4" p="5" borderWidth="1px" borderRadius="lg" bg="bg.subtle">
          <Text color="fg.muted">
            Your company profile, products and buyer inquiries will be managed here. This part of the
            dashboard is coming soon.
          </Text>
        </Box>
      </Stack>
    </Container>
  );
}

/** /dashboard: signed-in users only (others get the Unauthorized toast and go to sign-in). */
export function DashboardPage() {
  useDocumentTitle(pageTitle('Dashboard'));
  return <RequireAuth>{(user) => <ExporterDashboard user={user} />}</RequireAuth>;
}
