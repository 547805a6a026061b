import type { BulkActionResultDto } from '@ped/contracts/catalog';
import { toast } from '@ped/web-kit';
import { useState } from 'react';
import { useBulkAction } from '../api/adminApi';

export type BulkAction = BulkActionResultDto['action'];

/** A bulk answer with failures, and the companies of the ids sent (the rows may have left the page since). */
export interface BulkOutcomeState {
  result: BulkActionResultDto;
  names: ReadonlyMap<number, string>;
}

/**
 * Bulk approve / verify of the selection with the spec's toasts. An answer with failures keeps them (ids and
 * reasons) for the page to list; either way the selection is cleared (`onDone`) and the list is read again.
 */
export function useBulkActions(onDone: () => void) {
  const bulk = useBulkAction();
  const [outcome, setOutcome] = useState<BulkOutcomeState | null>(null);
  const run = (action: BulkAction, exporterIds: number[], names: ReadonlyMap<number, string>) => {
    if (exporterIds.length === 0) {
      toast({ title: 'No Selection', description: 'Please select exporters first.', variant: 'destructive' });
      return;
    }
    setOutcome(null);
    bulk.mutate(
      { action, exporterIds },
      {
        onSuccess: (result) => {
          onDone();
          if (result.failed.length === 0) {
            toast({ title: 'Success', description: `Bulk ${action} completed successfully` });
            return;
          }
          setOutcome({ result, names });
          toast({
            title: `Bulk ${action}: ${result.succeeded.length} of ${exporterIds.length} succeeded`,
            description: `${result.failed.length} could not be changed; see the list above the table.`,
            variant: result.succeeded.length === 0 ? 'destructive' : 'default',
          });
        },
        onError: () =>
          toast({ title: 'Error', description: `Failed to perform bulk ${action}`, variant: 'destructive' }),
      },
    );
  };
  return {
    run,
    pendingAction: bulk.isPending ? bulk.variables?.action : undefined,
    outcome,
    dismissOutcome: () => setOutcome(null),
  };
}
