import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedSearchDto } from '@ped/contracts/catalog';
import { BUYER_TOOL_MESSAGES } from '@ped/contracts/options';
import { createQueryClient, type AuthUser } from '@ped/web-kit';
import { useSearchParams } from '@ped/web-kit/ui';
import { mockApi, renderWithProviders, type FakeAnswer } from '@ped/web-kit/testing';
import { readListFilters } from '../browse/listFilters';
import { SaveSearchButton } from './SaveSearchButton';

const buyer: AuthUser = {
  id: 7,
  email: 'amina@example.com',
  firstName: 'Amina',
  profileImageUrl: null,
  role: 'buyer',
  kind: 'buyer',
};

/** The button with the filters of the page's address, as /browse passes them. */
function FromAddress() {
  const [params] = useSearchParams();
  return <SaveSearchButton filters={readListFilters(params)} />;
}

const savedSearch = (name: string): SavedSearchDto => ({
  id: 3,
  name,
  filters: {},
  matchCount: 12,
  matchCountCapped: false,
  newCount: 0,
  lastOpenedAt: '2026-11-25T10:00:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
});

function renderButton(path: string, user: AuthUser | null, answer: () => FakeAnswer) {
  const api = mockApi(answer);
  const view = renderWithProviders(<FromAddress />, { path, user, queryClient: createQueryClient() });
  return { api, view, interaction: userEvent.setup({ delay: null }) };
}

describe('"Save this search" on /browse', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it("saves the page's filters in the API's types (not the view, page or search-as-typed) and says where they are", async () => {
    const { api, view, interaction } = renderButton(
      '/browse?view=products&search=%20basmati%20&exact=true&categoryId=2&city=Lahore&verified=true&businessType=Manufacturer&maxMinimumOrder=20&sort=newest&page=3',
      buyer,
      () => ({ status: 201, body: savedSearch('basmati · Lahore · Verified') }),
    );
    restore = api.restore;
    await interaction.click(screen.getByRole('button', { name: 'Save this search' }));
    await screen.findByText('"basmati · Lahore · Verified" is in your saved searches.');
    expect(api.calls).toEqual([
      {
        method: 'POST',
        url: '/api/buyer/saved-searches',
        body: {
          filters: {
            search: 'basmati',
            categoryId: 2,
            city: 'Lahore',
            verified: true,
            businessType: 'Manufacturer',
            maxMinimumOrder: 20,
            sort: 'newest',
          },
        },
      },
    ]);
    // The same button now leads to the saved searches.
    const saved = screen.getByRole('button', { name: 'Search saved' });
    await waitFor(() => expect(saved.hasAttribute('disabled')).toBe(false));
    await interaction.click(saved);
    expect(view.currentPath()).toBe('/buyer-dashboard?tab=saved');
  });

  it("says the server's refusal (at most 50 searches) and stays ready to save", async () => {
    const { api, interaction } = renderButton('/browse?city=Karachi', buyer, () => ({
      status: 409,
      body: { statusCode: 409, message: BUYER_TOOL_MESSAGES.tooManySavedSearches },
    }));
    restore = api.restore;
    await interaction.click(screen.getByRole('button', { name: 'Save this search' }));
    await screen.findByText(BUYER_TOOL_MESSAGES.tooManySavedSearches);
    expect(screen.getByRole('button', { name: 'Save this search' })).toBeTruthy();
  });

  it('takes a visitor to the buyer sign-in and, back as a buyer, saves the search once', async () => {
    const visitor = renderButton('/browse?search=rice', null, () => ({ status: 500 }));
    restore = visitor.api.restore;
    await visitor.interaction.click(screen.getByRole('button', { name: 'Save this search' }));
    expect(visitor.view.currentPath()).toBe(
      `/buyer-login?returnTo=${encodeURIComponent('/browse?search=rice&saveSearch=1')}&reason=save-search`,
    );
    expect(visitor.api.calls).toEqual([]);
    visitor.view.unmount();
    restore();

    const back = renderButton('/browse?search=rice&saveSearch=1', buyer, () => ({
      status: 201,
      body: savedSearch('rice'),
    }));
    restore = back.api.restore;
    await waitFor(() => expect(back.view.currentPath()).toBe('/browse?search=rice'));
    await screen.findByText('"rice" is in your saved searches.');
    expect(back.api.calls).toEqual([
      { method: 'POST', url: '/api/buyer/saved-searches', body: { filters: { search: 'rice' } } },
    ]);
  });

  it('is not offered to exporters and admins', async () => {
    for (const role of ['exporter', 'admin'] as const) {
      const { api, view } = renderButton(
        '/browse',
        { ...buyer, role, kind: role === 'admin' ? 'admin' : 'user' },
        () => ({
          status: 500,
        }),
      );
      expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull();
      expect(api.calls).toEqual([]);
      view.unmount();
      api.restore();
    }
  });
});
