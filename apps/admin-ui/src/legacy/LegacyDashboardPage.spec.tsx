import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityItemDto, AdminStatsDto } from '@ped/contracts/admin';
import type { AdminExporterDto } from '@ped/contracts/catalog';
import { EXPORTER_REVIEW_MESSAGES } from '@ped/contracts/options';
import { mockApi, renderWithProviders, type ApiCall, type FakeAnswer } from '@ped/web-kit/testing';
import { adminUser, conversation, readingQueryClient } from '../testing/adminFixtures';
import { LegacyDashboardPage } from './LegacyDashboardPage';

const stats: AdminStatsDto = {
  totalExporters: 12,
  pendingExporters: 3,
  verifiedExporters: 5,
  totalUsers: 40,
  totalConversations: 7,
  totalCategories: 9,
  totalContacts: 15,
};

const activity: ActivityItemDto[] = Array.from({ length: 14 }, (_, index) => ({
  type: index % 2 ? 'conversation' : 'exporter',
  title: `Item ${index + 1}`,
  status: index % 2 ? 'active' : 'pending',
  timestamp: new Date(Date.UTC(2026, 0, 20 - index)).toISOString(),
  targetId: index + 1,
}));

function exporter(id: number, overrides: Partial<AdminExporterDto> = {}): AdminExporterDto {
  return {
    id,
    companyName: `Exporter ${id}`,
    city: 'Lahore',
    contactPerson: 'Amina Khan',
    email: `exporter${id}@example.com`,
    logoUrl: null,
    status: 'approved',
    isPremium: false,
    plan: 'basic',
    isVerified: false,
    completeness: 50,
    createdAt: '2026-01-03T10:00:00.000Z',
    ...overrides,
  };
}

function render(
  path: string,
  {
    answer = () => ({ status: 500 }),
    statsBody = stats,
  }: { answer?: (call: ApiCall) => FakeAnswer; statsBody?: AdminStatsDto } = {},
) {
  const exporters = [
    exporter(1, { status: 'pending' }),
    exporter(2, { isVerified: true }),
    exporter(3, { status: 'rejected' }),
  ];
  const api = mockApi((call) => {
    if (call.method === 'GET') {
      if (call.url === '/api/admin/stats') return { status: 200, body: statsBody };
      if (call.url === '/api/admin/activity') return { status: 200, body: { items: activity } };
      if (call.url.startsWith('/api/admin/exporters'))
        return { status: 200, body: { exporters, total: 3, totalCapped: false, limit: 20, offset: 0 } };
      if (call.url.startsWith('/api/admin/conversations'))
        return { status: 200, body: { conversations: [conversation(1)], total: 1 } };
    }
    return answer(call);
  });
  const view = renderWithProviders(<LegacyDashboardPage />, {
    path,
    user: adminUser,
    queryClient: readingQueryClient(),
  });
  return { api, view, user: userEvent.setup({ delay: null }) };
}

