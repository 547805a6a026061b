import type { ErrorReason } from '@ped/contracts/common';
import type { ConversationStatus } from '@ped/contracts/options';
import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES } from '@ped/contracts/options';
import { Box, Button, chakra, HStack, Link, Stack, Text, useLocation } from '@ped/web-kit/ui';
import { Alert, Field, Textarea } from '@ped/web-kit/ui-lazy';
import { isApiError, isUnauthorizedError, sessionStore, signInUrl, toast } from '@ped/web-kit';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useSendMessage } from '../useConversations';

const CLOSED: ErrorReason = 'CONVERSATION_CLOSED';

/** A counter shows once the text is this close to the limit. */
const COUNTER_FROM = CONVERSATION_LIMITS.message - 500;

/** Where a draft waits while its writer signs in again (this tab only). */
const draftKey = (conversationId: number) => `ped:message-draft:${conversationId}`;

const storeDraft = (conversationId: number, text: string | null) =>
  sessionStore.set(draftKey(conversationId), text);
const storedDraft = (conversationId: number) => sessionStore.get(draftKey(conversationId)) ?? '';

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line. Only an active conversation takes messages; any
 * other shows the spec's sentence and a disabled input. A failed send keeps the text for another try; one refused
 * because the session ended says so and offers sign-in, and the draft waits for the writer's return.
 */
export function Composer({ conversationId, status }: { conversationId: number; status: ConversationStatus }) {
  const [content, setContent] = useState(() => storedDraft(conversationId));
  const [error, setError] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const { pathname, search } = useLocation();
  const send = useSendMessage(conversationId);
  const closed = status !== 'active';
  const ids = { errorText: useId(), helperText: useId() };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (closed || send.isPending) return;
    const text = content.trim();
    if (!text) {
      setError(CONVERSATION_MESSAGES.messageEmpty);
      return;
    }
    setError(null);
    setSignedOut(false);
    send.mutate(text, {
      // The send settles after the lists are read again; what was typed meanwhile (the next message) stays.
      onSuccess: () => {
        storeDraft(conversationId, null);
        setContent((current) => (current.trim() === text ? '' : current));
      },
      onError: (failure) => {
        if (isUnauthorizedError(failure)) {
          storeDraft(conversationId, content);
          setSignedOut(true);
          return;
        }
        void toast({
          title: 'Error',
          // Closed meanwhile by the other party: the server's sentence says so (the page follows by itself).
          description:
            isApiError(failure) && failure.reason === CLOSED && failure.serverMessage
              ? failure.serverMessage
              : 'Failed to send message. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Box borderTopWidth="1px" px={{ base: '3', md: '5' }} py="3" bg="bg">
      <chakra.form onSubmit={submit} noValidate>
        <Stack gap="2">
          {closed && (
            <Text
              role="status"
              textStyle="sm"
              fontWeight="medium"
              color="fg.muted"
              data-testid="closed-notice"
            >
              {CONVERSATION_MESSAGES.closed(status)}
            </Text>
          )}
          <Field.Root ids={ids} invalid={Boolean(error)} disabled={closed}>
            <Field.Label srOnly>Message</Field.Label>
            <HStack align="end" gap="2" w="full">
              <Textarea
                name="content"
                value={content}
                onChange={(event) => {
                  setContent(event.target.value);
                  if (error) setError(null);
                }}
                onKeyDown={onKeyDown}
                placeholder={closed ? 'Sending is turned off' : 'Type your message…'}
                aria-describedby={error ? ids.errorText : closed ? undefined : ids.helperText}
                maxLength={CONVERSATION_LIMITS.message}
                rows={2}
                autoresize
                maxH="40"
                flex="1"
              />
              <Button type="submit" colorPalette="brand" disabled={closed} loading={send.isPending}>
                Send
              </Button>
            </HStack>
            {signedOut && (
              <Alert.Root status="warning" mt="1">
                <Alert.Indicator />
                <Alert.Description>
                  Your session has ended, so the message was not sent. It is kept here:{' '}
                  <Link href={signInUrl(`${pathname}${search}`)} fontWeight="semibold" color="inherit">
                    sign in again
                  </Link>{' '}
                  and send it.
                </Alert.Description>
              </Alert.Root>
            )}
            {error ? (
              <Field.ErrorText>{error}</Field.ErrorText>
            ) : (
              !closed && (
                <Field.HelperText display={{ base: 'none', md: 'block' }}>
                  Enter to send, Shift+Enter for a new line
                  {content.length >= COUNTER_FROM &&
                    ` · ${content.length.toLocaleString('en-US')} / ${CONVERSATION_LIMITS.message.toLocaleString('en-US')}`}
                </Field.HelperText>
              )
            )}
          </Field.Root>
        </Stack>
      </chakra.form>
    </Box>
  );
}
