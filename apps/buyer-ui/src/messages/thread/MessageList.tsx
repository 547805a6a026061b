import type { MessageDto, MessagePageDto } from '@ped/contracts/messaging';
import { Box, Button, Center, Stack, Text } from '@ped/web-kit/ui';
import { useLayoutEffect, useRef } from 'react';
import { MessageBubble } from './MessageBubble';

interface Props {
  thread: MessagePageDto;
  otherPartyName: string;
  onLoadOlder: () => void;
  loadingOlder: boolean;
  olderFailed: boolean;
  onReport: (message: MessageDto) => void;
}

/** Within this many pixels of the end the reader counts as following the conversation (new messages scroll in). */
const FOLLOWING_PX = 120;

/**
 * The thread, oldest first, in a scrolling log that screen readers announce as messages arrive. It opens at the
 * newest message and follows new ones while the reader is at the end; older pages load above without moving what
 * the reader is looking at.
 */
export function MessageList({
  thread,
  otherPartyName,
  onLoadOlder,
  loadingOlder,
  olderFailed,
  onReport,
}: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const previous = useRef({ firstId: 0, lastId: 0, height: 0 });
  const firstId = thread.messages[0]?.id ?? 0;
  const lastId = thread.messages.at(-1)?.id ?? 0;

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = previous.current;
    if (before.firstId && firstId < before.firstId && lastId === before.lastId) {
      // Older messages came in above: keep the same message under the reader's eyes.
      box.scrollTop += box.scrollHeight - before.height;
    } else if (lastId !== before.lastId) {
      // The first read, or a new message: to the end, unless the reader has scrolled back to read (their own
      // message always shows).
      const ownNew = thread.messages.at(-1)?.mine === true;
      if (!before.lastId || following.current || ownNew) box.scrollTop = box.scrollHeight;
    }
    previous.current = { firstId, lastId, height: box.scrollHeight };
  }, [firstId, lastId, thread.messages]);

  const onScroll = () => {
    const box = scroller.current;
    if (box) following.current = box.scrollHeight - box.scrollTop - box.clientHeight < FOLLOWING_PX;
  };

  return (
    // Focusable, so that the keyboard scrolls it too.
    <Box
      ref={scroller}
      onScroll={onScroll}
      tabIndex={0}
      role="region"
      aria-label="Messages"
      flex="1"
      minH="0"
      overflowY="auto"
      px={{ base: '3', md: '5' }}
      py="4"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
    >
      {thread.hasMore && (
        <Center pb="4">
          <Button variant="outline" size="xs" onClick={onLoadOlder} loading={loadingOlder}>
            Load earlier messages
          </Button>
        </Center>
      )}
      {olderFailed && (
        <Text role="alert" textStyle="sm" color="fg.error" textAlign="center" pb="3">
          The earlier messages could not be loaded. Please try again.
        </Text>
      )}
      {thread.messages.length === 0 ? (
        <Center h="full" minH="40">
          <Text color="fg.muted">No messages yet. Start the conversation!</Text>
        </Center>
      ) : null}
      <Box role="log">
        <Stack as="ol" listStyleType="none" gap="4">
          {thread.messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              otherPartyName={otherPartyName}
              onReport={onReport}
            />
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
