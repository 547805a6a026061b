import { formatDate, formatDateTime } from '@ped/contracts/format';
import { Badge, Button, HStack, Stack, Text, VisuallyHidden } from '@ped/web-kit/ui';
import type { AdminVerificationRequestDto } from '@ped/contracts/catalog';
import {
  VERIFICATION_CHECK_LABELS,
  type VerificationDecision,
  type VerificationRequestStatus,
} from '@ped/contracts/options';
import { StateMessage, LoadFailed } from '@ped/web-kit';
import { useState } from 'react';
import { useVerificationRequests } from '../api/adminApi';
import { AdminTable, Cell } from '../moderation/AdminTable';
import { TableSkeleton } from '../moderation/PanelStates';
import { EvidenceFileList } from './EvidenceFileList';
import { EvidenceList } from './EvidenceList';
import { ReviewVerificationDialog, type ReviewTarget } from './ReviewVerificationDialog';

/** The most submissions the route answers at once. */
export const VERIFICATION_LIST_LIMIT = 200;

type Filter = VerificationRequestStatus | 'all';

const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

const STATUS: Record<VerificationRequestStatus, { label: string; palette: string }> = {
  pending: { label: 'Pending review', palette: 'orange' },
  approved: { label: 'Approved', palette: 'green' },
  rejected: { label: 'Rejected', palette: 'red' },
};

const EMPTY: Record<Filter, { title: string; text: string }> = {
  pending: {
    title: 'No checks waiting for review',
    text: 'Submissions appear here when exporters send evidence from their dashboard.',
  },
  approved: { title: 'No approved checks yet', text: 'Checks you approve are listed here, newest first.' },
  rejected: { title: 'No rejected checks', text: 'Checks you reject are listed here with your notes.' },
  all: {
    title: 'No submissions yet',
    text: 'Exporters send evidence for each check of the verification ladder from their dashboard.',
  },
};

const COLUMNS = ['Exporter', 'Check', 'Evidence', 'Submitted', 'Status', 'Actions'] as const;

function RequestRow({
  request,
  onReview,
}: {
  request: AdminVerificationRequestDto;
  onReview: (decision: VerificationDecision) => void;
}) {
  const check = VERIFICATION_CHECK_LABELS[request.check];
  const status = STATUS[request.status];
  return (
    <tr>
      <Cell minW="10rem">
        <Text fontWeight="medium">{request.companyName}</Text>
        <Text textStyle="xs" color="fg.muted" overflowWrap="anywhere">
          {request.email}
        </Text>
      </Cell>
      <Cell whiteSpace="nowrap">{check}</Cell>
      <Cell minW="18rem">
        <EvidenceList evidence={request.evidence} />
        <EvidenceFileList files={request.files} company={request.companyName} />
      </Cell>
      <Cell whiteSpace="nowrap">
        <time dateTime={request.submittedAt} title={formatDateTime(request.submittedAt)}>
          {formatDate(request.submittedAt)}
        </time>
      </Cell>
      <Cell minW="9rem">
        <Badge colorPalette={status.palette}>{status.label}</Badge>
        {request.reviewedAt && (
          <Text textStyle="xs" color="fg.muted" mt="1">
            <time dateTime={request.reviewedAt}>{formatDate(request.reviewedAt)}</time>
          </Text>
        )}
        {request.adminNotes && (
          <Text textStyle="xs" mt="1" whiteSpace="pre-line" lineClamp={4}>
            {request.adminNotes}
          </Text>
        )}
      </Cell>
      <Cell>
        {request.status === 'pending' ? (
          <HStack gap="2">
            <Button
              size="xs"
              colorPalette="brand"
              aria-label={`Approve the ${check.toLowerCase()} check of ${request.companyName}`}
              onClick={() => onReview('approved')}
            >
              Approve
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={`Reject the ${check.toLowerCase()} check of ${request.companyName}`}
              onClick={() => onReview('rejected')}
            >
              Reject
            </Button>
          </HStack>
        ) : (
          <Text as="span" color="fg.muted">
            Reviewed
          </Text>
        )}
      </Cell>
    </tr>
  );
}

/**
 * The verification ladder's submissions, per check: the exporter, the check, its evidence, when it came and where
 * it stands; pending ones are approved or rejected with notes (the list reads again after each review).
 */
export function VerificationRequestsPanel() {
  const [filter, setFilter] = useState<Filter>('pending');
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const requests = useVerificationRequests(filter === 'all' ? {} : { status: filter });
  const pendingCount = requests.data?.pendingCount;

  return (
    <Stack gap="4">
      <HStack gap="2" role="group" aria-label="Show submissions" flexWrap="wrap">
        {FILTERS.map(({ value, label }) => (
          <Button
            key={value}
            size="sm"
            variant={filter === value ? 'solid' : 'outline'}
            colorPalette={filter === value ? 'brand' : 'gray'}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {label}
            {value === 'pending' && pendingCount !== undefined && (
              <>
                <Badge size="sm" variant={filter === value ? 'surface' : 'subtle'} ms="1" aria-hidden>
                  {pendingCount}
                </Badge>
                <VisuallyHidden>, {pendingCount} waiting</VisuallyHidden>
              </>
            )}
          </Button>
        ))}
      </HStack>
      {requests.isPending ? (
        <TableSkeleton label="Loading the verification submissions" />
      ) : requests.isError ? (
        <LoadFailed
          title="We could not load the verification submissions"
          onRetry={() => void requests.refetch()}
          retrying={requests.isRefetching}
        />
      ) : requests.data.requests.length === 0 ? (
        <StateMessage title={EMPTY[filter].title}>{EMPTY[filter].text}</StateMessage>
      ) : (
        <Stack gap="2">
          <AdminTable
            label={
              filter === 'all'
                ? 'Verification submissions, pending first'
                : `${FILTERS.find(({ value }) => value === filter)?.label} verification submissions`
            }
            columns={COLUMNS}
          >
            {requests.data.requests.map((request) => (
              <RequestRow
                key={request.id}
                request={request}
                onReview={(decision) => setTarget({ request, decision })}
              />
            ))}
          </AdminTable>
          {requests.data.requests.length >= VERIFICATION_LIST_LIMIT && (
            <Text textStyle="xs" color="fg.muted">
              The first {VERIFICATION_LIST_LIMIT} shown: pending ones oldest first, reviewed ones newest
              first.
            </Text>
          )}
        </Stack>
      )}
      <ReviewVerificationDialog
        target={target}
        onClose={() => setTarget(null)}
        onStale={() => void requests.refetch()}
      />
    </Stack>
  );
}
