import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InquiryListDto } from '@ped/contracts/messaging';
import { INQUIRY_MESSAGES, PLAN_LIMIT_MESSAGES } from '@ped/contracts/options';
import { mockApi, renderWithProviders, type ApiCall, type FakeAnswer } from '@ped/web-kit/testing';
import { InquiriesTab } from './InquiriesTab';
import { inquiry, readingQueryClient } from './workspaceFixtures';

function render(
  list: Partial<InquiryListDto>,
  answer: (call: ApiCall) => FakeAnswer = () => ({ status: 500 }),
) {
  const body: InquiryListDto = {
    items: [],
    total: list.items?.length ?? 0,
    plan: 'basic',
    monthlyContactLimit: 10,
    lockedCount: 0,
    ...list,
  };
  const api = mockApi((call) =>
    call.method === 'GET' && call.url.startsWith('/api/my-exporter/contact-requests')
      ? { status: 200, body }
      : answer(call),
  );
  renderWithProviders(<InquiriesTab />, {
    path: '/dashboard?tab=inquiries',
    queryClient: readingQueryClient(),
  });
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('InquiriesTab (buyers’ inquiries to the exporter)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('says when there are none', async () => {
    const { api } = render({});
    restore = api.restore;
    expect(await screen.findByText('No inquiries received yet.')).toBeTruthy();
    expect(api.calls[0]?.url).toBe('/api/my-exporter/contact-requests?limit=20&offset=0');
  });

  it('shows a locked inquiry masked with the upgrade prompt, and nothing to answer it with', async () => {
    const { api } = render({
      items: [inquiry(12, { buyerEmail: 'o•••@example.com', locked: true }), inquiry(11)],
      lockedCount: 1,
    });
    restore = api.restore;
    const [locked, open] = await screen.findAllByRole('article');
    expect(within(locked!).getByText('o•••@example.com', { exact: false })).toBeTruthy();
    expect(within(locked!).getByText(PLAN_LIMIT_MESSAGES.inquiries, { exact: false })).toBeTruthy();
    expect(within(locked!).queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(within(open!).getByRole('link', { name: 'omar@example.com' })).toBeTruthy();
    expect(within(open!).getByText('Farooq Trading', { exact: false })).toBeTruthy();
    expect(within(open!).getByText('A quotation for 1,000 towels, please.')).toBeTruthy();
    expect(screen.getByText('1 inquiry is waiting for an upgrade')).toBeTruthy();
  });

  it('lists a conversation a buyer started as an inquiry, answered in the conversation', async () => {
    const { api } = render({
      items: [
        inquiry(31, { channel: 'message', conversationId: 31, message: 'Do you ship to Hamburg?' }),
        inquiry(31),
      ],
    });
    restore = api.restore;
    const [message, form] = await screen.findAllByRole('article');
    expect(within(message!).getByText('Message')).toBeTruthy();
    expect(within(message!).getByText('Do you ship to Hamburg?')).toBeTruthy();
    expect(within(message!).getByRole('link', { name: 'Reply in conversation' }).getAttribute('href')).toBe(
      '/messages/31',
    );
    expect(within(message!).queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(within(form!).queryByText('Message')).toBeNull();
    expect(within(form!).getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.getByText('2 inquiries')).toBeTruthy();
  });

  it('replies in a dialog (required text) and says where the buyer reads it', async () => {
    const { api, user } = render({ items: [inquiry(11)] }, (call) =>
      call.method === 'POST'
        ? { status: 200, body: { conversationId: null, via: 'email' } }
        : { status: 500 },
    );
    restore = api.restore;
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Omar Farooq' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect(within(dialog).getByText(INQUIRY_MESSAGES.replyRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Your reply/), 'Our price is USD 2.10 a towel.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    await screen.findByText('Reply sent');
    expect(screen.getByText(/We e-mailed your reply to Omar Farooq/)).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/my-exporter/contact-requests/11/reply',
      body: { message: 'Our price is USD 2.10 a towel.' },
    });
  });

  it('declines with a reason', async () => {
    const { api, user } = render({ items: [inquiry(11)] }, (call) =>
      call.method === 'POST'
        ? { status: 200, body: inquiry(11, { status: 'declined', declineReason: 'Out of stock' }) }
        : { status: 500 },
    );
    restore = api.restore;
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: /Decline the inquiry/ }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Decline Inquiry' }));
    expect(within(dialog).getByText(INQUIRY_MESSAGES.reasonRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Out of stock');
    await user.click(within(dialog).getByRole('button', { name: 'Decline Inquiry' }));
    await screen.findByText('Inquiry declined');
    expect(api.calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/my-exporter/contact-requests/11/decline',
      body: { reason: 'Out of stock' },
    });
  });
});
