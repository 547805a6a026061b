import { Button, Container, Heading, RouterLink, Skeleton, SkeletonText, Stack, Text } from '@ped/web-kit/ui';
import {
  isApiError,
  LoadError,
  pageTitle,
  RequireAuth,
  StateMessage,
  useDocumentTitle,
  useNoIndex,
  type AuthUser,
} from '@ped/web-kit';
import { CreateProfile } from './CreateProfile';
import { ExporterWorkspace } from './ExporterWorkspace';
import { useMyExporter } from './useWorkspace';

function displayName(user: AuthUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.email || 'there';
}

/** Only exporter accounts have a workspace (the gateway refuses the others). */
const isExporterAccount = (user: AuthUser) => user.role === 'exporter';

function WorkspaceSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading your dashboard">
      <Skeleton height="8" width="40%" />
      <SkeletonText noOfLines={2} />
      <Skeleton height="10" />
      <Skeleton height="48" />
    </Stack>
  );
}

function ExporterDashboard({ user }: { user: AuthUser }) {
  const { data: exporter, error, isPending, isError, refetch, isRefetching } = useMyExporter();
  const noProfile = isError && isApiError(error) && error.reason === 'EXPORTER_PROFILE_NOT_FOUND';

  if (isPending) return <WorkspaceSkeleton />;
  if (noProfile) return <CreateProfile user={user} />;
  if (isError) return <LoadError what="dashboard" onRetry={() => refetch()} retrying={isRefetching} />;
  return <ExporterWorkspace exporter={exporter} />;
}

function NotAnExporter({ user }: { user: AuthUser }) {
  const home = user.role === 'buyer' ? { to: '/buyer-dashboard', label: 'Go to your buyer dashboard' } : null;
  return (
    <StateMessage
      title="This dashboard is for exporter accounts"
      actions={
        home && (
          <Button asChild colorPalette="brand" variant="outline">
            <RouterLink to={home.to}>{home.label}</RouterLink>
          </Button>
        )
      }
    >
      {user.role === 'buyer'
        ? 'You are signed in as a buyer: your saved exporters and inquiries are on your buyer dashboard.'
        : 'You are signed in with an account that has no exporter profile. Sign in with an exporter account to manage a company listing.'}
    </StateMessage>
  );
}

/** /dashboard: an exporter's workspace (profile, products, inquiries); visitors are sent to sign in. */
export function DashboardPage() {
  useDocumentTitle(pageTitle('Dashboard'));
  useNoIndex();
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <RequireAuth>
        {(user) => (
          <Stack gap={{ base: '5', md: '8' }}>
            <Stack gap="1">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                Exporter dashboard
              </Heading>
              <Text textStyle="lg">Welcome, {displayName(user)}.</Text>
              {user.email && (
                <Text color="fg.muted" textStyle="sm">
                  Signed in as {user.email}
                </Text>
              )}
            </Stack>
            {isExporterAccount(user) ? <ExporterDashboard user={user} /> : <NotAnExporter user={user} />}
          </Stack>
        )}
      </RequireAuth>
    </Container>
  );
}
