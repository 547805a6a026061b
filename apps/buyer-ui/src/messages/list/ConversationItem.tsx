import type { ConversationSummaryDto } from '@ped/contracts/messaging';
import { Badge, Box, HStack, Stack, Text, VisuallyHidden, RouterLink } from '@ped/web-kit/ui';
import { ExporterLogo } from '../../compare/ExporterLogo';
import { formatFullTime, formatListTime } from '../messageTime';

const STATUS_LABELS = { archived: 'Archived', blocked: 'Blocked' } as const;

interface Props {
  conversation: ConversationSummaryDto;
  selected: boolean;
  /** The list's tab, kept on the link. */
  query: string;
}

/** One conversation in the list: the other party, the subject, the last message, its time and the unread count. */
export function ConversationItem({ conversation, selected, query }: Props) {
  const { id, otherPartyName, otherPartyLogoUrl, subject, lastMessage, lastMessageAt, createdAt } =
    conversation;
  const unread = conversation.unreadCount;
  const activity = lastMessageAt ?? createdAt;
  const status = conversation.status === 'active' ? null : STATUS_LABELS[conversation.status];
  return (
    <Box
      asChild
      display="block"
      px="3"
      py="3"
      borderRadius="l2"
      bg={selected ? 'brand.subtle' : undefined}
      borderWidth="1px"
      borderColor={selected ? 'brand.emphasized' : 'transparent'}
      _hover={{ bg: selected ? 'brand.subtle' : 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
    >
      <RouterLink to={`/messages/${id}${query}`} aria-current={selected ? 'page' : undefined}>
        <HStack align="start" gap="3">
          <ExporterLogo companyName={otherPartyName} logoUrl={otherPartyLogoUrl} boxSize="10" />
          <Stack gap="0.5" minW="0" flex="1">
            <HStack justify="space-between" gap="2">
              <Text fontWeight={unread > 0 ? 'bold' : 'semibold'} truncate>
                {otherPartyName}
              </Text>
              <Text asChild textStyle="xs" color="fg.muted" flexShrink={0}>
                <time dateTime={activity} title={formatFullTime(activity)}>
                  {formatListTime(activity)}
                </time>
              </Text>
            </HStack>
            <Text textStyle="sm" fontWeight={unread > 0 ? 'semibold' : 'normal'} truncate>
              {subject}
            </Text>
            <HStack justify="space-between" gap="2">
              <Text textStyle="sm" color="fg.muted" truncate>
                {lastMessage ?? 'No messages yet'}
              </Text>
              {unread > 0 && (
                <Badge colorPalette="brand" variant="solid" borderRadius="full" flexShrink={0}>
                  {unread}
                  <VisuallyHidden>{unread === 1 ? ' unread message' : ' unread messages'}</VisuallyHidden>
                </Badge>
              )}
            </HStack>
            {status && (
              <Box>
                <Badge colorPalette="gray" variant="outline">
                  {status}
                </Badge>
              </Box>
            )}
          </Stack>
        </HStack>
      </RouterLink>
    </Box>
  );
}
