import { formatDateTime } from '@ped/contracts/format';
import { Button, Stack, Text } from '@ped/web-kit/ui';
import type { BuyerSuspensionDto } from '@ped/contracts/messaging';
import { apiErrorMessage, StateMessage, toast, LoadFailed } from '@ped/web-kit';
import { useState } from 'react';
import { useBuyerSuspensions, useLiftSuspension } from '../api/adminApi';
import { AdminTable, Cell } from './AdminTable';
import { Pager } from './Pager';
import { TableSkeleton } from './PanelStates';

export const SUSPENSIONS_PAGE_SIZE = 20;

const COLUMNS = ['Buyer', 'Reason', 'Suspended', 'Actions'] as const;

function SuspensionRow({
  suspension,
  onLift,
  pending,
}: {
  suspension: BuyerSuspensionDto;
  onLift: () => void;
  pending: boolean;
}) {
  return (
    <tr>
      <Cell>
        <Text fontWeight="medium">{suspension.buyerName}</Text>
        {suspension.buyerEmail && suspension.buyerEmail !== suspension.buyerName && (
          <Text textStyle="xs" color="fg.muted" wordBreak="break-all">
            {suspension.buyerEmail}
          </Text>
        )}
      </Cell>
      <Cell maxW="24rem" whiteSpace="pre-line" wordBreak="break-word">
        {suspension.reason}
      </Cell>
      <Cell whiteSpace="nowrap">
        <time dateTime={suspension.suspendedAt}>{formatDateTime(suspension.suspendedAt)}</time>
      </Cell>
      <Cell>
        <Button
          size="xs"
          variant="outline"
          aria-label={`Lift the suspension of ${suspension.buyerName}`}
          loading={pending}
          onClick={onLift}
        >
          Lift the suspension
        </Button>
      </Cell>
    </tr>
  );
}

/** Buyers an admin suspended from starting conversations and sending inquiries, with the reason: lift each. */
export function SuspendedBuyersPanel() {
  const [offset, setOffset] = useState(0);
  const suspensions = useBuyerSuspensions({ limit: SUSPENSIONS_PAGE_SIZE, offset });
  const lift = useLiftSuspension();

  const onLift = (suspension: BuyerSuspensionDto) =>
    lift.mutate(suspension.buyerId, {
      onSuccess: () => toast({ title: 'Suspension lifted' }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: apiErrorMessage(error, 'Failed to lift the suspension'),
          variant: 'destructive',
        }),
    });

  return (
    <Stack gap="4">
      {suspensions.isPending ? (
        <TableSkeleton label="Loading suspended buyers" />
      ) : suspensions.isError ? (
        <LoadFailed
          title="We could not load the suspended buyers"
          onRetry={() => void suspensions.refetch()}
          retrying={suspensions.isRefetching}
        />
      ) : suspensions.data.total === 0 && offset === 0 ? (
        <StateMessage title="No suspended buyers">
          Suspend a buyer from a conversation’s row when they abuse the platform.
        </StateMessage>
      ) : (
        <>
          <AdminTable label="Suspended buyers" columns={COLUMNS}>
            {suspensions.data.suspensions.map((suspension) => (
              <SuspensionRow
                key={suspension.buyerId}
                suspension={suspension}
                pending={lift.isPending && lift.variables === suspension.buyerId}
                onLift={() => onLift(suspension)}
              />
            ))}
          </AdminTable>
          <Pager
            offset={offset}
            pageSize={SUSPENSIONS_PAGE_SIZE}
            shown={suspensions.data.suspensions.length}
            total={suspensions.data.total}
            noun="suspended buyers"
            onOffsetChange={setOffset}
          />
        </>
      )}
    </Stack>
  );
}
