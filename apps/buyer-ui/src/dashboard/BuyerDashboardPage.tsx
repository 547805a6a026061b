import { Container, Navigate, Skeleton, Stack } from '@ped/web-kit/ui';
import { Tabs } from '@ped/web-kit/ui-overlays';
import type { BuyerProfileDto } from '@ped/contracts/identity';
import {
  LoadError,
  pageTitle,
  RequireAuth,
  signInUrl,
  useDocumentTitle,
  type AuthGate,
  type AuthUser,
} from '@ped/web-kit';
import { useBuyerProfile } from '../registration/useBuyerProfile';
import { DashboardHeader } from './DashboardHeader';
import { OverviewTab } from './OverviewTab';
import { ProfileTab } from './ProfileTab';
import { RequirementDialog } from './requirements/RequirementDialog';
import { RequirementsTab } from './requirements/RequirementsTab';
import { useRequirementDialog } from './requirements/useRequirementDialog';
import { SavedTab } from './saved/SavedTab';
import { useDashboardTab, type DashboardTab } from './useDashboardTab';

/** Spec: a visitor gets a toast, then the sign-in (/api/login) after 2 s. */
export const BUYER_DASHBOARD_GATE: AuthGate = {
  title: 'Authentication Required',
  description: 'Please login to access your buyer dashboard.',
  delayMs: 2000,
  redirect: signInUrl,
};

const isBuyer = (user: AuthUser) => user.role === 'buyer';

const TAB_LABELS: Record<DashboardTab, string> = {
  overview: 'Overview',
  requirements: 'Requirements',
  saved: 'Saved',
  profile: 'Profile',
};

function DashboardSkeleton() {
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} aria-busy="true" aria-label="Loading your dashboard">
      <Stack gap="6">
        <Skeleton height="10" width="60%" />
        <Skeleton height="5" width="40%" />
        <Skeleton height="10" />
        <Skeleton height="64" borderRadius="l3" />
      </Stack>
    </Container>
  );
}

function DashboardView({ user, profile }: { user: AuthUser; profile: BuyerProfileDto }) {
  const [tab, showTab] = useDashboardTab();
  const { openFor, dialogProps } = useRequirementDialog();
  const post = () => openFor(null);
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <DashboardHeader user={user} profile={profile} onPost={post} />
        <Tabs.Root
          value={tab}
          onValueChange={(details) => showTab(details.value as DashboardTab)}
          colorPalette="brand"
          variant="line"
          lazyMount
        >
          <Tabs.List overflowX="auto" overflowY="hidden">
            {(Object.keys(TAB_LABELS) as DashboardTab[]).map((value) => (
              <Tabs.Trigger key={value} value={value} flexShrink="0">
                {TAB_LABELS[value]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="overview" pt="6">
            <OverviewTab profile={profile} onPost={post} onShowTab={showTab} />
          </Tabs.Content>
          <Tabs.Content value="requirements" pt="6">
            <RequirementsTab onPost={post} onEdit={openFor} />
          </Tabs.Content>
          <Tabs.Content value="saved" pt="6">
            <SavedTab />
          </Tabs.Content>
          <Tabs.Content value="profile" pt="6">
            <ProfileTab profile={profile} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
      <RequirementDialog {...dialogProps} />
    </Container>
  );
}

/** The buyer's profile decides: none completed yet goes to the wizard (spec). */
function Dashboard({ user }: { user: AuthUser }) {
  const {
    data: profile,
    missing,
    isError,
    refetch,
    isRefetching,
  } = useBuyerProfile({
    enabled: user.hasBuyerProfile !== false,
  });
  if (profile) return <DashboardView user={user} profile={profile} />;
  if (missing || user.hasBuyerProfile === false) return <Navigate to="/buyer-registration" replace />;
  if (isError) return <LoadError what="dashboard" onRetry={() => refetch()} retrying={isRefetching} />;
  return <DashboardSkeleton />;
}

/**
 * /buyer-dashboard: signed-in buyers with a completed profile. A visitor gets "Authentication Required" and the
 * sign-in after 2 s; a buyer without a profile goes to /buyer-registration.
 */
export function BuyerDashboardPage() {
  useDocumentTitle(pageTitle('Buyer Dashboard'));
  return (
    <RequireAuth gate={BUYER_DASHBOARD_GATE} allow={isBuyer}>
      {(user) => <Dashboard user={user} />}
    </RequireAuth>
  );
}
