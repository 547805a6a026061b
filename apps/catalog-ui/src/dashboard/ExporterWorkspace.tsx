import { Badge, HStack, Heading, Skeleton, Stack, Text, useSearchParams } from '@ped/web-kit/ui';
import { Tabs } from '@ped/web-kit/ui-overlays';
import { lazy, Suspense } from 'react';
import { ApprovalRequired } from './ApprovalRequired';
import { InquiriesTab } from './InquiriesTab';
import { OverviewTab } from './OverviewTab';
import { ProductsTab } from './ProductsTab';
import { ProfileTab } from './ProfileTab';
import { StatusNotice } from './StatusNotice';
import { statusLabel, statusPalette } from './exporterStatus';
import { useRequirementAlerts } from './requirements/useOpenRequirements';
import type { MyExporterDto } from '@ped/contracts/catalog';
import { isExporterApproved } from '@ped/contracts/options';

// The ladder's four forms are fetched when the tab is first opened, not with the dashboard.
const VerificationTab = lazy(() =>
  import('./verification/VerificationTab').then((m) => ({ default: m.VerificationTab })),
);

// The requirements and their quote form too.
const OpenRequirementsTab = lazy(() =>
  import('./requirements/OpenRequirementsTab').then((m) => ({ default: m.OpenRequirementsTab })),
);

export const WORKSPACE_TABS = [
  'overview',
  'profile',
  'products',
  'inquiries',
  'requests',
  'verification',
] as const;
type WorkspaceTab = (typeof WORKSPACE_TABS)[number];

/** `/dashboard?tab=products`: the open tab is in the address (a reload or a link keeps it). */
function useWorkspaceTab(): [WorkspaceTab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = WORKSPACE_TABS.find((name) => name === asked) ?? 'overview';
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

/** An exporter's workspace: its status, then Overview, Profile, Products, Inquiries, Buying Requests and Verification. */
export function ExporterWorkspace({ exporter }: { exporter: MyExporterDto }) {
  const [tab, setTab] = useWorkspaceTab();
  // Requirements and verification wait for the approval: until then their tabs say why, unfetched.
  const approved = isExporterApproved(exporter.status);
  const unseen = useRequirementAlerts(approved).data?.unseen ?? 0;
  return (
    <Stack gap="6">
      <Stack gap="2">
        <HStack gap="3" flexWrap="wrap">
          <Heading as="h2" size="xl">
            {exporter.companyName}
          </Heading>
          <Badge colorPalette={statusPalette(exporter.status)} size="lg">
            {statusLabel(exporter.status)}
          </Badge>
          {exporter.isVerified && (
            <Badge colorPalette="green" variant="outline" size="lg">
              Verified
            </Badge>
          )}
        </HStack>
        <Text color="fg.muted" textStyle="sm">
          {exporter.plan === 'premium' ? 'Premium plan' : 'Basic plan (free)'}
        </Text>
      </Stack>
      <StatusNotice exporter={exporter} />
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value)}
        colorPalette="brand"
        variant="line"
        lazyMount
      >
        <Tabs.List overflowX="auto" overflowY="hidden">
          <Tabs.Trigger value="overview" flexShrink="0">
            Overview
          </Tabs.Trigger>
          <Tabs.Trigger value="profile" flexShrink="0">
            Profile
          </Tabs.Trigger>
          <Tabs.Trigger value="products" flexShrink="0">
            Products ({exporter.productCount})
          </Tabs.Trigger>
          <Tabs.Trigger value="inquiries" flexShrink="0">
            Inquiries
          </Tabs.Trigger>
          <Tabs.Trigger value="requests" flexShrink="0">
            Buying Requests
            {unseen > 0 && (
              <Badge colorPalette="orange" variant="solid" size="sm" borderRadius="full">
                {unseen} new
              </Badge>
            )}
          </Tabs.Trigger>
          <Tabs.Trigger value="verification" flexShrink="0">
            Verification
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview" pt="6">
          <OverviewTab exporter={exporter} />
        </Tabs.Content>
        <Tabs.Content value="profile" pt="6">
          <ProfileTab exporter={exporter} />
        </Tabs.Content>
        <Tabs.Content value="products" pt="6">
          <ProductsTab exporter={exporter} />
        </Tabs.Content>
        <Tabs.Content value="inquiries" pt="6">
          <InquiriesTab />
        </Tabs.Content>
        <Tabs.Content value="requests" pt="6">
          {approved ? (
            <Suspense
              fallback={
                <Skeleton
                  height="64"
                  borderRadius="l3"
                  aria-busy="true"
                  aria-label="Loading buying requests"
                />
              }
            >
              <OpenRequirementsTab />
            </Suspense>
          ) : (
            <ApprovalRequired exporter={exporter} feature="requests" />
          )}
        </Tabs.Content>
        <Tabs.Content value="verification" pt="6">
          {approved ? (
            <Suspense
              fallback={
                <Skeleton height="64" borderRadius="l3" aria-busy="true" aria-label="Loading verification" />
              }
            >
              <VerificationTab exporter={exporter} />
            </Suspense>
          ) : (
            <ApprovalRequired exporter={exporter} feature="verification" />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
