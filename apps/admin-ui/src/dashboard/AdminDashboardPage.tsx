import { Container, Navigate, Stack } from '@ped/web-kit/ui';
import {
  ADMIN_GATE,
  lazyOverlay,
  pageTitle,
  RequireAuth,
  useAuth,
  useDocumentTitle,
  useNoIndex,
  type AuthUser,
} from '@ped/web-kit';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ADMIN_LOGIN } from '../adminPaths.constants';
import { DashboardHeader } from '../header/DashboardHeader';
import type { SettingsTab } from '../settings/SettingsDialog';
import { DashboardLoading } from './DashboardLoading';
import { DashboardTabs } from './DashboardTabs';
import { DASHBOARD_TABS, useDashboardTab, type DashboardTab } from './useDashboardTab';
import { OverviewTab } from './OverviewTab';
import { SessionCheck } from './SessionCheck';
import { TabLoading } from './TabLoading';
import { TwoFactorReminder } from './TwoFactorReminder';

const isAdmin = (user: AuthUser) => user.role === 'admin';

/** A tab's module, fetched when the tab is first chosen (the overview, the first view, comes with the page). */
const lazyTab = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

const TAB_CONTENT: Record<DashboardTab, ComponentType> = {
  overview: OverviewTab,
  analytics: lazyTab(() => import('./AnalyticsTab').then((m) => m.AnalyticsTab)),
  exporters: lazyTab(() => import('../exporters/ExportersTab').then((m) => m.ExportersTab)),
  verification: lazyTab(() => import('./VerificationTab').then((m) => m.VerificationTab)),
  financial: lazyTab(() => import('./FinancialTab').then((m) => m.FinancialTab)),
  communication: lazyTab(() => import('./CommunicationTab').then((m) => m.CommunicationTab)),
  moderation: lazyTab(() => import('./ModerationTab').then((m) => m.ModerationTab)),
  system: lazyTab(() => import('./SystemTab').then((m) => m.SystemTab)),
};

// The dialog and its Chakra overlays (`@ped/web-kit/ui-overlays`) are fetched when Settings is first opened.
const SettingsDialog = lazyOverlay(() => import('../settings/SettingsDialog').then((m) => m.SettingsDialog));

function EnhancedDashboard({ user }: { user: AuthUser }) {
  const [tab, setTab] = useDashboardTab();
  const Content = TAB_CONTENT[tab];
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
        <DashboardTabs tabs={DASHBOARD_TABS} value={tab} onValueChange={setTab}>
          {/* A boundary per tab: the router changes the address in a transition, which would otherwise keep the
              previous tab on screen (and selected) until the chosen one's chunk arrived. */}
          <Suspense key={tab} fallback={<TabLoading />}>
            <Content />
          </Suspense>
        </DashboardTabs>
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
