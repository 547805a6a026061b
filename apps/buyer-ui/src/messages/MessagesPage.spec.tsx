import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConversationDetailDto, ConversationSummaryDto, MessageDto } from '@ped/contracts/messaging';
import { CONVERSATION_MESSAGES } from '@ped/contracts/options';
import { createQueryClient, type AuthUser } from '@ped/web-kit';
import { Route, Routes } from '@ped/web-kit/ui';
import { leavePage, mockApi, renderWithProviders, type ApiCall, type FakeAnswer } from '@ped/web-kit/testing';
import { MessagesPage } from './MessagesPage';

const buyer: AuthUser = {
  id: 7,
  email: 'amina@example.com',
  firstName: 'Amina',
  profileImageUrl: null,
  role: 'buyer',
  kind: 'buyer',
};

const summary = (id: number, changes: Partial<ConversationSummaryDto> = {}): ConversationSummaryDto => ({
  id,
  subject: `Subject ${id}`,
  status: 'active',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastMessageAt: '2026-11-24T09:00:00.000Z',
  lastMessage: `Last words of ${id}`,
  unreadCount: 0,
  otherPartyType: 'exporter',
  otherPartyName: `Exporter ${id}`,
  otherPartyLogoUrl: null,
  exporterId: id * 10,
  ...changes,
});

const detail = (conversation: ConversationSummaryDto): ConversationDetailDto => ({
  ...conversation,
  buyer: { id: 7, name: 'Amina Khan', company: 'Khan GmbH', country: 'Germany', isVerified: false },
  exporter: { id: conversation.exporterId, companyName: conversation.otherPartyName, logoUrl: null },
  viewerType: 'buyer',
});

const message = (id: number, changes: Partial<MessageDto> = {}): MessageDto => ({
  id,
  conversationId: 3,
  content: `Message ${id}`,
  senderType: 'exporter',
  createdAt: '2026-11-24T09:00:00.000Z',
  isRead: true,
  mine: false,
  flags: [],
  warning: null,
  ...changes,
});

interface World {
  conversations: ConversationSummaryDto[];
  messages: MessageDto[];
}

/** The API over `world`; `special` answers first when it has an answer (a promise holds the call back). */
function fakeApi(
  world: World,
  special: (call: ApiCall) => FakeAnswer | null | Promise<FakeAnswer | null> = () => null,
) {
  return mockApi(async (call) => {
    const answer = await special(call);
    if (answer) return answer;
    const url = new URL(call.url, 'http://site.test');
    if (call.method === 'GET' && url.pathname === '/api/conversations') {
      const status = url.searchParams.get('status');
      const found = world.conversations.filter((c) => !status || c.status === status);
      const unreadTotal = world.conversations.reduce((sum, c) => sum + c.unreadCount, 0);
      return { status: 200, body: { conversations: found, total: found.length, unreadTotal } };
    }
    const match = /^\/api\/conversations\/(\d+)(\/.*)?$/.exec(url.pathname);
    const conversation = world.conversations.find((c) => c.id === Number(match?.[1]));
    if (!match || !conversation)
      return { status: 404, body: { statusCode: 404, message: 'Conversation not found' } };
    if (call.method === 'GET' && !match[2]) return { status: 200, body: detail(conversation) };
    if (call.method === 'GET' && match[2] === '/messages')
      return { status: 200, body: { messages: world.messages, hasMore: false } };
    if (call.method === 'POST' && match[2] === '/read') {
      world.messages = world.messages.map((m) => (m.mine ? m : { ...m, isRead: true }));
      conversation.unreadCount = 0;
      return { status: 204 };
    }
    if (call.method === 'POST' && match[2] === '/messages') {
      const sent = message(100 + world.messages.length, {
        content: (call.body as { content: string }).content,
        mine: true,
        senderType: 'buyer',
        isRead: false,
      });
      world.messages = [...world.messages, sent];
      return { status: 201, body: sent };
    }
    if (call.method === 'PATCH' && match[2] === '/status') {
      conversation.status = (call.body as { status: 'archived' }).status;
      return { status: 200, body: conversation };
    }
    return { status: 500 };
  });
}

function renderMessages(path: string, user: AuthUser | null = buyer) {
  return renderWithProviders(
    <Routes>
      <Route path="/messages" element={<MessagesPage />} />
      <Route path="/messages/:conversationId" element={<MessagesPage />} />
    </Routes>,
    { path, user, queryClient: createQueryClient() },
  );
}

