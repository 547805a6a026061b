import { screen, waitFor } from '@testing-library/react';
import type { ConversationSummaryDto } from '@ped/contracts/messaging';
import { createQueryClient, type AuthUser } from '@ped/web-kit';
import { mockApi, renderWithProviders } from '@ped/web-kit/testing';
import { LiveUpdates } from './LiveUpdates';
import { UnreadBadge } from './UnreadBadge';

/** The browser's stream, as far as the page uses it: the test sends its events. */
class FakeSource {
  static readonly CLOSED = 2;
  static opened: FakeSource[] = [];
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((event: { data: string }) => void)[]>();
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeSource.opened.push(this);
  }
  addEventListener(name: string, listener: (event: { data: string }) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.readyState = FakeSource.CLOSED;
  }
  send(name: string, data: unknown) {
    for (const listener of this.listeners.get(name) ?? []) listener({ data: JSON.stringify(data) });
  }
}

const buyer: AuthUser = {
  id: 7,
  email: 'amina@example.com',
  firstName: 'Amina',
  profileImageUrl: null,
  role: 'buyer',
  kind: 'buyer',
};

const conversation = (id: number, unreadCount: number) =>
  ({ id, unreadCount, status: 'active' }) as ConversationSummaryDto;

describe('live updates and the unread badge', () => {
  const original = globalThis.EventSource;
  let restore = () => undefined as void;
  beforeEach(() => {
    FakeSource.opened = [];
    globalThis.EventSource = FakeSource as unknown as typeof EventSource;
  });
  afterEach(() => {
    globalThis.EventSource = original;
    restore();
  });

  it("counts a party's unread messages, and counts again when the stream says a message arrived", async () => {
    let unread = [conversation(1, 2), conversation(2, 1)];
    const api = mockApi((call) =>
      call.url === '/api/conversations?status=active&limit=50&offset=0'
        ? {
            status: 200,
            body: {
              conversations: unread,
              total: unread.length,
              unreadTotal: unread.reduce((sum, c) => sum + c.unreadCount, 0),
            },
          }
        : { status: 404 },
    );
    restore = api.restore;
    const view = renderWithProviders(
      <>
        <LiveUpdates />
        <UnreadBadge />
      </>,
      { user: buyer, queryClient: createQueryClient() },
    );
    const badge = await screen.findByTestId('unread-badge');
    expect(badge.textContent).toBe('3 unread messages');
    expect(FakeSource.opened.map(({ url, init }) => [url, init])).toEqual([
      ['/api/live', { withCredentials: true }],
    ]);

    unread = [conversation(1, 2), conversation(2, 1), conversation(3, 1)];
    FakeSource.opened[0]!.send('message', { conversationId: 3, messageId: 40 });
    await waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toBe('4 unread messages'));

    unread = [];
    FakeSource.opened[0]!.send('read', { conversationId: 3 });
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());

    view.unmount();
    expect(FakeSource.opened[0]!.readyState).toBe(FakeSource.CLOSED);
  });

  it('applies a pushed message to the thread and the list where the page holds them, reading nothing', async () => {
    const list = {
      conversations: [conversation(1, 0), { ...conversation(3, 0), lastMessage: 'Hello' }],
      total: 2,
      unreadTotal: 0,
    };
    const api = mockApi((call) =>
      call.url === '/api/conversations?status=active&limit=50&offset=0'
        ? { status: 200, body: list }
        : { status: 404 },
    );
    restore = api.restore;
    const queryClient = createQueryClient();
    queryClient.setQueryData(['/api/conversations', '3', 'messages'], { messages: [], hasMore: false });
    renderWithProviders(
      <>
        <LiveUpdates />
        <UnreadBadge />
      </>,
      { user: buyer, queryClient },
    );
    await waitFor(() => expect(api.calls).toHaveLength(1));
    const pushed = {
      messageId: 41,
      conversationId: 3,
      buyerId: 7,
      exporterId: 5,
      exporterUserId: 9,
      senderType: 'exporter',
      preview: 'Please pay the advance',
      content: 'Please pay the advance to our new account.',
      createdAt: '2026-11-28T10:00:00.000Z',
      flags: ['bank-details-change'],
      warning: 'Check bank details by phone.',
    };
    FakeSource.opened[0]!.send('message', pushed);
    FakeSource.opened[0]!.send('message', pushed);
    expect(await screen.findByTestId('unread-badge')).toHaveProperty('textContent', '1 unread message');
    expect(queryClient.getQueryData(['/api/conversations', '3', 'messages'])).toEqual({
      messages: [
        {
          id: 41,
          conversationId: 3,
          content: 'Please pay the advance to our new account.',
          senderType: 'exporter',
          createdAt: '2026-11-28T10:00:00.000Z',
          isRead: false,
          mine: false,
          flags: ['bank-details-change'],
          warning: 'Check bank details by phone.',
        },
      ],
      hasMore: false,
    });
    const [first] = queryClient.getQueryData<{ conversations: ConversationSummaryDto[] }>([
      '/api/conversations',
      { status: 'active', limit: 50, offset: 0 },
    ])!.conversations;
    expect(first).toMatchObject({ id: 3, lastMessage: 'Please pay the advance', unreadCount: 1 });
    expect(api.calls).toHaveLength(1);
  });

  it('opens no stream and reads nothing for visitors and admins', () => {
    const api = mockApi(() => ({ status: 500 }));
    restore = api.restore;
    for (const user of [null, { ...buyer, role: 'admin', kind: 'admin' as const }]) {
      const view = renderWithProviders(
        <>
          <LiveUpdates />
          <UnreadBadge />
        </>,
        { user, queryClient: createQueryClient() },
      );
      view.unmount();
    }
    expect(FakeSource.opened).toEqual([]);
    expect(api.calls).toEqual([]);
  });
});
