import { formatDate } from '@ped/contracts/format';
import { Badge, Button, HStack, Stack, Text } from '@ped/web-kit/ui';
import type { AdminExporterDto } from '@ped/contracts/catalog';
import { isExporterVerifiable } from '@ped/contracts/options';
import { apiErrorMessage, toast, LoadFailed } from '@ped/web-kit';
import { useState } from 'react';
import { useAdminExporters, useSetExporterStatus, useSetExporterVerified } from '../api/adminApi';
import { AdminTable, Cell } from '../moderation/AdminTable';
import { Pager } from '../moderation/Pager';
import { TableSkeleton } from '../moderation/PanelStates';
import { StateMessage } from '@ped/web-kit';
import { RejectExporterDialog } from '../exporters/RejectExporterDialog';
import { RemoveExporterDialog } from '../exporters/RemoveExporterDialog';
import { statusLabel, statusPalette } from './statusBadges';

export const LEGACY_EXPORTERS_PAGE_SIZE = 20;

const COLUMNS = ['Company', 'Email', 'Status', 'Verified', 'Created', 'Actions'] as const;

interface RowActions {
  onApprove: () => void;
  onReject: () => void;
  onToggleVerified: () => void;
  onRemove: () => void;
  /** Which of this row's changes is being sent. */
  busy: 'approve' | 'verify' | null;
}

function ExporterRow({ exporter, actions }: { exporter: AdminExporterDto; actions: RowActions }) {
  const name = exporter.companyName;
  return (
    <tr>
      <Cell fontWeight="medium" maxW="16rem" wordBreak="break-word">
        {name}
        {exporter.city && (
          <Text textStyle="xs" color="fg.muted" fontWeight="normal">
            {exporter.city}
          </Text>
        )}
      </Cell>
      <Cell wordBreak="break-all">{exporter.email}</Cell>
      <Cell>
        <Badge colorPalette={statusPalette(exporter.status)}>{statusLabel(exporter.status)}</Badge>
      </Cell>
      <Cell>
        <Badge colorPalette={exporter.isVerified ? 'green' : 'gray'} variant="outline">
          {exporter.isVerified ? 'Verified' : 'Unverified'}
        </Badge>
      </Cell>
      <Cell whiteSpace="nowrap">
        <time dateTime={exporter.createdAt}>{formatDate(exporter.createdAt)}</time>
      </Cell>
      <Cell>
        <HStack gap="1.5" flexWrap="wrap" minW="12rem">
          {exporter.status === 'pending' && (
            <>
              <Button
                size="xs"
                colorPalette="green"
                aria-label={`Approve ${name}`}
                loading={actions.busy === 'approve'}
                onClick={actions.onApprove}
              >
                Approve
              </Button>
              <Button
                size="xs"
                colorPalette="red"
                variant="outline"
                aria-label={`Reject ${name}`}
                onClick={actions.onReject}
              >
                Reject
              </Button>
            </>
          )}
          {(exporter.isVerified || isExporterVerifiable(exporter.status)) && (
            <Button
              size="xs"
              variant="outline"
              aria-label={`${exporter.isVerified ? 'Unverify' : 'Verify'} ${name}`}
              loading={actions.busy === 'verify'}
              onClick={actions.onToggleVerified}
            >
              {exporter.isVerified ? 'Unverify' : 'Verify'}
            </Button>
          )}
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={`Remove ${name}`}
            onClick={actions.onRemove}
          >
            Remove
          </Button>
        </HStack>
      </Cell>
    </tr>
  );
}

/** Every exporter, newest first: approve or reject a pending one, verify (not a rejected one) or unverify, remove. */
export function LegacyExportersTab() {
  const [offset, setOffset] = useState(0);
  const exporters = useAdminExporters({ limit: LEGACY_EXPORTERS_PAGE_SIZE, offset });
  const setStatus = useSetExporterStatus();
  const setVerified = useSetExporterVerified();
  const [rejecting, setRejecting] = useState<AdminExporterDto | null>(null);
  const [removing, setRemoving] = useState<AdminExporterDto | null>(null);

  const approve = (exporter: AdminExporterDto) =>
    setStatus.mutate(
      { id: exporter.id, status: 'approved' },
      {
        onSuccess: () => toast({ title: 'Exporter status updated successfully' }),
        onError: () =>
          toast({ title: 'Error', description: 'Failed to update exporter status', variant: 'destructive' }),
      },
    );
  const toggleVerified = (exporter: AdminExporterDto) =>
    setVerified.mutate(
      { id: exporter.id, isVerified: !exporter.isVerified },
      {
        onSuccess: () => toast({ title: 'Verification status updated successfully' }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: apiErrorMessage(error, 'Failed to update verification status'),
            variant: 'destructive',
          }),
      },
    );
  const busy = (id: number): RowActions['busy'] => {
    if (setStatus.isPending && setStatus.variables.id === id) return 'approve';
    if (setVerified.isPending && setVerified.variables.id === id) return 'verify';
    return null;
  };

  if (exporters.isPending) return <TableSkeleton label="Loading exporters" />;
  if (exporters.isError) {
    return (
      <LoadFailed
        title="Failed to fetch exporters"
        onRetry={() => void exporters.refetch()}
        retrying={exporters.isRefetching}
      />
    );
  }
  if (exporters.data.total === 0 && offset === 0) {
    return (
      <StateMessage title="No exporters yet">Exporters who apply to be listed appear here.</StateMessage>
    );
  }
  return (
    <Stack gap="4">
      <AdminTable label="Exporters" columns={COLUMNS}>
        {exporters.data.exporters.map((exporter) => (
          <ExporterRow
            key={exporter.id}
            exporter={exporter}
            actions={{
              onApprove: () => approve(exporter),
              onReject: () => setRejecting(exporter),
              onToggleVerified: () => toggleVerified(exporter),
              onRemove: () => setRemoving(exporter),
              busy: busy(exporter.id),
            }}
          />
        ))}
      </AdminTable>
      <Pager
        offset={offset}
        pageSize={LEGACY_EXPORTERS_PAGE_SIZE}
        shown={exporters.data.exporters.length}
        total={exporters.data.total}
        totalCapped={exporters.data.totalCapped}
        noun="exporters"
        onOffsetChange={setOffset}
      />
      <RejectExporterDialog exporter={rejecting} onClose={() => setRejecting(null)} />
      <RemoveExporterDialog exporter={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