/** The New Conversation dialog, whose code loads when first opened (slow on a busy machine). */
const findStartDialog = () => screen.findByRole('dialog', { name: 'New Conversation' }, { timeout: 5000 });

/** Chooses a menu item by keyboard (zag's menu ignores a pointer's click while it is still opening). */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string): Promise<void> {
  const item = await screen.findByRole('menuitem', { name });
  await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('menu'));
  for (let step = 0; step < 5 && !item.hasAttribute('data-highlighted'); step += 1) {
    await user.keyboard('{ArrowDown}');
  }
  await user.keyboard('{Enter}');
}

const calls = (api: { calls: ApiCall[] }, method: string) =>
  api.calls.filter((call) => call.method === method).map((call) => ({ url: call.url, body: call.body }));

describe('/messages', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());
  const interaction = () => userEvent.setup({ delay: null });

  it("sends a visitor to the sign-in after the spec's Unauthorized toast and 0.5 s", async () => {
    const leave = jest.spyOn(leavePage, 'to').mockImplementation(() => undefined);
    try {
      renderMessages('/messages/3', null);
      await screen.findByText('Unauthorized');
      await screen.findByText('You need to log in to access messages.');
      await waitFor(() => expect(leave).toHaveBeenCalledWith('/api/login?returnTo=%2Fmessages%2F3'));
    } finally {
      leave.mockRestore();
    }
  });

  it('lists the conversations with their unread counts, filters them by tab, and asks to select one', async () => {
    const api = fakeApi({
      conversations: [
        summary(1, { unreadCount: 2 }),
        summary(2, { status: 'archived', lastMessage: null }),
        summary(4, { status: 'blocked' }),
      ],
      messages: [],
    });
    restore = api.restore;
    const view = renderMessages('/messages');
    const list = await screen.findByRole('tabpanel', { name: 'All' });
    await within(list).findByText('Exporter 1');
    expect(within(list).getByText('unread messages').parentElement?.textContent).toBe('2 unread messages');
    expect(within(list).getByText('Exporter 2')).toBeTruthy();
    expect(within(list).getByText('Blocked')).toBeTruthy();
    // (Beside the list from 768 px on; jsdom draws the phone's single screen.)
    expect(screen.getByText('Select a conversation')).toBeTruthy();

    await interaction().click(screen.getByRole('tab', { name: 'Archived' }));
    const archived = await screen.findByRole('tabpanel', { name: 'Archived' });
    await within(archived).findByText('Exporter 2');
    expect(within(archived).queryByText('Exporter 1')).toBeNull();
    expect(within(archived).getByText('No messages yet')).toBeTruthy();
    expect(view.currentPath()).toBe('/messages?tab=archived');
    expect(api.calls.map((call) => call.url)).toContain(
      '/api/conversations?status=archived&limit=50&offset=0',
    );

    await interaction().click(within(archived).getByRole('link', { name: /Exporter 2/ }));
    expect(view.currentPath()).toBe('/messages/2?tab=archived');
  });

  it('says so when there is no conversation yet', async () => {
    const api = fakeApi({ conversations: [], messages: [] });
    restore = api.restore;
    renderMessages('/messages');
    await screen.findByText('No conversations yet');
    expect(screen.getByText('Start browsing exporters to begin conversations')).toBeTruthy();
  });

  it("shows a thread with the viewer's messages on the right, warns of a flagged one, names links' hosts, and marks it read", async () => {
    const world: World = {
      conversations: [summary(3, { unreadCount: 1 })],
      messages: [
        message(1, { mine: true, senderType: 'buyer', content: 'Can you quote 20 tons?' }),
        message(2, {
          isRead: false,
          content: 'Our bank details changed: pay at https://indus-rice.com@pay.example/invoice',
          flags: ['bank-details-change'],
          warning: 'This message asks you to pay to new bank details. Confirm them by phone first.',
        }),
      ],
    };
    const api = fakeApi(world);
    restore = api.restore;
    renderMessages('/messages/3');
    await screen.findByRole('heading', { name: 'Subject 3' });
    const [own, theirs] = await screen.findAllByTestId('message');
    expect(own?.dataset.mine).toBe('true');
    expect(theirs?.dataset.mine).toBe('false');
    const warning = within(theirs!).getByRole('alert');
    expect(warning.textContent).toContain('Safety warning');
    expect(warning.textContent).toContain('Confirm them by phone first.');
    expect(within(theirs!).getByText('link to pay.example')).toBeTruthy();
    expect(within(theirs!).queryByRole('link')).toBeNull();
    await waitFor(() =>
      expect(calls(api, 'POST')).toEqual([{ url: '/api/conversations/3/read', body: undefined }]),
    );
  });

  it('sends a trimmed message, refuses an empty one, and keeps the text when sending fails', async () => {
    let failing = false;
    const world: World = { conversations: [summary(3)], messages: [message(1)] };
    const api = fakeApi(world, (call) =>
      failing && call.method === 'POST' ? { status: 503, body: { statusCode: 503, message: 'Down' } } : null,
    );
    restore = api.restore;
    renderMessages('/messages/3');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const user = interaction();
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(CONVERSATION_MESSAGES.messageEmpty)).toBeTruthy();

    await user.clear(box);
    await user.type(box, '  Yes, 20 tons FOB Karachi.  {Enter}');
    await screen.findByText('Yes, 20 tons FOB Karachi.');
    expect(calls(api, 'POST')).toEqual([
      { url: '/api/conversations/3/messages', body: { content: 'Yes, 20 tons FOB Karachi.' } },
    ]);
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));

    failing = true;
    await user.type(box, 'Second try');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Failed to send message. Please try again.');
    expect((box as HTMLTextAreaElement).value).toBe('Second try');
  });

  it('says the session ended when a send is refused for it, offers sign-in, and keeps the draft through it (issue 33)', async () => {
    const world: World = { conversations: [summary(3)], messages: [message(1)] };
    const api = fakeApi(world, (call) =>
      call.method === 'POST' && call.url.endsWith('/messages')
        ? { status: 401, body: { statusCode: 401, message: 'Unauthorized' } }
        : null,
    );
    restore = api.restore;
    const view = renderMessages('/messages/3');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const user = interaction();
    await user.type(box, 'Can you ship 20 tons in March?{Enter}');
    await screen.findByText(/Your session has ended, so the message was not sent/);
    expect(screen.queryByText('Failed to send message. Please try again.')).toBeNull();
    expect(screen.getByRole('link', { name: 'sign in again' }).getAttribute('href')).toBe(
      '/api/login?returnTo=%2Fmessages%2F3',
    );
    expect((box as HTMLTextAreaElement).value).toBe('Can you ship 20 tons in March?');

    // Back from the sign-in (a new page in the same tab): the draft is there, and goes once it is sent.
    view.unmount();
    restore();
    const again = fakeApi(world);
    restore = again.restore;
    renderMessages('/messages/3');
    const back = (await screen.findByRole('textbox', { name: 'Message' })) as HTMLTextAreaElement;
    expect(back.value).toBe('Can you ship 20 tons in March?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(back.value).toBe(''));
    expect(sessionStorage.getItem('ped:message-draft:3')).toBeNull();
  });

  it('keeps the next message typed while the last send is still settling', async () => {
    // The send settles once the lists are read again; that read is held back here.
    let release = () => undefined as void;
    let holding = false;
    const api = fakeApi({ conversations: [summary(3)], messages: [] }, (call) =>
      holding && call.method === 'GET' && call.url.startsWith('/api/conversations?')
        ? new Promise<null>((resolve) => {
            release = () => resolve(null);
          })
        : null,
    );
    restore = api.restore;
    renderMessages('/messages/3');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const user = interaction();
    holding = true;
    await user.type(box, 'First{Enter}');
    await screen.findByText('First');
    await user.clear(box);
    await user.type(box, 'Second');
    release();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('data-loading')).toBe(false),
    );
    expect((box as HTMLTextAreaElement).value).toBe('Second');
  });

  it("says the server's sentence when the other party closed the conversation meanwhile", async () => {
    const closed = CONVERSATION_MESSAGES.closed('blocked');
    const api = fakeApi({ conversations: [summary(3)], messages: [] }, (call) =>
      call.method === 'POST' && call.url.endsWith('/messages')
        ? {
            status: 409,
            body: { statusCode: 409, code: 'CONFLICT', reason: 'CONVERSATION_CLOSED', message: closed },
          }
        : null,
    );
    restore = api.restore;
    renderMessages('/messages/3');
    const user = interaction();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Still there?{Enter}');
    await screen.findByText(closed);
  });

  it('archives from the menu after asking, then disables sending with the spec sentence', async () => {
    const world: World = { conversations: [summary(3)], messages: [message(1)] };
    const api = fakeApi(world);
    restore = api.restore;
    renderMessages('/messages/3');
    const user = interaction();
    await user.click(await screen.findByRole('button', { name: 'Conversation actions' }));
    await choose(user, 'Archive Conversation');
    const confirm = await screen.findByRole('alertdialog', { name: 'Archive this conversation?' });
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }));
    await screen.findByText('Conversation status updated');
    expect(calls(api, 'PATCH')).toEqual([
      { url: '/api/conversations/3/status', body: { status: 'archived' } },
    ]);
    await screen.findByText(CONVERSATION_MESSAGES.closed('archived'));
    expect(screen.getByRole('textbox', { name: 'Message' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });

  it('says when a status change fails', async () => {
    const api = fakeApi({ conversations: [summary(3)], messages: [] }, (call) =>
      call.method === 'PATCH' ? { status: 500 } : null,
    );
    restore = api.restore;
    renderMessages('/messages/3');
    const user = interaction();
    await screen.findByText('No messages yet. Start the conversation!');
    await user.click(screen.getByRole('button', { name: 'Conversation actions' }));
    await choose(user, 'Block Conversation');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    await screen.findByText('Failed to update conversation status');
  });

  it("says a conversation that is not there, or not the viewer's, was not found", async () => {
    const api = fakeApi({ conversations: [summary(1)], messages: [] });
    restore = api.restore;
    renderMessages('/messages/99');
    await screen.findByRole('heading', { name: 'Conversation not found' });
    expect(
      screen.getByText("This conversation may have been deleted or you don't have access to it."),
    ).toBeTruthy();
  });

  it('starts a conversation with the exporter a Contact button chose, locked, and goes to it', async () => {
    const api = fakeApi({ conversations: [], messages: [] }, (call) => {
      if (call.url === '/api/exporters/12')
        return { status: 200, body: { id: 12, companyName: 'Indus Rice Mills' } };
      if (call.method === 'POST' && call.url === '/api/conversations')
        return { status: 201, body: { id: 41, created: true } };
      return null;
    });
    restore = api.restore;
    const view = renderMessages('/messages?exporterId=12');
    const dialog = await findStartDialog();
    const exporter = within(dialog).getByRole('textbox', { name: /Exporter/ });
    await waitFor(() => expect((exporter as HTMLInputElement).value).toBe('Indus Rice Mills'));
    expect(exporter.hasAttribute('readonly')).toBe(true);

    const user = interaction();
    await user.click(within(dialog).getByRole('button', { name: 'Start Conversation' }));
    expect(within(dialog).getByText(CONVERSATION_MESSAGES.subjectRequired)).toBeTruthy();
    expect(within(dialog).getByText(CONVERSATION_MESSAGES.initialMessageRequired)).toBeTruthy();
    expect(calls(api, 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), ' Basmati 1121 ');
    await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'Price for 20 tons?');
    await user.click(within(dialog).getByRole('button', { name: 'Start Conversation' }));
    await screen.findByText('Conversation started successfully');
    expect(calls(api, 'POST')[0]).toEqual({
      url: '/api/conversations',
      body: { exporterId: 12, subject: 'Basmati 1121', initialMessage: 'Price for 20 tons?' },
    });
    await waitFor(() => expect(view.currentPath()).toBe('/messages/41'));
  });

  it("says the server's refusal of a new conversation, or the spec's fallback", async () => {
    const api = fakeApi({ conversations: [], messages: [] }, (call) => {
      if (call.url === '/api/exporters/12') return { status: 200, body: { id: 12, companyName: 'Indus' } };
      if (call.method === 'POST')
        return { status: 404, body: { statusCode: 404, message: 'Exporter Not Found' } };
      return null;
    });
    restore = api.restore;
    renderMessages('/messages?exporterId=12');
    const dialog = await findStartDialog();
    const user = interaction();
    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Towels');
    await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Start Conversation' }));
    await screen.findByText('Exporter Not Found');
  });

  it('asks for an exporter when the New Conversation button opens the dialog, and offers none to exporters', async () => {
    const api = fakeApi({ conversations: [], messages: [] });
    restore = api.restore;
    const view = renderMessages('/messages');
    const user = interaction();
    await user.click(await screen.findByRole('button', { name: 'New Conversation' }));
    const dialog = await findStartDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Start Conversation' }));
    expect(within(dialog).getByText(CONVERSATION_MESSAGES.exporterRequired)).toBeTruthy();
    view.unmount();

    renderMessages('/messages?exporterId=12', { ...buyer, role: 'exporter', kind: 'user' });
    await screen.findByText('When a buyer writes to your company, the conversation appears here.');
    expect(screen.queryByRole('button', { name: 'New Conversation' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
