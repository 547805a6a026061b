import { Box, Button, Container, Flex, Grid, Heading, HStack, Stack, Text, useParams } from '@ped/web-kit/ui';
import {
  lazyOverlay,
  pageTitle,
  RequireAuth,
  StateMessage,
  useDocumentTitle,
  useNoIndex,
  type AuthUser,
} from '@ped/web-kit';
import { ConversationsPane } from './list/ConversationsPane';
import { tabQuery, useListTab } from './list/useListTab';
import { MESSAGES_GATE, takesPartInMessages } from './messagesAccess';
import { useStartDialog } from './start/useStartDialog';
import { ConversationNotFound, ThreadPane } from './thread/ThreadPane';

// Fetched when first opened (a Contact link opens it at once).
const NewConversationDialog = lazyOverlay(() =>
  import('./start/NewConversationDialog').then((m) => m.NewConversationDialog),
);

/** The address's conversation id: a positive whole number, null for none, NaN for anything else (not found). */
function conversationIdOf(value: string | undefined): number | null {
  if (value === undefined) return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : Number.NaN;
}

function SelectPrompt() {
  return (
    <Flex h="full" minH="60" align="center" justify="center" p="6">
      <Stack textAlign="center" gap="1" role="status">
        <Heading as="h2" size="md">
          Select a conversation
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Choose a conversation on the left to read and answer its messages.
        </Text>
      </Stack>
    </Flex>
  );
}

function MessagesView({ user }: { user: AuthUser }) {
  const { conversationId } = useParams();
  const id = conversationIdOf(conversationId);
  const [tab] = useListTab();
  const isBuyer = user.role === 'buyer';
  const start = useStartDialog(isBuyer);
  const threadOpen = id !== null;
  const backTo = `/messages${tabQuery(tab)}`;

  return (
    <Container maxW="7xl" py={{ base: threadOpen ? '2' : '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <HStack
        justify="space-between"
        gap="3"
        mb={{ base: '3', md: '5' }}
        display={{ base: threadOpen ? 'none' : 'flex', md: 'flex' }}
      >
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Messages
        </Heading>
        {isBuyer && (
          <Button colorPalette="brand" size="sm" onClick={start.openNew}>
            New Conversation
          </Button>
        )}
      </HStack>
      {threadOpen && (
        <Heading as="h1" srOnly hideFrom="md">
          Messages
        </Heading>
      )}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)', lg: '360px minmax(0, 1fr)' }}
        gap={{ base: '0', md: '5' }}
        // A phone's conversation fills the screen under the header (57 px) and the padding; from 768 px on, both
        // panes do, under the page's heading.
        h={{ base: threadOpen ? 'calc(100dvh - 57px - 1rem)' : 'auto', md: 'calc(100dvh - 12rem)' }}
        minH={{ md: '30rem' }}
      >
        <Box
          as="section"
          aria-label="Conversations"
          display={{ base: threadOpen ? 'none' : 'block', md: 'block' }}
          minH="0"
        >
          <ConversationsPane selectedId={Number.isNaN(id) ? null : id} canStart={isBuyer} />
        </Box>
        <Box
          as="section"
          aria-label="Conversation"
          display={{ base: threadOpen ? 'block' : 'none', md: 'block' }}
          minH="0"
          borderWidth={{ base: '0', md: '1px' }}
          borderRadius="l3"
          overflow="hidden"
          bg="bg"
        >
          {id === null ? (
            <SelectPrompt />
          ) : Number.isNaN(id) ? (
            <ConversationNotFound backTo={backTo} />
          ) : (
            <ThreadPane key={id} conversationId={id} backTo={backTo} />
          )}
        </Box>
      </Grid>
      {isBuyer && <NewConversationDialog {...start.dialogProps} />}
    </Container>
  );
}

/** Admins moderate conversations in their console; they take part in none. */
function NotAParty() {
  return (
    <Container maxW="2xl" py={{ base: '10', md: '16' }}>
      <StateMessage title="Messages are for buyers and exporters">
        Sign in with a buyer or exporter account to read and send messages.
      </StateMessage>
    </Container>
  );
}

/**
 * /messages and /messages/{conversationId}: the signed-in buyer's or exporter's conversations beside the selected
 * one (on a phone, the list and the conversation are two screens with a way back). A visitor gets the spec's
 * "Unauthorized" toast and the sign-in after 0.5 s.
 */
export function MessagesPage() {
  useDocumentTitle(pageTitle('Messages'));
  useNoIndex();
  return (
    <RequireAuth gate={MESSAGES_GATE}>
      {(user) => (takesPartInMessages(user) ? <MessagesView user={user} /> : <NotAParty />)}
    </RequireAuth>
  );
}
