import type { MessageDto } from '@ped/contracts/messaging';
import { Button, HStack, Stack, Text, VisuallyHidden } from '@ped/web-kit/ui';
import { Alert } from '@ped/web-kit/ui-lazy';
import { formatFullTime, formatMessageTime } from '../messageTime';
import { MessageText } from './MessageText';

interface Props {
  message: MessageDto;
  /** Who the other party is, for screen readers ("Rice Co wrote"). */
  otherPartyName: string;
  onReport: (message: MessageDto) => void;
}

/**
 * One message: the viewer's own on the right, the other party's on the left (spec). A message the safe-messaging
 * rules flagged carries its warning for the reader, said in words with an icon (not by colour alone), and any
 * message of the other party can be reported.
 */
export function MessageBubble({ message, otherPartyName, onReport }: Props) {
  const { mine } = message;
  return (
    <Stack as="li" align={mine ? 'end' : 'start'} gap="1" data-testid="message" data-mine={mine}>
      <Stack
        maxW={{ base: '88%', md: '75%' }}
        gap="2"
        px="3.5"
        py="2.5"
        borderRadius="l3"
        borderBottomRightRadius={mine ? 'xs' : undefined}
        borderBottomLeftRadius={mine ? undefined : 'xs'}
        bg={mine ? 'brand.solid' : 'bg.muted'}
        color={mine ? 'brand.contrast' : 'fg'}
      >
        <VisuallyHidden>{mine ? 'You wrote:' : `${otherPartyName} wrote:`}</VisuallyHidden>
        {message.warning && (
          <Alert.Root status="warning" variant="surface" size="sm" borderRadius="l2" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Safety warning</Alert.Title>
              <Alert.Description>{message.warning}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <MessageText content={message.content} />
      </Stack>
      <HStack gap="2" px="1" textStyle="xs" color="fg.muted">
        <time dateTime={message.createdAt} title={formatFullTime(message.createdAt)}>
          {formatMessageTime(message.createdAt)}
        </time>
        {mine && message.isRead && <Text>· Read</Text>}
        {!mine && (
          <Button
            variant="plain"
            size="xs"
            height="auto"
            minW="0"
            px="1"
            color="fg.muted"
            textDecoration="underline"
            _hover={{ color: 'fg' }}
            onClick={() => onReport(message)}
          >
            Report<VisuallyHidden> this message</VisuallyHidden>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
