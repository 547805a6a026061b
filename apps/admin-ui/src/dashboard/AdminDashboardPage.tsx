import { Box, Container, Heading, Stack, Text, Navigate } from '@ped/web-kit/ui';
import { ADMIN_GATE, pageTitle, RequireAuth, useDocumentTitle, type AuthUser } from '@ped/web-kit';
import { ADMIN_LOGIN } from '../adminPaths.constants';

const isAdmin = (user: AuthUser) => user.role === 'admin';

function AdminDashboard({ user }: { user: AuthUser }) {
  // The server refuses everything but a password change until the first password is changed.
  if (user.mustChangePassword) return <Navigate to={ADMIN_LOGIN} replace />;
  return (
    <Container maxW="6xl" py={{ base: '10', md: '16' }}>
      <Stack gap="3">
        <Heading as="h1" size="3xl">
          Admin dashboard
        </Heading>
        <Text color="fg.muted">Signed in as {user.username ?? user.email ?? 'admin'}</Text>
        <Box mt="4" p="5" borderWidth="1px" borderRadius="lg" bg="bg.subtle">
          <Text color="fg.muted">
            Exporter review, verification, moderation and statistics will be available here soon.
          </Text>
        </Box>
      </Stack>
    </Container>
  );
}

/** /admin: administrators only (others get "Admin Access Required" and /admin-login). */
export function AdminDashboardPage() {
  useDocumentTitle(pageTitle('Admin Dashboard'));
  return (
    <RequireAuth gate={ADMIN_GATE} allow={isAdmin}>
      {(user) => <AdminDashboard user={user} />}
    </RequireAuth>
  );
}
