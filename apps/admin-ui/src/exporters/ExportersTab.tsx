import { Button, HStack, Skeleton, Stack, Text } from '@ped/web-kit/ui';
import type { AdminExporterDto } from '@ped/contracts/catalog';
import { StateMessage, toast } from '@ped/web-kit';
import { useEffect, useState } from 'react';
import { useAdminExporters } from '../api/adminApi';
import { BulkConfirmDialog } from './BulkConfirmDialog';
import { BulkOutcome } from './BulkOutcome';
import { ExporterFiltersBar } from './ExporterFiltersBar';
import { EXPORTERS_PAGE_SIZE, exporterQuery } from './exporterFilters';
import { ExportersPager } from './ExportersPager';
import { ExporterTable } from './ExporterTable';
import { RejectExporterDialog } from './RejectExporterDialog';
import { RemoveExporterDialog } from './RemoveExporterDialog';
import { useBulkActions, type BulkAction } from './useBulkActions';
import { useExporterFilters } from './useExporterFilters';

/** A selection belongs to one list (filters and page): another list starts with none selected. */
interface Selection {
  list: string;
  ids: ReadonlySet<number>;
}

function useFetchErrorToast(failedAt: number) {
  useEffect(() => {
    if (failedAt > 0)
      toast({ title: 'Error', description: 'Failed to fetch exporters', variant: 'destructive' });
  }, [failedAt]);
}

/** The exporters tab: filters, bulk approve / verify of the selection, the table with its actions, pages. */
export function ExportersTab() {
  const [filters, setFilters] = useExporterFilters();
  const query = exporterQuery(filters);
  const list = useAdminExporters(query);
  const listKey = JSON.stringify(query);
  const [selection, setSelection] = useState<Selection>({ list: listKey, ids: new Set() });
  const selected = selection.list === listKey ? selection.ids : new Set<number>();
  const [rejecting, setRejecting] = useState<AdminExporterDto | null>(null);
  const [removing, setRemoving] = useState<AdminExporterDto | null>(null);
  const bulk = useBulkActions(() => setSelection({ list: listKey, ids: new Set() }));
  useFetchErrorToast(list.isError ? list.errorUpdatedAt : 0);

  const rows = list.data?.exporters ?? [];
  const select = (id: number, on: boolean) => {
    const ids = new Set(selected);
    if (on) ids.add(id);
    else ids.delete(id);
    setSelection({ list: listKey, ids });
  };
  const selectAll = (on: boolean) =>
    setSelection({ list: listKey, ids: new Set(on ? rows.map((row) => row.id) : []) });
  const runBulk = (action: BulkAction) => {
    const ids = [...selected];
    const names = new Map(rows.filter((row) => selected.has(row.id)).map((row) => [row.id, row.companyName]));
    bulk.ask({ action, ids, names });
  };
  const none = selected.size === 0;

  return (
    <Stack gap="4">
      <ExporterFiltersBar filters={filters} onChange={setFilters} />
      <HStack gap="2" flexWrap="wrap" justify="space-between">
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {none ? 'No exporters selected' : `${selected.size} selected`}
        </Text>
        <HStack gap="2">
          {/* aria-disabled, not disabled: a click without a selection says why (spec's "No Selection"). */}
          <Button
            size="sm"
            colorPalette="green"
            aria-disabled={none}
            loading={bulk.pendingAction === 'approve'}
            onClick={() => runBulk('approve')}
          >
            Bulk Approve
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            aria-disabled={none}
            loading={bulk.pendingAction === 'verify'}
            onClick={() => runBulk('verify')}
          >
            Bulk Verify
          </Button>
        </HStack>
      </HStack>
      <BulkConfirmDialog request={bulk.request} onConfirm={bulk.confirm} onClose={bulk.cancel} />
      {bulk.outcome && <BulkOutcome outcome={bulk.outcome} onDismiss={bulk.dismissOutcome} />}
      {list.isError ? (
        <StateMessage
          tone="error"
          title="Failed to fetch exporters"
          actions={
            <Button variant="outline" onClick={() => list.refetch()} loading={list.isRefetching}>
              Try again
            </Button>
          }
        >
          The exporter list could not be loaded.
        </StateMessage>
      ) : list.isPending ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading exporters">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height="12" />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <StateMessage title="No exporters found">
          {filters.searchTerm || filters.filterStatus !== 'all' || filters.filterPlan !== 'all'
            ? 'No exporter matches these filters. Change the search or the filters.'
            : 'No exporter has signed up yet.'}
        </StateMessage>
      ) : (
        <>
          <ExporterTable
            exporters={rows}
            selected={selected}
            onSelect={select}
            onSelectAll={selectAll}
            onReject={setRejecting}
            onRemove={setRemoving}
          />
          <ExportersPager
            page={filters.page}
            pageSize={EXPORTERS_PAGE_SIZE}
            total={list.data.total}
            totalCapped={list.data.totalCapped}
            shown={rows.length}
            onPage={(page) => setFilters({ page })}
          />
        </>
      )}
      <RejectExporterDialog exporter={rejecting} onClose={() => setRejecting(null)} />
      <RemoveExporterDialog exporter={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
