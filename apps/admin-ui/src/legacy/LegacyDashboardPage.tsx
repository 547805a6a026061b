import {
  Button,
  Container,
  HStack,
  Heading,
  Navigate,
  RouterLink,
  Stack,
  Text,
  useSearchParams,
} from '@ped/web-kit/ui';
import { Tabs } from '@ped/web-kit/ui-overlays';
import {
  ADMIN_GATE,
  pageTitle,
  RequireAuth,
  useDocumentTitle,
  useNoIndex,
  type AuthUser,
} from '@ped/web-kit';
import { ADMIN_HOME, ADMIN_LOGIN } from '../adminPaths.constants';
import { ConversationsPanel } from '../moderation/ConversationsPanel';
import { ActivityList } from './ActivityList';
import { LegacyAnalyticsTab } from './LegacyAnalyticsTab';
import { LegacyExportersTab } from './LegacyExportersTab';
import { LegacyOverviewTab } from './LegacyOverviewTab';

export const LEGACY_TABS = ['overview', 'exporters', 'messaging', 'activity', 'analytics'] as const;
type LegacyTab = (typeof LEGACY_TABS)[number];

const TAB_LABELS: Record<LegacyTab, string> = {
  overview: 'Overview',
  exporters: 'Exporters',
  messaging: 'Messaging',
  activity: 'Activity',
  analytics: 'Analytics',
};

const isAdmin = (user: AuthUser) => user.role === 'admin';

/** `/admin-legacy?tab=exporters`: the open tab is in the address (a reload or a link keeps it). */
function useLegacyTab(): [LegacyTab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = LEGACY_TABS.find((name) => name === asked) ?? 'overview';
  const select = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'overview') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, select];
}

function LegacyDashboard({ user }: { user: AuthUser }) {
  const [tab, setTab] = useLegacyTab();
  // The server refuses everything but a password change until the first password is changed.
  if (user.mustChangePassword) return <Navigate to={ADMIN_LOGIN} replace />;
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap={{ base: '5', md: '8' }}>
        <HStack justify="space-between" align="flex-end" gap="3" flexWrap="wrap">
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Admin dashboard
            </Heading>
            <Text color="fg.muted">Signed in as {user.username ?? user.email ?? 'admin'}</Text>
          </Stack>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={ADMIN_HOME}>Open the enhanced dashboard</RouterLink>
          </Button>
        </HStack>
        <Tabs.Root
          value={tab}
          onValueChange={(details) => setTab(details.value)}
          colorPalette="brand"
          variant="line"
          lazyMount
        >
          <Tabs.List overflowX="auto" overflowY="hidden">
            {LEGACY_TABS.map((name) => (
              <Tabs.Trigger key={name} value={name}>
                {TAB_LABELS[name]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="overview" pt="6">
            <LegacyOverviewTab />
          </Tabs.Content>
          <Tabs.Content value="exporters" pt="6">
            <LegacyExportersTab />
          </Tabs.Content>
          <Tabs.Content value="messaging" pt="6">
            <ConversationsPanel />
          </Tabs.Content>
          <Tabs.Content value="activity" pt="6">
            <ActivityList label="Activity" />
          </Tabs.Content>
          <Tabs.Content value="analytics" pt="6">
            <LegacyAnalyticsTab />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}

/** /admin-legacy: the simple dashboard, for administrators only (others get "Admin Access Required"). */
export function LegacyDashboardPage() {
  useDocumentTitle(pageTitle('Admin Dashboard'));
  useNoIndex();
  return (
    <RequireAuth gate={ADMIN_GATE} allow={isAdmin}>
      {(user) => <LegacyDashboard user={user} />}
    </RequireAuth>
  );
}
