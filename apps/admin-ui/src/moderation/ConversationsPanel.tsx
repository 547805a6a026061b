import { formatDateTime } from '@ped/contracts/format';
import { Badge, Button, HStack, Stack, Text } from '@ped/web-kit/ui';
import type { AdminConversationDto, ConversationModerationAction } from '@ped/contracts/messaging';
import { CONVERSATION_STATUSES, type ConversationStatus } from '@ped/contracts/options';
import { StateMessage, toast, LoadFailed } from '@ped/web-kit';
import { useState } from 'react';
import { useAdminConversations, useModerateConversation } from '../api/adminApi';
import { AdminTable, Cell } from './AdminTable';
import { CONVERSATION_STATUS_BADGE } from './conversationStatus';
import { FilterSelect } from './FilterSelect';
import { Pager } from './Pager';
import { TableSkeleton } from './PanelStates';
import { SuspendBuyerDialog, type SuspensionTarget } from './SuspendBuyerDialog';

export const CONVERSATIONS_PAGE_SIZE = 20;

const COLUMNS = ['Subject', 'Buyer', 'Exporter', 'Status', 'Messages', 'Last activity', 'Actions'] as const;

const STATUS_OPTIONS = [
  ['', 'All conversations'],
  ...CONVERSATION_STATUSES.map((status) => [status, CONVERSATION_STATUS_BADGE[status].label] as const),
] as const;

function ConversationRow({
  conversation,
  onModerate,
  onSuspend,
  pending,
}: {
  conversation: AdminConversationDto;
  onModerate: (action: ConversationModerationAction) => void;
  onSuspend: () => void;
  pending: ConversationModerationAction | null;
}) {
  const badge = CONVERSATION_STATUS_BADGE[conversation.status];
  const lastActivity = conversation.lastMessageAt ?? conversation.createdAt;
  return (
    <tr>
      <Cell fontWeight="medium" maxW="16rem" wordBreak="break-word">
        {conversation.subject}
      </Cell>
      <Cell>
        <Text>{conversation.buyerName}</Text>
        {conversation.buyerCompany && (
          <Text textStyle="xs" color="fg.muted">
            {conversation.buyerCompany}
          </Text>
        )}
      </Cell>
      <Cell>{conversation.exporterName}</Cell>
      <Cell>
        <Stack gap="1" align="flex-start">
          <Badge
            colorPalette={badge.palette}
            variant={conversation.status === 'blocked' ? 'solid' : 'subtle'}
          >
            {badge.label}
          </Badge>
          {/* Blocked in another of their conversations: this one takes no messages either. */}
          {conversation.contactBlocked && conversation.status !== 'blocked' && (
            <Badge colorPalette="red" variant="outline">
              Contact blocked
            </Badge>
          )}
        </Stack>
      </Cell>
      <Cell textAlign="end">{conversation.messageCount}</Cell>
      <Cell whiteSpace="nowrap">
        <time dateTime={lastActivity}>{formatDateTime(lastActivity)}</time>
      </Cell>
      <Cell>
        <HStack gap="2">
          {conversation.status === 'active' && (
            <Button
              size="xs"
              colorPalette="red"
              variant="outline"
              aria-label={`Block ${conversation.subject}`}
              loading={pending === 'block'}
              disabled={pending !== null}
              onClick={() => onModerate('block')}
            >
              Block
            </Button>
          )}
          <Button
            size="xs"
            variant="outline"
            aria-label={`Archive ${conversation.subject}`}
            loading={pending === 'archive'}
            disabled={pending !== null}
            onClick={() => onModerate('archive')}
          >
            Archive
          </Button>
          {conversation.contactBlocked && (
            <Button
              size="xs"
              variant="outline"
              aria-label={`Lift block on ${conversation.subject}`}
              loading={pending === 'unblock'}
              disabled={pending !== null}
              onClick={() => onModerate('unblock')}
            >
              Lift block
            </Button>
          )}
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={`Suspend buyer ${conversation.buyerName}`}
            onClick={onSuspend}
          >
            Suspend buyer
          </Button>
        </HStack>
      </Cell>
    </tr>
  );
}

/**
 * Every conversation on the platform, newest activity first: block an active one (its buyer and exporter with it),
 * archive any, lift a block, suspend a buyer.
 */
export function ConversationsPanel() {
  const [status, setStatus] = useState<ConversationStatus | ''>('');
  const [offset, setOffset] = useState(0);
  const conversations = useAdminConversations({
    status: status || undefined,
    limit: CONVERSATIONS_PAGE_SIZE,
    offset,
  });
  const moderate = useModerateConversation();
  const [suspending, setSuspending] = useState<SuspensionTarget | null>(null);
  const pendingFor = (id: number) =>
    moderate.isPending && moderate.variables.id === id ? moderate.variables.action : null;

  const onModerate = (id: number, action: ConversationModerationAction) =>
    moderate.mutate(
      { id, action },
      {
        onSuccess: () => toast({ title: 'Conversation moderated successfully' }),
        onError: () =>
          toast({ title: 'Error', description: 'Failed to moderate conversation', variant: 'destructive' }),
      },
    );

  return (
    <Stack gap="4">
      <FilterSelect
        label="Status"
        value={status}
        options={STATUS_OPTIONS}
        onChange={(next) => {
          setStatus(next as ConversationStatus | '');
          setOffset(0);
        }}
      />
      {conversations.isPending ? (
        <TableSkeleton label="Loading conversations" />
      ) : conversations.isError ? (
        <LoadFailed
          title="We could not load the conversations"
          onRetry={() => void conversations.refetch()}
          retrying={conversations.isRefetching}
        />
      ) : conversations.data.total === 0 && offset === 0 ? (
        <StateMessage title="No conversations">
          {status ? 'No conversation has this status.' : 'Buyers and exporters have not started any yet.'}
        </StateMessage>
      ) : (
        <>
          <AdminTable label="Conversations" columns={COLUMNS}>
            {conversations.data.conversations.map((conversation) => (
              <ConversationRow
                key={conversation.id}
                conversation={conversation}
                pending={pendingFor(conversation.id)}
                onModerate={(action) => onModerate(conversation.id, action)}
                onSuspend={() =>
                  setSuspending({ buyerId: conversation.buyerId, buyerName: conversation.buyerName })
                }
              />
            ))}
          </AdminTable>
          <Pager
            offset={offset}
            pageSize={CONVERSATIONS_PAGE_SIZE}
            shown={conversations.data.conversations.length}
            total={conversations.data.total}
            noun="conversations"
            onOffsetChange={setOffset}
          />
        </>
      )}
      <SuspendBuyerDialog target={suspending} onClose={() => setSuspending(null)} />
    </Stack>
  );
}
