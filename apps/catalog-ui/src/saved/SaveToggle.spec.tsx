import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExporterListItemDto } from '@ped/contracts/catalog';
import { createQueryClient, type AuthUser } from '@ped/web-kit';
import { mockApi, renderWithProviders, type ApiCall, type FakeAnswer } from '@ped/web-kit/testing';
import { ExporterCard } from '../exporter/ExporterCard';

function exporter(id: number, companyName: string): ExporterListItemDto {
  return {
    id,
    companyName,
    description: 'Basmati rice, milled and packed in Lahore.',
    logoUrl: null,
    city: 'Lahore',
    country: 'Pakistan',
    establishedYear: 1998,
    certifications: [],
    isVerified: true,
    isPremium: false,
    businessType: 'Manufacturer',
    categoryIds: [2],
    responseRate: null,
    medianResponseMinutes: null,
  };
}

const user = (role: AuthUser['role'], kind: AuthUser['kind']): AuthUser => ({
  id: 7,
  email: 'amina@example.com',
  firstName: 'Amina',
  profileImageUrl: null,
  role,
  kind,
});
const buyer = user('buyer', 'buyer');

function Cards() {
  return (
    <ul>
      <li>
        <ExporterCard exporter={exporter(5, 'Ravi Rice Mills')} onContact={() => undefined} />
      </li>
      <li>
        <ExporterCard exporter={exporter(6, 'Indus Textiles')} onContact={() => undefined} />
      </li>
    </ul>
  );
}

/**
 * A fake API keeping the buyer's saved ids (`saved` at first); `refuse` answers a save or removal instead of
 * the fake (which stores it). Saves wait for `release()` when `hold` is set.
 */
function fakeApi(saved: number[], refuse?: (call: ApiCall) => FakeAnswer | undefined) {
  const ids = new Set(saved);
  const api = mockApi((call) => {
    if (call.method === 'GET' && call.url === '/api/buyer/saved-exporters/ids')
      return { status: 200, body: { exporterIds: [...ids] } };
    if (call.method === 'GET' && call.url === '/api/buyer/saved-exporters') return { status: 200, body: [] };
    const refused = refuse?.(call);
    if (refused) return refused;
    if (call.method === 'POST') ids.add((call.body as { exporterId: number }).exporterId);
    if (call.method === 'DELETE') ids.delete(Number(call.url.split('/').pop()));
    return { status: call.method === 'POST' ? 201 : 204, body: call.method === 'POST' ? {} : undefined };
  });
  return api;
}

/** Holds every save and removal until `release()`: what the page shows before the server answers. */
function holdChanges() {
  const answer = globalThis.fetch;
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = async (input, init) => {
    if (init?.method && init.method !== 'GET') await held;
    return answer(input, init);
  };
  return () => release();
}

const toggle = (name: string) => screen.findByRole('button', { name });
const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');

describe('the Save toggle on exporter cards', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('takes a visitor to the buyer sign-in, with the way back to this page and the save to complete', async () => {
    const api = fakeApi([]);
    restore = api.restore;
    const view = renderWithProviders(<Cards />, {
      path: '/browse?city=Lahore',
      queryClient: createQueryClient(),
    });
    const save = await toggle('Save Ravi Rice Mills');
    expect(pressed(save)).toBe('false');
    await userEvent.setup({ delay: null }).click(save);
    expect(view.currentPath()).toBe(
      `/buyer-login?returnTo=${encodeURIComponent('/browse?city=Lahore&save=5')}&reason=save-exporter`,
    );
    // A visitor has no saved list to read.
    expect(api.calls).toEqual([]);
  });

  it.each([
    ['an exporter', user('exporter', 'user')],
    ['an admin', user('admin', 'admin')],
  ])('is not shown to %s, who has no saved list', async (_who, signedIn) => {
    const api = fakeApi([]);
    restore = api.restore;
    renderWithProviders(<Cards />, { user: signedIn, queryClient: createQueryClient() });
    await screen.findByRole('heading', { name: 'Ravi Rice Mills' });
    expect(screen.queryByRole('button', { name: /^Save / })).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("shows a buyer's saved exporters pressed (one read for every card) and shows a save pressed before the server answers", async () => {
    const api = fakeApi([5]);
    restore = api.restore;
    const release = holdChanges();
    renderWithProviders(<Cards />, { user: buyer, queryClient: createQueryClient() });
    const remove = await toggle('Remove Ravi Rice Mills from saved');
    await waitFor(() => expect(remove.hasAttribute('disabled')).toBe(false));
    expect(pressed(remove)).toBe('true');
    expect(pressed(await toggle('Save Indus Textiles'))).toBe('false');
    expect(api.calls.filter((call) => call.url === '/api/buyer/saved-exporters/ids')).toHaveLength(1);

    // Pressed before the server has answered.
    const interaction = userEvent.setup({ delay: null });
    await interaction.click(screen.getByRole('button', { name: 'Save Indus Textiles' }));
    expect(pressed(screen.getByRole('button', { name: 'Remove Indus Textiles from saved' }))).toBe('true');
    release();
    await screen.findByText('Exporter saved');
    expect(api.calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/buyer/saved-exporters',
      body: { exporterId: 6 },
    });
    expect(screen.getByText('Indus Textiles is in your saved exporters.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View saved' })).toBeTruthy();
    // The saved list and the ids were read again.
    expect(api.calls.filter((call) => call.url === '/api/buyer/saved-exporters/ids')).toHaveLength(2);
  });

  it('undoes a change the server refuses and says why', async () => {
    const api = fakeApi([5], (call) =>
      call.method === 'DELETE'
        ? { status: 500, body: { statusCode: 500, message: 'The directory is not answering.' } }
        : undefined,
    );
    restore = api.restore;
    renderWithProviders(<Cards />, { user: buyer, queryClient: createQueryClient() });
    const remove = await toggle('Remove Ravi Rice Mills from saved');
    await waitFor(() => expect(remove.hasAttribute('disabled')).toBe(false));
    await userEvent.setup({ delay: null }).click(remove);
    expect(api.calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/buyer/saved-exporters/5' });
    await screen.findByText('The directory is not answering.');
    expect(pressed(await toggle('Remove Ravi Rice Mills from saved'))).toBe('true');
  });

  it("completes a visitor's save once they are back as a buyer, and takes it out of the address", async () => {
    const api = fakeApi([]);
    restore = api.restore;
    const view = renderWithProviders(<Cards />, {
      path: '/browse?city=Lahore&save=6',
      user: buyer,
      queryClient: createQueryClient(),
    });
    await waitFor(() => expect(view.currentPath()).toBe('/browse?city=Lahore'));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/buyer/saved-exporters', body: { exporterId: 6 } },
    ]);
    const card = screen.getByRole('article', { name: 'Indus Textiles' });
    expect(pressed(within(card).getByRole('button', { name: 'Remove Indus Textiles from saved' }))).toBe(
      'true',
    );
    await screen.findByText('Exporter saved');
  });
});
