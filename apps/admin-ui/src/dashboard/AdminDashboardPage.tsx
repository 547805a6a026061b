import { Container, Navigate, Stack } from '@ped/web-kit/ui';
import { Tabs } from '@ped/web-kit/ui-overlays';
import {
  ADMIN_GATE,
  pageTitle,
  RequireAuth,
  useAuth,
  useDocumentTitle,
  useNoIndex,
  type AuthUser,
} from '@ped/web-kit';
import { useState, type ReactNode } from 'react';
import { ADMIN_LOGIN } from '../adminPaths.constants';
import { ExportersTab } from '../exporters/ExportersTab';
import { DashboardHeader } from '../header/DashboardHeader';
import { SettingsDialog, type SettingsTab } from '../settings/SettingsDialog';
import { AnalyticsTab } from './AnalyticsTab';
import { DashboardLoading } from './DashboardLoading';
import { CommunicationTab } from './CommunicationTab';
import { DASHBOARD_TABS, useDashboardTab, type DashboardTab } from './dashboardTabs';
import { FinancialTab } from './FinancialTab';
import { ModerationTab } from './ModerationTab';
import { OverviewTab } from './OverviewTab';
import { SessionCheck } from './SessionCheck';
import { SystemTab } from './SystemTab';
import { TwoFactorReminder } from './TwoFactorReminder';
import { VerificationTab } from './VerificationTab';

const isAdmin = (user: AuthUser) => user.role === 'admin';

const TAB_CONTENT: Record<DashboardTab, () => ReactNode> = {
  overview: () => <OverviewTab />,
  analytics: () => <AnalyticsTab />,
  exporters: () => <ExportersTab />,
  verification: () => <VerificationTab />,
  financial: () => <FinancialTab />,
  communication: () => <CommunicationTab />,
  moderation: () => <ModerationTab />,
  system: () => <SystemTab />,
};

function EnhancedDashboard({ user }: { user: AuthUser }) {
  const [tab, setTab] = useDashboardTab();
  // The open Settings dialog's first tab; null while it is closed.
  const [settings, setSettings] = useState<SettingsTab | null>(null);
  // Two-factor sign-in is the console's own accounts' (a directory user with the admin role signs in elsewhere).
  const consoleAccount = user.kind === 'admin';
  // The server refuses everything but a password change until the first password is changed.
  if (user.mustChangePassword) return <Navigate to={ADMIN_LOGIN} replace />;
  return (
    <SessionCheck>
      <Stack gap={{ base: '4', md: '6' }}>
        <DashboardHeader user={user} onOpenSettings={() => setSettings('password')} />
        {consoleAccount && <TwoFactorReminder onTurnOn={() => setSettings('two-factor')} />}
        <Tabs.Root
          value={tab}
          onValueChange={(details) => setTab(details.value)}
          colorPalette="brand"
          variant="line"
          lazyMount
          unmountOnExit
        >
          <Tabs.List overflowX="auto" overflowY="hidden">
            {DASHBOARD_TABS.map(([value, label]) => (
              <Tabs.Trigger key={value} value={value} flexShrink={0}>
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {DASHBOARD_TABS.map(([value]) => (
            <Tabs.Content key={value} value={value} pt={{ base: '4', md: '6' }} minW="0">
              {TAB_CONTENT[value]()}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
      <SettingsDialog
        open={settings !== null}
        onOpenChange={(open) => !open && setSettings(null)}
        tab={settings ?? 'password'}
        withTwoFactor={consoleAccount}
      />
    </SessionCheck>
  );
}

/** /admin: the enhanced dashboard, administrators only (others get "Admin Access Required" and /admin-login). */
export function AdminDashboardPage() {
  useDocumentTitle(pageTitle('Admin Dashboard'));
  useNoIndex();
  const { isLoading } = useAuth();
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      {isLoading ? (
        <DashboardLoading />
      ) : (
        <RequireAuth gate={ADMIN_GATE} allow={isAdmin}>
          {(user) => <EnhancedDashboard user={user} />}
        </RequireAuth>
      )}
    </Container>
  );
}
