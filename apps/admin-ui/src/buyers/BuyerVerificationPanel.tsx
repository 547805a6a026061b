import { formatDate } from '@ped/contracts/format';
import { Badge, Button, HStack, Stack, Text } from '@ped/web-kit/ui';
import type { AdminBuyerDto } from '@ped/contracts/identity';
import { StateMessage, toast, LoadFailed } from '@ped/web-kit';
import { useState } from 'react';
import { useAdminBuyers, useSetBuyerVerified } from '../api/adminApi';
import { AdminTable, Cell } from '../moderation/AdminTable';
import { Pager } from '../moderation/Pager';
import { TableSkeleton } from '../moderation/PanelStates';

export const BUYERS_PAGE_SIZE = 20;

type BuyerFilter = 'pending' | 'verified';

const FILTERS: readonly { value: BuyerFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'verified', label: 'Verified' },
];

const COLUMNS = ['Buyer', 'Company', 'Country', 'Business type', 'Joined', 'Status', 'Actions'] as const;

function BuyerRow({
  buyer,
  onToggle,
  pending,
}: {
  buyer: AdminBuyerDto;
  onToggle: () => void;
  pending: boolean;
}) {
  return (
    <tr>
      <Cell>
        <Text fontWeight="medium">{buyer.name}</Text>
        <Text textStyle="xs" color="fg.muted" wordBreak="break-all">
          {buyer.email}
        </Text>
      </Cell>
      <Cell>{buyer.companyName ?? '—'}</Cell>
      <Cell>{buyer.country ?? '—'}</Cell>
      <Cell>{buyer.businessType ?? '—'}</Cell>
      <Cell whiteSpace="nowrap">
        <time dateTime={buyer.createdAt}>{formatDate(buyer.createdAt)}</time>
      </Cell>
      <Cell>
        <Badge colorPalette={buyer.isVerified ? 'green' : 'orange'}>
          {buyer.isVerified ? 'Verified' : 'Pending'}
        </Badge>
      </Cell>
      <Cell>
        <Button
          size="xs"
          variant={buyer.isVerified ? 'outline' : 'solid'}
          colorPalette={buyer.isVerified ? 'gray' : 'brand'}
          aria-label={`${buyer.isVerified ? 'Unverify' : 'Verify'} ${buyer.name}`}
          loading={pending}
          onClick={onToggle}
        >
          {buyer.isVerified ? 'Unverify' : 'Verify'}
        </Button>
      </Cell>
    </tr>
  );
}

/** Buyer accounts waiting for verification (or verified): verify or unverify each. */
export function BuyerVerificationPanel() {
  const [filter, setFilter] = useState<BuyerFilter>('pending');
  const [offset, setOffset] = useState(0);
  const buyers = useAdminBuyers({ filter, limit: BUYERS_PAGE_SIZE, offset });
  const setVerified = useSetBuyerVerified();

  const toggle = (buyer: AdminBuyerDto) =>
    setVerified.mutate(
      { id: buyer.id, isVerified: !buyer.isVerified },
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
    <Stack gap="4">
      <HStack gap="2" role="group" aria-label="Show buyers">
        {FILTERS.map(({ value, label }) => (
          <Button
            key={value}
            size="sm"
            variant={filter === value ? 'solid' : 'outline'}
            colorPalette={filter === value ? 'brand' : 'gray'}
            aria-pressed={filter === value}
            onClick={() => {
              setFilter(value);
              setOffset(0);
            }}
          >
            {label}
          </Button>
        ))}
      </HStack>
      {buyers.isPending ? (
        <TableSkeleton label="Loading buyers" />
      ) : buyers.isError ? (
        <LoadFailed
          title="We could not load the buyers"
          onRetry={() => void buyers.refetch()}
          retrying={buyers.isRefetching}
        />
      ) : buyers.data.total === 0 && offset === 0 ? (
        <StateMessage title={filter === 'pending' ? 'No buyers waiting' : 'No verified buyers yet'}>
          {filter === 'pending'
            ? 'Every registered buyer is verified.'
            : 'Buyers you verify get a Verified badge beside their name in conversations.'}
        </StateMessage>
      ) : (
        <>
          <AdminTable
            label={filter === 'pending' ? 'Buyers pending verification' : 'Verified buyers'}
            columns={COLUMNS}
          >
            {buyers.data.buyers.map((buyer) => (
              <BuyerRow
                key={buyer.id}
                buyer={buyer}
                pending={setVerified.isPending && setVerified.variables.id === buyer.id}
                onToggle={() => toggle(buyer)}
              />
            ))}
          </AdminTable>
          <Pager
            offset={offset}
            pageSize={BUYERS_PAGE_SIZE}
            shown={buyers.data.buyers.length}
            total={buyers.data.total}
            noun="buyers"
            onOffsetChange={setOffset}
          />
        </>
      )}
    </Stack>
  );
}
