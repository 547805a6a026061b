import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModerationItemDto } from '@ped/contracts/admin';
import { mockApi, renderWithProviders, type ApiCall, type FakeAnswer } from '@ped/web-kit/testing';
import { readingQueryClient, report } from '../testing/adminFixtures';
import { ModerationQueuePanel } from './ModerationQueuePanel';
import { REPORT_NOTE_MESSAGES } from './ReportDecisionDialog';

function render(items: ModerationItemDto[], answer: (call: ApiCall) => FakeAnswer = () => ({ status: 500 })) {
  const api = mockApi((call) =>
    call.method === 'GET' && call.url.startsWith('/api/admin/moderation')
      ? {
          status: 200,
          body: { items, total: items.length, pending: items.filter((i) => i.status === 'pending').length },
        }
      : answer(call),
  );
  renderWithProviders(<ModerationQueuePanel />, { path: '/admin', queryClient: readingQueryClient() });
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('ModerationQueuePanel (reported messages)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('shows the pending reports: reason, reporter, reported text, flags and date', async () => {
    const { api } = render([report(1, { flags: ['link', 'repeated'] })]);
    restore = api.restore;
    const card = await screen.findByRole('article', { name: 'Spam' });
    expect(within(card).getByText(/^Reported by the exporter · a message in conversation #41/)).toBeTruthy();
    expect(within(card).getByText('Buy cheap followers at example.test')).toBeTruthy();
    expect(within(card).getByText('link')).toBeTruthy();
    expect(within(card).getByText('repeated')).toBeTruthy();
    expect(within(card).getByText('Sent the same link five times')).toBeTruthy();
    expect(within(card).getByText(/6 Jan 2026/)).toBeTruthy();
    expect(screen.getByText('1 pending')).toBeTruthy();
    expect(api.calls[0]?.url).toBe('/api/admin/moderation?status=pending&limit=20&offset=0');
  });

  it('resolves a report only with a note', async () => {
    const { api, user } = render([report(1)], (call) =>
      call.method === 'PATCH' ? { status: 200, body: report(1, { status: 'resolved' }) } : { status: 500 },
    );
    restore = api.restore;
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the report' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(within(dialog).getByText(REPORT_NOTE_MESSAGES.required)).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Note/), 'Warned the buyer');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await screen.findByText('Report resolved');
    expect(api.calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/admin/moderation/1',
      body: { status: 'resolved', notes: 'Warned the buyer' },
    });
  });

  it('dismisses a report with a note, and shows the server’s refusal', async () => {
    const { api, user } = render([report(1)], () => ({
      status: 409,
      body: { statusCode: 409, message: 'This report was already handled', reason: 'REPORT_NOT_PENDING' },
    }));
    restore = api.restore;
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss the report' }, { timeout: 5000 });
    await user.type(within(dialog).getByLabelText(/^Note/), 'Not abusive');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await screen.findByText('This report was already handled');
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      status: 'dismissed',
      notes: 'Not abusive',
    });
  });

  it('blocks the reported conversation', async () => {
    const { api, user } = render([report(1, { conversationId: 41 })], (call) =>
      call.method === 'PATCH' ? { status: 200, body: { id: 41, status: 'blocked' } } : { status: 500 },
    );
    restore = api.restore;
    await user.click(await screen.findByRole('button', { name: 'Block conversation' }));
    await screen.findByText('Conversation moderated successfully');
    expect(api.calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/admin/conversations/41/moderate',
      body: { action: 'block' },
    });
  });

  it('shows a handled report with its note and no Resolve/Dismiss; filters by status', async () => {
    const { api, user } = render([
      report(2, { status: 'resolved', notes: 'Warned the buyer', moderatedAt: '2026-01-07T10:00:00.000Z' }),
    ]);
    restore = api.restore;
    const card = await screen.findByRole('article', { name: 'Spam' });
    expect(within(card).getByText('Warned the buyer')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Resolve' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await waitFor(() => expect(api.calls.at(-1)?.url).toBe('/api/admin/moderation?limit=20&offset=0'));
  });

  it('says when no report waits', async () => {
    const { api } = render([]);
    restore = api.restore;
    expect(await screen.findByText('No reports waiting')).toBeTruthy();
  });
});
