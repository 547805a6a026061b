import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminConversationDto } from '@ped/contracts/messaging';
import { BUYER_SUSPENSION_MESSAGES } from '@ped/contracts/options';
import { mockApi, renderWithProviders, type ApiCall, type FakeAnswer } from '@ped/web-kit/testing';
import { conversation, readingQueryClient } from '../testing/adminFixtures';
import { ConversationsPanel } from './ConversationsPanel';

function render(
  conversations: AdminConversationDto[],
  answer: (call: ApiCall) => FakeAnswer = () => ({ status: 500 }),
  total = conversations.length,
) {
  const api = mockApi((call) =>
    call.method === 'GET' && call.url.startsWith('/api/admin/conversations')
      ? { status: 200, body: { conversations, total } }
      : answer(call),
  );
  renderWithProviders(<ConversationsPanel />, { path: '/admin', queryClient: readingQueryClient() });
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('ConversationsPanel (admin conversations table)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('lists subject, buyer, exporter, status, messages and last activity; blocked shown as destructive', async () => {
    const { api } = render([
      conversation(1),
      conversation(2, { status: 'blocked', subject: 'Rice deal', exporterName: 'Unknown' }),
    ]);
    restore = api.restore;
    const table = await screen.findByRole('table', { name: 'Conversations' });
    const [, active, blocked] = within(table).getAllByRole('row');
    expect(within(active!).getByText('Towels order 1')).toBeTruthy();
    expect(within(active!).getByText('Omar Farooq')).toBeTruthy();
    expect(within(active!).getByText('Farooq Trading')).toBeTruthy();
    expect(within(active!).getByText('Indus Textiles')).toBeTruthy();
    expect(within(active!).getByText('4')).toBeTruthy();
    expect(within(active!).getByText('Active')).toBeTruthy();
    expect(within(blocked!).getByText('Unknown')).toBeTruthy();
    expect(within(blocked!).getByText('Blocked')).toBeTruthy();
    expect(screen.getByText('2 conversations')).toBeTruthy();
    expect(api.calls[0]?.url).toBe('/api/admin/conversations?limit=20&offset=0');
  });

  it('offers Block only for an active conversation, Archive always', async () => {
    const { api } = render([
      conversation(1),
      conversation(2, { status: 'blocked', subject: 'Rice deal' }),
      conversation(3, { status: 'archived', subject: 'Old deal' }),
    ]);
    restore = api.restore;
    await screen.findByRole('table', { name: 'Conversations' });
    expect(screen.getAllByRole('button', { name: /^Block / })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Block Towels order 1' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Archive / })).toHaveLength(3);
  });

  it('blocks a conversation and says so', async () => {
    const { api, user } = render([conversation(1)], (call) =>
      call.method === 'PATCH' ? { status: 200, body: { id: 1, status: 'blocked' } } : { status: 500 },
    );
    restore = api.restore;
    await user.click(await screen.findByRole('button', { name: 'Block Towels order 1' }));
    await screen.findByText('Conversation moderated successfully');
    expect(api.calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/admin/conversations/1/moderate',
      body: { action: 'block' },
    });
    // The list reads again after the change.
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url.startsWith('/api/admin/conversations?'))).toHaveLength(2),
    );
  });

  it('shows a blocked pair on its other conversations and lifts the block from either', async () => {
    const { api, user } = render(
      [
        conversation(1, { status: 'blocked', contactBlocked: true }),
        conversation(2, { contactBlocked: true, subject: 'Rice deal' }),
        conversation(3, { subject: 'Old deal' }),
      ],
      (call) =>
        call.method === 'PATCH' ? { status: 200, body: { id: 2, status: 'active' } } : { status: 500 },
    );
    restore = api.restore;
    const table = await screen.findByRole('table', { name: 'Conversations' });
    const [, blocked, sameBuyer, other] = within(table).getAllByRole('row');
    expect(within(blocked!).queryByText('Contact blocked')).toBeNull();
    expect(within(sameBuyer!).getByText('Contact blocked')).toBeTruthy();
    expect(within(other!).queryByText('Contact blocked')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Lift block on / })).toHaveLength(2);
    await user.click(within(sameBuyer!).getByRole('button', { name: 'Lift block on Rice deal' }));
    await screen.findByText('Conversation moderated successfully');
    expect(api.calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/admin/conversations/2/moderate',
      body: { action: 'unblock' },
    });
  });

  it('suspends the buyer of a conversation with a reason', async () => {
    const { api, user } = render([conversation(1)], (call) =>
      call.method === 'POST'
        ? {
            status: 201,
            body: {
              buyerId: 71,
              buyerName: 'Omar Farooq',
              buyerEmail: 'omar@example.com',
              reason: 'Abusive messages',
              suspendedAt: '2026-01-06T10:30:00.000Z',
            },
          }
        : { status: 500 },
    );
    restore = api.restore;
    await user.click(await screen.findByRole('button', { name: 'Suspend buyer Omar Farooq' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Omar Farooq?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText(BUYER_SUSPENSION_MESSAGES.reasonRequired)).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Reason for the suspension/), '  Abusive messages ');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await screen.findByText('Buyer suspended');
    expect(api.calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/admin/suspensions',
      body: { buyerId: 71, reason: 'Abusive messages' },
    });
  });

  it('says "Failed to moderate conversation" when the server refuses', async () => {
    const { api, user } = render([conversation(1)], () => ({
      status: 409,
      body: { statusCode: 409, message: 'Conversation is not active', reason: 'CONVERSATION_NOT_ACTIVE' },
    }));
    restore = api.restore;
    await user.click(await screen.findByRole('button', { name: 'Archive Towels order 1' }));
    await screen.findByText('Failed to moderate conversation');
    expect(screen.getByText('Error')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ action: 'archive' });
  });

  it('filters by status and pages through the list', async () => {
    const page = Array.from({ length: 20 }, (_, index) => conversation(index + 1));
    const { api, user } = render(page, () => ({ status: 500 }), 45);
    restore = api.restore;
    await screen.findByText('1–20 of 45 conversations');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.calls.at(-1)?.url).toBe('/api/admin/conversations?limit=20&offset=20'));
    await user.selectOptions(screen.getByLabelText('Status'), 'blocked');
    await waitFor(() =>
      expect(api.calls.at(-1)?.url).toBe('/api/admin/conversations?status=blocked&limit=20&offset=0'),
    );
  });

  it('says when there are none', async () => {
    const { api } = render([]);
    restore = api.restore;
    expect(await screen.findByText('No conversations')).toBeTruthy();
  });

  it('says when the list cannot be read, with Try again', async () => {
    const api = mockApi(() => ({ status: 500 }));
    restore = api.restore;
    renderWithProviders(<ConversationsPanel />, { path: '/admin', queryClient: readingQueryClient() });
    expect(await screen.findByText('We could not load the conversations')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