describe('/admin-legacy (the simple dashboard)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('shows five counters and the ten newest activity items', async () => {
    const { api } = render('/admin-legacy');
    restore = api.restore;
    expect(screen.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeTruthy();
    for (const [label, value] of [
      ['Total Exporters', '12'],
      ['Pending Approval', '3'],
      ['Verified', '5'],
      ['Total Users', '40'],
      ['Conversations', '7'],
    ]) {
      const stat = (await screen.findByText(label)).closest('dl')!;
      expect(await within(stat as HTMLElement).findByText(value)).toBeTruthy();
    }
    const recent = await screen.findByRole('list', { name: 'Recent activity' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(10);
    expect(within(recent).getByText('Item 1')).toBeTruthy();
    expect(within(recent).queryByText('Item 11')).toBeNull();
  });

  it('lists the full activity on its tab', async () => {
    const { api } = render('/admin-legacy?tab=activity');
    restore = api.restore;
    const list = await screen.findByRole('list', { name: 'Activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(14);
  });

  it('shows the verification rate and the user-to-exporter ratio, rounded', async () => {
    const { api } = render('/admin-legacy?tab=analytics');
    restore = api.restore;
    // 5 of 12 = 41.67 % → 42 %; 40 users / 12 exporters = 3.33 → 3.
    expect(await screen.findByText('42%')).toBeTruthy();
    expect(screen.getByText('3:1')).toBeTruthy();
  });

  it('says 0% and 0:1 while there is no exporter', async () => {
    const { api } = render('/admin-legacy?tab=analytics', {
      statsBody: { ...stats, totalExporters: 0, verifiedExporters: 0, totalUsers: 2 },
    });
    restore = api.restore;
    expect(await screen.findByText('0%')).toBeTruthy();
    expect(screen.getByText('0:1')).toBeTruthy();
  });

  it('lists exporters with company, email, status, verified, created and actions; Approve/Reject only when pending', async () => {
    const { api, user } = render('/admin-legacy?tab=exporters', {
      answer: (call) =>
        call.method === 'PATCH' ? { status: 200, body: { id: 1, status: 'approved' } } : { status: 500 },
    });
    restore = api.restore;
    const table = await screen.findByRole('table', { name: 'Exporters' });
    const [, pending, approved] = within(table).getAllByRole('row');
    expect(within(pending!).getByText('exporter1@example.com')).toBeTruthy();
    expect(within(pending!).getByText('Pending')).toBeTruthy();
    expect(within(pending!).getByText('Unverified')).toBeTruthy();
    expect(within(approved!).getByText('Verified')).toBeTruthy();
    expect(within(approved!).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(within(approved!).getByRole('button', { name: 'Unverify Exporter 2' })).toBeTruthy();
    await user.click(within(pending!).getByRole('button', { name: 'Approve Exporter 1' }));
    await screen.findByText('Exporter status updated successfully');
    expect(api.calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/admin/exporters/1/status',
      body: { status: 'approved' },
    });
  });

  it('rejects with a required reason', async () => {
    const { api, user } = render('/admin-legacy?tab=exporters', {
      answer: (call) =>
        call.method === 'PATCH' ? { status: 200, body: { id: 1, status: 'rejected' } } : { status: 500 },
    });
    restore = api.restore;
    await user.click(await screen.findByRole('button', { name: 'Reject Exporter 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Exporter 1?' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Please give a reason for the rejection')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'No export licence');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await screen.findByText('Exporter status updated successfully');
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      status: 'rejected',
      reason: 'No export licence',
    });
  });

  it('verifies an exporter, and says so when it fails', async () => {
    const { api, user } = render('/admin-legacy?tab=exporters');
    restore = api.restore;
    await user.click(await screen.findByRole('button', { name: 'Verify Exporter 1' }));
    await screen.findByText('Failed to update verification status');
    expect(api.calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/admin/exporters/1/verify',
      body: { isVerified: true },
    });
  });

  it('offers a rejected exporter no Verify, and shows the server’s reason when a verification is refused', async () => {
    const { api, user } = render('/admin-legacy?tab=exporters', {
      answer: (call) =>
        call.method === 'PATCH'
          ? {
              status: 409,
              body: {
                statusCode: 409,
                code: 'CONFLICT',
                reason: 'EXPORTER_REJECTED',
                message: EXPORTER_REVIEW_MESSAGES.rejectedNotVerifiable,
              },
            }
          : { status: 500 },
    });
    restore = api.restore;
    const table = await screen.findByRole('table', { name: 'Exporters' });
    const rejected = within(table).getAllByRole('row')[3]!;
    expect(within(rejected).getByText('Rejected')).toBeTruthy();
    expect(within(rejected).queryByRole('button', { name: /Verify/ })).toBeNull();
    expect(within(rejected).getByRole('button', { name: 'Remove Exporter 3' })).toBeTruthy();
    // Another administrator rejected Exporter 1 meanwhile: the refusal says why.
    await user.click(within(table).getByRole('button', { name: 'Verify Exporter 1' }));
    expect(await screen.findByText(EXPORTER_REVIEW_MESSAGES.rejectedNotVerifiable)).toBeTruthy();
  });

  it('removes an exporter only after the confirmation', async () => {
    const { api, user } = render('/admin-legacy?tab=exporters', {
      answer: (call) => (call.method === 'DELETE' ? { status: 204 } : { status: 500 }),
    });
    restore = api.restore;
    await user.click(await screen.findByRole('button', { name: 'Remove Exporter 2' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(
      within(dialog).getByText('Are you sure you want to remove Exporter 2? This action cannot be undone.'),
    ).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Exporter removed successfully');
    expect(api.calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/admin/exporters/2');
  });

  it('shows "Failed to fetch exporters" when the list cannot be read', async () => {
    const api = mockApi(() => ({ status: 500 }));
    restore = api.restore;
    renderWithProviders(<LegacyDashboardPage />, {
      path: '/admin-legacy?tab=exporters',
      user: adminUser,
      queryClient: readingQueryClient(),
    });
    expect(await screen.findByText('Failed to fetch exporters')).toBeTruthy();
  });

  it('shows the conversations table on Messaging', async () => {
    const { api } = render('/admin-legacy?tab=messaging');
    restore = api.restore;
    const table = await screen.findByRole('table', { name: 'Conversations' });
    expect(within(table).getByText('Towels order 1')).toBeTruthy();
  });

  it('keeps the open tab in the address', async () => {
    const { api, view, user } = render('/admin-legacy');
    restore = api.restore;
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin-legacy?tab=analytics'));
  });

  it('sends a visitor to /admin-login after "Admin Access Required"', async () => {
    const view = renderWithProviders(<LegacyDashboardPage />, { path: '/admin-legacy', user: null });
    await screen.findByText('Admin Access Required');
    await waitFor(() => expect(view.currentPath()).toBe('/admin-login'));
  });

  it('sends an admin still on the first password to change it', () => {
    const view = renderWithProviders(<LegacyDashboardPage />, {
      path: '/admin-legacy',
      user: { ...adminUser, mustChangePassword: true },
    });
    expect(view.currentPath()).toBe('/admin-login');
  });
});
