import { formatDateTime } from '@ped/contracts/format';
import { Badge, Button, Card, HStack, Heading, Stack, Text, Wrap } from '@ped/web-kit/ui';
import type { ModerationItemDto, ModerationStatus } from '@ped/contracts/admin';
import { apiErrorMessage, StateMessage, toast, LoadFailed } from '@ped/web-kit';
import { useState } from 'react';
import { useModerateConversation, useModerationQueue } from '../api/adminApi';
import { FilterSelect } from './FilterSelect';
import { Pager } from './Pager';
import { TableSkeleton } from './PanelStates';
import { ReportDecisionDialog, type ReportDecision } from './ReportDecisionDialog';

export const MODERATION_PAGE_SIZE = 20;

const STATUS_BADGE: Record<ModerationStatus, { label: string; palette: string }> = {
  pending: { label: 'Pending', palette: 'orange' },
  resolved: { label: 'Resolved', palette: 'green' },
  dismissed: { label: 'Dismissed', palette: 'gray' },
};

const STATUS_OPTIONS = [
  ['pending', 'Pending'],
  ['resolved', 'Resolved'],
  ['dismissed', 'Dismissed'],
  ['', 'All reports'],
] as const;

const REPORTER = { buyer: 'buyer', exporter: 'exporter' } as const;

function ReportCard({
  report,
  onDecide,
  onBlock,
  blocking,
}: {
  report: ModerationItemDto;
  onDecide: (decision: ReportDecision) => void;
  onBlock: () => void;
  blocking: boolean;
}) {
  const badge = STATUS_BADGE[report.status];
  const headingId = `report-${report.id}`;
  return (
    <Card.Root as="article" variant="outline" aria-labelledby={headingId}>
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
          <Stack gap="0.5" minW="0">
            <Heading id={headingId} as="h3" size="sm">
              {report.reason}
            </Heading>
            <Text textStyle="xs" color="fg.muted">
              Reported by the {REPORTER[report.reporterType]} ·{' '}
              {report.contentType === 'message' ? 'a message' : 'a conversation'} in conversation #
              {report.conversationId} ·{' '}
              <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
            </Text>
          </Stack>
          <Badge colorPalette={badge.palette}>{badge.label}</Badge>
        </HStack>
        {report.content && (
          <Stack gap="1" borderLeftWidth="3px" borderColor="border.emphasized" ps="3">
            <Text textStyle="xs" color="fg.muted">
              Reported text
            </Text>
            <Text textStyle="sm" whiteSpace="pre-line" wordBreak="break-word" lineClamp={8}>
              {report.content}
            </Text>
          </Stack>
        )}
        {report.details && (
          <Text textStyle="sm">
            <Text as="span" color="fg.muted">
              Reporter’s note:{' '}
            </Text>
            {report.details}
          </Text>
        )}
        {report.flags.length > 0 && (
          <Wrap gap="1.5" aria-label="Flags">
            {report.flags.map((flag) => (
              <Badge key={flag} colorPalette="red" variant="outline">
                {flag}
              </Badge>
            ))}
          </Wrap>
        )}
        {report.notes && (
          <Text textStyle="sm">
            <Text as="span" color="fg.muted">
              {badge.label}
              {report.moderatedAt ? ` ${formatDateTime(report.moderatedAt)}` : ''}:{' '}
            </Text>
            {report.notes}
          </Text>
        )}
        <HStack gap="2" flexWrap="wrap">
          {report.status === 'pending' && (
            <>
              <Button size="sm" colorPalette="brand" onClick={() => onDecide('resolved')}>
                Resolve
              </Button>
              <Button size="sm" variant="outline" onClick={() => onDecide('dismissed')}>
                Dismiss
              </Button>
            </>
          )}
          <Button size="sm" variant="ghost" colorPalette="red" loading={blocking} onClick={onBlock}>
            Block conversation
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** Reported messages, pending first: resolve or dismiss each with a note, or block its conversation. */
export function ModerationQueuePanel() {
  const [status, setStatus] = useState<ModerationStatus | ''>('pending');
  const [offset, setOffset] = useState(0);
  const queue = useModerationQueue({ status: status || undefined, limit: MODERATION_PAGE_SIZE, offset });
  const moderate = useModerateConversation();
  const [target, setTarget] = useState<{ report: ModerationItemDto; decision: ReportDecision } | null>(null);

  const block = (conversationId: number) =>
    moderate.mutate(
      { id: conversationId, action: 'block' },
      {
        onSuccess: () => toast({ title: 'Conversation moderated successfully' }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: apiErrorMessage(error, 'Failed to moderate conversation'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Stack gap="4">
      <HStack justify="space-between" align="flex-end" gap="3" flexWrap="wrap">
        <FilterSelect
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(next) => {
            setStatus(next as ModerationStatus | '');
            setOffset(0);
          }}
        />
        {queue.data && (
          <Badge colorPalette={queue.data.pending > 0 ? 'orange' : 'gray'} size="lg">
            {queue.data.pending} pending
          </Badge>
        )}
      </HStack>
      {queue.isPending ? (
        <TableSkeleton label="Loading the moderation queue" />
      ) : queue.isError ? (
        <LoadFailed
          title="We could not load the moderation queue"
          onRetry={() => void queue.refetch()}
          retrying={queue.isRefetching}
        />
      ) : queue.data.total === 0 && offset === 0 ? (
        <StateMessage title={status === 'pending' ? 'No reports waiting' : 'No reports'}>
          Messages that buyers or exporters report appear here.
        </StateMessage>
      ) : (
        <>
          <Stack as="ul" listStyleType="none" gap="3">
            {queue.data.items.map((report) => (
              <li key={report.id}>
                <ReportCard
                  report={report}
                  onDecide={(decision) => setTarget({ report, decision })}
                  onBlock={() => block(report.conversationId)}
                  blocking={moderate.isPending && moderate.variables.id === report.conversationId}
                />
              </li>
            ))}
          </Stack>
          <Pager
            offset={offset}
            pageSize={MODERATION_PAGE_SIZE}
            shown={queue.data.items.length}
            total={queue.data.total}
            noun="reports"
            onOffsetChange={setOffset}
          />
        </>
      )}
      <ReportDecisionDialog target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
