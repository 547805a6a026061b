import type { BulkActionResultDto } from '@ped/contracts/catalog';
import { toast } from '@ped/web-kit';
import { useState } from 'react';
import { useBulkAction } from '../api/adminApi';

export type BulkAction = BulkActionResultDto['action'];

/** A bulk action on the selection, with the companies of the ids sent (the rows may leave the page since). */
export interface BulkRequest {
  action: BulkAction;
  ids: number[];
  names: ReadonlyMap<number, string>;
}

/** A bulk answer with failures, and the companies of the ids sent. */
export interface BulkOutcomeState {
  result: BulkActionResultDto;
  names: ReadonlyMap<number, string>;
}

const DONE: Record<BulkAction, string> = { approve: 'approved', verify: 'verified' };

export const bulkCountLabel = (count: number) => `${count} exporter${count === 1 ? '' : 's'}`;

/** "12 approved, 1 failed": what a bulk answer did, counted. */
export function bulkSummary({ action, succeeded, failed }: BulkActionResultDto): string {
  const done = `${succeeded.length} ${DONE[action]}`;
  return failed.length === 0 ? done : `${done}, ${failed.length} failed`;
}

/** "#7 Acme Textiles: Exporter is not pending": one failure, named. */
export function bulkFailure(
  failure: BulkActionResultDto['failed'][number],
  names: ReadonlyMap<number, string>,
): string {
  return `#${failure.id}${names.has(failure.id) ? ` ${names.get(failure.id)}` : ''}: ${failure.message}`;
}

/**
 * Bulk approve / verify of the selection: asked first (`request` opens the confirmation), then sent; the
 * toast counts what was done. An answer with failures keeps them (ids and reasons) for the page to list;
 * either way the selection is cleared (`onDone`) and the list is read again.
 */
export function useBulkActions(onDone: () => void) {
  const bulk = useBulkAction();
  const [outcome, setOutcome] = useState<BulkOutcomeState | null>(null);
  const [request, setRequest] = useState<BulkRequest | null>(null);
  const ask = (next: BulkRequest) => {
    if (next.ids.length === 0) {
      toast({ title: 'No Selection', description: 'Please select exporters first.', variant: 'destructive' });
      return;
    }
    setRequest(next);
  };
  const confirm = ({ action, ids, names }: BulkRequest) => {
    setRequest(null);
    setOutcome(null);
    bulk.mutate(
      { action, exporterIds: ids },
      {
        onSuccess: (result) => {
          onDone();
          if (result.failed.length === 0) {
            toast({
              title: 'Success',
              description: `Bulk ${action} completed successfully: ${bulkSummary(result)}`,
            });
            return;
          }
          setOutcome({ result, names });
          const [first, ...others] = result.failed;
          toast({
            title: bulkSummary(result),
            description: `${bulkFailure(first!, names)}${others.length ? ` (and ${others.length} more, listed above the table)` : ''}`,
            variant: result.succeeded.length === 0 ? 'destructive' : 'default',
          });
        },
        onError: () =>
          toast({ title: 'Error', description: `Failed to perform bulk ${action}`, variant: 'destructive' }),
      },
    );
  };
  return {
    ask,
    request,
    confirm,
    cancel: () => setRequest(null),
    pendingAction: bulk.isPending ? bulk.variables?.action : undefined,
    outcome,
    dismissOutcome: () => setOutcome(null),
  };
}
