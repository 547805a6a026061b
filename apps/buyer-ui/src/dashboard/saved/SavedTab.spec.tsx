import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedExporterDto, SavedSearchDto } from '@ped/contracts/catalog';
import { BUYER_TOOL_MESSAGES } from '@ped/contracts/options';
import { createQueryClient, type AuthUser } from '@ped/web-kit';
import { mockApi, renderWithProviders, type ApiCall, type FakeAnswer } from '@ped/web-kit/testing';
import { SavedTab } from './SavedTab';

const buyer: AuthUser = {
  id: 7,
  email: 'amina@example.com',
  firstName: 'Amina',
  profileImageUrl: null,
  role: 'buyer',
  kind: 'buyer',
};

function saved(
  exporterId: number,
  companyName: string,
  changes: Partial<SavedExporterDto> = {},
): SavedExporterDto {
  return {
    id: exporterId * 10,
    exporterId,
    notes: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    exporter: {
      id: exporterId,
      companyName,
      logoUrl: null,
      isVerified: false,
      city: 'Sialkot',
      country: 'Pakistan',
      description: 'Surgical and dental instruments.',
    },
    ...changes,
  };
}

const search = (changes: Partial<SavedSearchDto> = {}): SavedSearchDto => ({
  id: 3,
  name: 'rice · Karachi · Verified',
  filters: { search: 'rice', categoryId: 2, city: 'Karachi', verified: true },
  matchCount: 12,
  matchCountCapped: false,
  newCount: 3,
  lastOpenedAt: '2026-11-01T08:00:00.000Z',
  createdAt: '2026-10-01T08:00:00.000Z',
  ...changes,
});

/** A fake API answering the tab's reads with `exporters` (as they are now) and `searches`; `change` the rest. */
function fakeApi(
  exporters: SavedExporterDto[] | (() => SavedExporterDto[]),
  searches: SavedSearchDto[] = [],
  change: (call: ApiCall) => FakeAnswer = () => ({ status: 204 }),
) {
  return mockApi((call) => {
    if (call.method === 'GET' && call.url === '/api/buyer/saved-exporters')
      return { status: 200, body: typeof exporters === 'function' ? exporters() : exporters };
    if (call.method === 'GET' && call.url === '/api/buyer/saved-searches')
      return { status: 200, body: searches };
    if (call.method === 'GET' && call.url === '/api/categories')
      return {
        status: 200,
        body: [{ id: 2, name: 'Rice & Grains', slug: 'rice', description: null, imageUrl: null }],
      };
    return change(call);
  });
}

function renderTab() {
  return {
    view: renderWithProviders(<SavedTab />, {
      path: '/buyer-dashboard?tab=saved',
      user: buyer,
      queryClient: createQueryClient(),
    }),
    user: userEvent.setup({ delay: null }),
  };
}

const changes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');

