import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BuyerSuspensionDto } from '@ped/contracts/messaging';
import { mockApi, renderWithProviders, type ApiCall, type FakeAnswer } from '@ped/web-kit/testing';
import { readingQueryClient, suspension } from '../testing/adminFixtures';
import { SuspendedBuyersPanel } from './SuspendedBuyersPanel';

function render(
  suspensions: BuyerSuspensionDto[],
  answer: (call: ApiCall) => FakeAnswer = () => ({ status: 500 }),
  total = suspensions.length,
) {
  const api = mockApi((call) =>
    call.method === 'GET' && call.url.startsWith('/api/admin/suspensions')
      ? { status: 200, body: { suspensions, total } }
      : answer(call),
  );
  renderWithProviders(<SuspendedBuyersPanel />, { path: '/admin', queryClient: readingQueryClient() });
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('SuspendedBuyersPanel (buyers suspended from contacting exporters)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('lists each suspended buyer with the reason and when, and lifts a suspension', async () => {
    const { api, user } = render(
      [suspension(7), suspension(8, { buyerName: 'Unknown', buyerEmail: null })],
      (call) => (call.method === 'DELETE' ? { status: 204 } : { status: 500 }),
    );
    restore = api.restore;
    const table = await screen.findByRole('table', { name: 'Suspended buyers' });
    const [, first, gone] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Buyer 7')).toBeTruthy();
    expect(within(first!).getByText('buyer7@example.com')).toBeTruthy();
    expect(within(first!).getByText('Threatened an exporter in three conversations')).toBeTruthy();
    expect(within(first!).getByText(/6 Jan 2026/)).toBeTruthy();
    expect(within(gone!).getByText('Unknown')).toBeTruthy();
    expect(api.calls[0]?.url).toBe('/api/admin/suspensions?limit=20&offset=0');

    await user.click(within(first!).getByRole('button', { name: 'Lift the suspension of Buyer 7' }));
    await screen.findByText('Suspension lifted');
    expect(api.calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/admin/suspensions/7');
    // The list reads again after the change.
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url.startsWith('/api/admin/suspensions?'))).toHaveLength(2),
    );
  });

  it('says what the server answered when lifting fails', async () => {
    const { api, user } = render([suspension(7)], () => ({
      status: 404,
      body: { statusCode: 404, message: 'This buyer is not suspended.', reason: 'SUSPENSION_NOT_FOUND' },
    }));
    restore = api.restore;
    await user.click(await screen.findByRole('button', { name: 'Lift the suspension of Buyer 7' }));
    expect(await screen.findByText('This buyer is not suspended.')).toBeTruthy();
  });

  it('pages through the list', async () => {
    const page = Array.from({ length: 20 }, (_, index) => suspension(index + 1));
    const { api, user } = render(page, () => ({ status: 500 }), 25);
    restore = api.restore;
    await screen.findByText('1–20 of 25 suspended buyers');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.calls.at(-1)?.url).toBe('/api/admin/suspensions?limit=20&offset=20'));
  });

  it('says when nobody is suspended', async () => {
    const { api } = render([]);
    restore = api.restore;
    expect(await screen.findByText('No suspended buyers')).toBeTruthy();
  });

  it('says when the list cannot be read, with Try again', async () => {
    const api = mockApi(() => ({ status: 500 }));
    restore = api.restore;
    renderWithProviders(<SuspendedBuyersPanel />, { path: '/admin', queryClient: readingQueryClient() });
    expect(await screen.findByText('We could not load the suspended buyers')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
