import { Button, Stack, Text } from '@ped/web-kit/ui';
import type { AdminExporterDto } from '@ped/contracts/catalog';
import { toast } from '@ped/web-kit';
import { useAdminExporters, useSetExporterVerified } from '../api/adminApi';
import { BuyerVerificationPanel } from '../buyers/BuyerVerificationPanel';
import { planLabel } from '../exporters/exporterLabels';
import { DataTable } from './DataTable';
import { dateTime } from './formatTime';
import { QueryState } from './QueryState';
import { TabSection } from './TabSection';

/** How many approved exporters (oldest first: the longest waiting) the queue reads at once: the route's most. */
const QUEUE_SIZE = 100;

function VerifyButton({ exporter }: { exporter: AdminExporterDto }) {
  const setVerified = useSetExporterVerified();
  const verify = () =>
    setVerified.mutate(
      { id: exporter.id, isVerified: true },
      {
        onSuccess: () => toast({ title: 'Verification status updated successfully' }),
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to update verification status',
            variant: 'destructive',
          }),
      },
    );
  return (
    <Button
      size="xs"
      colorPalette="blue"
      onClick={verify}
      loading={setVerified.isPending}
      aria-label={`Verify ${exporter.companyName}`}
    >
      Verify
    </Button>
  );
}

function UnverifiedExporters() {
  const approved = useAdminExporters({
    filterStatus: 'approved',
    sort: 'createdAt',
    order: 'asc',
    limit: QUEUE_SIZE,
  });
  return (
    <QueryState
      query={approved}
      what="the exporters awaiting verification"
      isEmpty={(list) => list.exporters.every((exporter) => exporter.isVerified)}
      empty="Every approved exporter is verified."
    >
      {(list) => {
        const waiting = list.exporters.filter((exporter) => !exporter.isVerified);
        return (
          <Stack gap="2">
            <DataTable
              caption="Approved exporters not yet verified"
              rows={waiting}
              rowKey={(row) => row.id}
              minW="36rem"
              columns={[
                { header: 'Company', cell: (row) => row.companyName },
                { header: 'City', cell: (row) => row.city ?? '—' },
                { header: 'Plan', cell: (row) => planLabel(row) },
                { header: 'Completion', align: 'end', cell: (row) => `${row.completeness}%` },
                { header: 'Joined', cell: (row) => dateTime(row.createdAt) },
                { header: 'Action', align: 'end', cell: (row) => <VerifyButton exporter={row} /> },
              ]}
            />
            {list.total > QUEUE_SIZE && (
              <Text textStyle="xs" color="fg.muted">
                From the {QUEUE_SIZE} longest-approved of {list.total.toLocaleString('en')} approved
                exporters; verified ones make room for the next.
              </Text>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}

/** Verification: approved exporters still unverified, and buyers waiting for verification. */
export function VerificationTab() {
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <TabSection
        title="Exporters awaiting verification"
        note="Approved exporters whose business has not been verified yet, longest waiting first."
      >
        <UnverifiedExporters />
      </TabSection>
      <TabSection title="Buyer verification">
        <BuyerVerificationPanel />
      </TabSection>
    </Stack>
  );
}
