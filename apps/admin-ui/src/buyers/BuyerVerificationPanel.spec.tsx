import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBuyerDto } from '@ped/contracts/identity';
import { mockApi, renderWithProviders, type ApiCall, type FakeAnswer } from '@ped/web-kit/testing';
import { buyer, readingQueryClient } from '../testing/adminFixtures';
import { BuyerVerificationPanel } from './BuyerVerificationPanel';

function render(
  byFilter: Record<'pending' | 'verified', AdminBuyerDto[]>,
  answer: (call: ApiCall) => FakeAnswer = () => ({ status: 500 }),
) {
  const api = mockApi((call) => {
    if (call.method !== 'GET' || !call.url.startsWith('/api/admin/buyers')) return answer(call);
    const buyers = call.url.includes('filter=verified') ? byFilter.verified : byFilter.pending;
    return { status: 200, body: { buyers, total: buyers.length } };
  });
  renderWithProviders(<BuyerVerificationPanel />, { path: '/admin', queryClient: readingQueryClient() });
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('BuyerVerificationPanel (buyers to verify)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('lists the pending buyers first and verifies one', async () => {
    const { api, user } = render({ pending: [buyer(5)], verified: [] }, (call) =>
      call.method === 'PATCH' ? { status: 200, body: { id: 5, isVerified: true } } : { status: 500 },
    );
    restore = api.restore;
    const table = await screen.findByRole('table', { name: 'Buyers pending verification' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByText('Buyer 5')).toBeTruthy();
    expect(within(row!).getByText('buyer5@example.com')).toBeTruthy();
    expect(within(row!).getByText('Global Imports')).toBeTruthy();
    expect(within(row!).getByText('Pending')).toBeTruthy();
    expect(api.calls[0]?.url).toBe('/api/admin/buyers?filter=pending&limit=20&offset=0');
    await user.click(within(row!).getByRole('button', { name: 'Verify Buyer 5' }));
    await screen.findByText('Verification status updated successfully');
    expect(api.calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/admin/buyers/5/verify',
      body: { isVerified: true },
    });
  });

  it('shows the verified buyers with Unverify', async () => {
    const { api, user } = render({ pending: [], verified: [buyer(6, { isVerified: true })] }, (call) =>
      call.method === 'PATCH' ? { status: 200, body: { id: 6, isVerified: false } } : { status: 500 },
    );
    restore = api.restore;
    expect(await screen.findByText('No buyers waiting')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verified' }));
    const table = await screen.findByRole('table', { name: 'Verified buyers' });
    expect(within(table).getByText('Verified')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Unverify Buyer 6' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ isVerified: false }),
    );
  });

  it('says "Failed to update verification status" when the server refuses', async () => {
    const { api, user } = render({ pending: [buyer(5)], verified: [] }, () => ({ status: 500 }));
    restore = api.restore;
    await user.click(await screen.findByRole('button', { name: 'Verify Buyer 5' }));
    await screen.findByText('Failed to update verification status');
  });
});