describe("the buyer dashboard's Saved tab", () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('shows each saved exporter as the spec lists it, the description cut to 200 characters', async () => {
    const long = `${'Stainless steel surgical instruments, '.repeat(8)}made in Sialkot.`;
    const api = fakeApi([
      saved(5, 'Sialkot Surgical Works', {
        notes: 'Asked for a sample of forceps.',
        exporter: {
          ...saved(5, '').exporter,
          companyName: 'Sialkot Surgical Works',
          isVerified: true,
          description: long,
        },
      }),
      saved(6, 'Indus Textiles', {
        exporter: { ...saved(6, '').exporter, companyName: 'Indus Textiles', city: null, description: null },
      }),
    ]);
    restore = api.restore;
    renderTab();
    const card = await screen.findByRole('article', { name: 'Sialkot Surgical Works' });
    expect(within(card).getByText('Verified')).toBeTruthy();
    expect(within(card).getByText('Sialkot, Pakistan')).toBeTruthy();
    const description = within(card).getByText(/^Stainless steel/).textContent ?? '';
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('…')).toBe(true);
    expect(within(card).getByLabelText(/^Personal notes/)).toHaveProperty(
      'value',
      'Asked for a sample of forceps.',
    );
    expect(within(card).getByText('Saved on 20 Nov 2026')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'View Profile of Sialkot Surgical Works' }).getAttribute('href'),
    ).toBe('/exporters/5');
    // Contact starts a conversation with the exporter (the New Conversation dialog, exporter locked).
    expect(
      within(card).getByRole('link', { name: 'Contact Sialkot Surgical Works' }).getAttribute('href'),
    ).toBe('/messages?exporterId=5');
    const other = screen.getByRole('article', { name: 'Indus Textiles' });
    expect(within(other).queryByText('Verified')).toBeNull();
    expect(within(other).getByText('Pakistan')).toBeTruthy();
    expect(within(other).getByText('No description provided yet.')).toBeTruthy();
  });

  it('saves a note when the field is left or by its button, refuses one over 1,000 characters, and shows a refusal', async () => {
    let stored = saved(5, 'Sialkot Surgical Works');
    const api = fakeApi(
      () => [stored],
      [],
      (call) => {
        const { notes } = call.body as { notes: string };
        if (notes === 'boom')
          return { status: 400, body: { statusCode: 400, message: 'Notes must be text' } };
        stored = { ...stored, notes };
        return { status: 200, body: stored };
      },
    );
    restore = api.restore;
    const { user } = renderTab();
    const notes = await screen.findByLabelText('Personal notes on Sialkot Surgical Works');
    expect(screen.getByText('0/1,000 characters')).toBeTruthy();
    await user.type(notes, '  Quote: $4.10 per piece ');
    expect(screen.getByText('25/1,000 characters')).toBeTruthy();
    await user.tab(); // leaves the field for its own Save button
    await user.tab({ shift: true });
    await user.click(document.body);
    await screen.findByText('Note saved');
    expect(changes(api.calls)).toEqual([
      { method: 'PATCH', url: '/api/buyer/saved-exporters/5', body: { notes: 'Quote: $4.10 per piece' } },
    ]);

    await user.clear(notes);
    await user.click(notes);
    await user.paste('x'.repeat(1001));
    expect(screen.getByText('1,001/1,000 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(screen.getByText(BUYER_TOOL_MESSAGES.notesTooLong)).toBeTruthy();
    expect(changes(api.calls)).toHaveLength(1);

    await user.clear(notes);
    await user.type(notes, 'boom');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await screen.findByText('Notes must be text');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(notes).toHaveProperty('value', 'Quote: $4.10 per piece');
    expect(screen.queryByText('Notes must be text')).toBeNull();
  });

  it('saves the note as typed: a pause in typing saves it, and leaving the page sends what is unsaved', async () => {
    let stored = saved(5, 'Sialkot Surgical Works');
    const api = fakeApi(
      () => [stored],
      [],
      (call) => {
        stored = { ...stored, notes: (call.body as { notes: string }).notes };
        return { status: 200, body: stored };
      },
    );
    restore = api.restore;
    const { user, view } = renderTab();
    const notes = await screen.findByLabelText('Personal notes on Sialkot Surgical Works');
    await user.type(notes, 'Samples due Friday');
    // Nothing pressed, the field still focused: the pause saves it.
    await screen.findByText('Note saved', undefined, { timeout: 3000 });
    expect(document.activeElement).toBe(notes);
    const patch = (text: string) => ({
      method: 'PATCH',
      url: '/api/buyer/saved-exporters/5',
      body: { notes: text },
    });
    expect(changes(api.calls)).toEqual([patch('Samples due Friday')]);

    await user.type(notes, ', invoice in EUR');
    view.unmount(); // the buyer goes to another page at once
    await waitFor(() =>
      expect(changes(api.calls)).toEqual([
        patch('Samples due Friday'),
        patch('Samples due Friday, invoice in EUR'),
      ]),
    );
  });

  it('removes a saved exporter after asking, and keeps it when told to', async () => {
    let list = [saved(5, 'Sialkot Surgical Works'), saved(6, 'Indus Textiles')];
    const api = mockApi((call) => {
      if (call.method === 'DELETE') {
        list = list.filter((item) => `/api/buyer/saved-exporters/${item.exporterId}` !== call.url);
        return { status: 204 };
      }
      if (call.url === '/api/buyer/saved-exporters') return { status: 200, body: list };
      return { status: 200, body: [] };
    });
    restore = api.restore;
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Remove Indus Textiles' }));
    const keep = screen.getByRole('button', { name: 'Keep' });
    expect(document.activeElement).toBe(keep);
    await user.click(keep);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Indus Textiles' }));
    expect(changes(api.calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Indus Textiles' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Remove from saved?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Indus Textiles' })).toBeNull());
    expect(changes(api.calls)).toEqual([
      { method: 'DELETE', url: '/api/buyer/saved-exporters/6', body: undefined },
    ]);
  });

  it('compares 2 to 4 picked exporters on /compare?ids=', async () => {
    const api = fakeApi([1, 2, 3, 4, 5].map((id) => saved(id, `Exporter ${id}`)));
    restore = api.restore;
    const { view, user } = renderTab();
    const compare = await screen.findByRole('button', { name: 'Compare' });
    expect(compare.hasAttribute('disabled')).toBe(true);
    const pick = (id: number) => screen.getByRole('checkbox', { name: `Compare Exporter ${id}` });
    await user.click(pick(3));
    expect(screen.getByText('1 of 4 picked: pick one more to compare.')).toBeTruthy();
    for (const id of [1, 4, 5]) await user.click(pick(id));
    expect(screen.getByText('4 of 4 picked.')).toBeTruthy();
    expect(pick(2).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Compare (4)' }));
    expect(view.currentPath()).toBe('/compare?ids=3,1,4,5');
  });

  it('lists saved searches with their filters and counts; Open marks one opened and shows its list on /browse', async () => {
    const api = fakeApi(
      [],
      [
        search(),
        search({
          id: 4,
          name: 'All exporters',
          filters: {},
          matchCount: 500,
          matchCountCapped: true,
          newCount: 0,
        }),
      ],
      () => ({ status: 200, body: search({ newCount: 0 }) }),
    );
    restore = api.restore;
    const { view, user } = renderTab();
    const card = await screen.findByRole('article', { name: 'rice · Karachi · Verified' });
    const chips = within(within(card).getByLabelText('Filters'))
      .getAllByText(/.+/)
      .map((chip) => chip.textContent);
    expect(chips).toEqual(['“rice”', 'Rice & Grains', 'Karachi', 'Verified only']);
    expect(within(card).getByText('12 exporters')).toBeTruthy();
    expect(within(card).getByText('3 new')).toBeTruthy();
    expect(within(card).getByText('since 1 Nov 2026')).toBeTruthy();
    const all = screen.getByRole('article', { name: 'All exporters' });
    expect(within(all).getByText('500+ exporters')).toBeTruthy();
    expect(within(all).getByText('No new exporters since 1 Nov 2026')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Open rice · Karachi · Verified' }));
    await waitFor(() =>
      expect(view.currentPath()).toBe('/browse?search=rice&categoryId=2&city=Karachi&verified=true'),
    );
    expect(changes(api.calls)).toEqual([
      { method: 'POST', url: '/api/buyer/saved-searches/3/open', body: undefined },
    ]);
  });

  it('deletes a saved search after asking', async () => {
    const api = fakeApi([], [search()]);
    restore = api.restore;
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Delete rice · Karachi · Verified' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete this search?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(changes(api.calls)).toEqual([
        { method: 'DELETE', url: '/api/buyer/saved-searches/3', body: undefined },
      ]),
    );
  });

  it('leads to /browse when nothing is saved yet', async () => {
    const api = fakeApi([], []);
    restore = api.restore;
    renderTab();
    await screen.findByText('No saved exporters yet');
    expect(screen.getByRole('link', { name: 'Browse Exporters' }).getAttribute('href')).toBe('/browse');
    expect(screen.getByText('No saved searches yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search the directory' }).getAttribute('href')).toBe('/browse');
  });

  it('says when the lists cannot be read, and reads them again on request', async () => {
    let down = true;
    const api = mockApi((call) =>
      down
        ? { status: 503, body: { statusCode: 503, message: 'Service unavailable' } }
        : {
            status: 200,
            body: call.url.endsWith('saved-exporters') ? [saved(5, 'Sialkot Surgical Works')] : [],
          },
    );
    restore = api.restore;
    const { user } = renderTab();
    await screen.findByText('We could not load your saved exporters');
    expect(screen.getByText('We could not load your saved searches')).toBeTruthy();
    down = false;
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    await screen.findByRole('article', { name: 'Sialkot Surgical Works' });
  });
});
