import { Container, Heading, Navigate, Skeleton, Stack, Text, useSearchParams } from '@ped/web-kit/ui';
import { BUYER_GATE, LoadError, pageTitle, RequireAuth, useDocumentTitle, type AuthUser } from '@ped/web-kit';
import { useState } from 'react';
import { RegistrationWizard } from './RegistrationWizard';
import { useBuyerProfile } from './useBuyerProfile';

const isBuyer = (user: AuthUser) => user.role === 'buyer';

function WizardSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading your profile">
      <Skeleton height="4" />
      <Skeleton height="96" borderRadius="l3" />
    </Stack>
  );
}

/** Editing: the wizard starts from the saved profile (none saved yet: from the account, as a new buyer). */
function EditProfile({ user }: { user: AuthUser }) {
  const { data: profile, missing, isPending, isError, refetch, isRefetching } = useBuyerProfile();
  if (isPending) return <WizardSkeleton />;
  if (isError && !missing)
    return <LoadError what="profile" onRetry={() => refetch()} retrying={isRefetching} />;
  return <RegistrationWizard user={user} profile={profile ?? null} />;
}

function Registration({ user }: { user: AuthUser }) {
  const [params] = useSearchParams();
  const editing = params.get('edit') === '1';
  // Whether the buyer came with a completed profile (sign-in leads here): fixed on arrival, so that completing
  // the wizard, which makes it true, does not move the page before the wizard's own success toast and navigation.
  const [completedBefore] = useState(user.hasBuyerProfile === true);
  if (completedBefore && !editing) return <Navigate to="/buyer-dashboard" replace />;
  return (
    <Container maxW="3xl" py={{ base: '6', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {editing ? 'Edit your buyer profile' : `Welcome, ${user.firstName || 'buyer'}!`}
          </Heading>
          <Text color="fg.muted">
            {user.email && <>Signed in as {user.email}. </>}
            {editing
              ? 'Change what you need and save on the last step.'
              : 'Complete your buyer profile in four short steps so exporters know who they are dealing with.'}
          </Text>
        </Stack>
        {editing ? <EditProfile user={user} /> : <RegistrationWizard user={user} />}
      </Stack>
    </Container>
  );
}

/**
 * /buyer-registration: the buyer profile wizard, for signed-in buyers (others get "Authentication Required" and
 * /buyer-login after 2 s). A buyer who completed it goes on to the dashboard unless editing (`?edit=1`).
 */
export function BuyerRegistrationPage() {
  useDocumentTitle(pageTitle('Buyer Registration'));
  return (
    <RequireAuth gate={BUYER_GATE} allow={isBuyer}>
      {(user) => <Registration user={user} />}
    </RequireAuth>
  );
}
