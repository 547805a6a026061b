import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ExporterListDto,
  ExporterListItemDto,
  ProductListDto,
  SponsoredExportersDto,
} from '@ped/contracts/catalog';
import { createQueryClient } from '@ped/web-kit';
import { Route, Routes, useSearchParams } from '@ped/web-kit/ui';
import { mockApi, renderWithProviders, type ApiCall, type FakeAnswer } from '@ped/web-kit/testing';
import { CategoryPage } from '../category/CategoryPage';
import { BrowsePage } from './BrowsePage';

function exporter(id: number, changes: Partial<ExporterListItemDto> = {}): ExporterListItemDto {
  return {
    id,
    companyName: `Exporter ${id}`,
    description: 'Stainless-steel instruments for hospitals.',
    logoUrl: null,
    city: 'Sialkot',
    country: 'Pakistan',
    establishedYear: 1998,
    certifications: [],
    isVerified: false,
    isPremium: false,
    businessType: 'Manufacturer',
    categoryIds: [1],
    responseRate: null,
    medianResponseMinutes: null,
    ...changes,
  };
}

const list = (exporters: ExporterListItemDto[], more: Partial<ExporterListDto> = {}): ExporterListDto => ({
  exporters,
  total: exporters.length,
  totalCapped: false,
  ...more,
});

const surgical = {
  id: 1,
  name: 'Surgical Instruments',
  slug: 'surgical-instruments',
  description: null,
  imageUrl: null,
};

const products: ProductListDto = {
  products: [
    {
      id: 31,
      name: 'Basmati Rice 1121',
      description: 'Extra-long grain.',
      categoryId: 2,
      imageUrl: null,
      price: '980.00',
      unit: 'ton',
      minimumOrder: '20 tons',
      exporter: { id: 8, companyName: 'Ravi Rice Mills', city: 'Lahore', logoUrl: null, isVerified: true },
    },
  ],
  total: 1,
  totalCapped: false,
};

/** A fake API answering by path; `sponsored` answers GET /api/exporters/sponsored. */
function fakeApi(answers: {
  exporters?: ExporterListDto;
  products?: ProductListDto;
  sponsored?: SponsoredExportersDto;
}) {
  return mockApi((call: ApiCall): FakeAnswer => {
    const path = new URL(call.url, 'http://site').pathname;
    if (path === '/api/categories') return { status: 200, body: [surgical] };
    if (path === '/api/categories/surgical-instruments') return { status: 200, body: surgical };
    if (path === '/api/exporters/sponsored')
      return { status: 200, body: answers.sponsored ?? { exporters: [] } };
    if (path === '/api/exporters') return { status: 200, body: answers.exporters ?? list([]) };
    if (path === '/api/products')
      return { status: 200, body: answers.products ?? { ...list([]), products: [] } };
    return { status: 404, body: { statusCode: 404, message: 'Not found' } };
  });
}

/** The query of each call to `path` (the sponsored slot's calls are told apart by their path). */
function queriesOf(calls: ApiCall[], path: string): Record<string, string>[] {
  return calls
    .map((call) => new URL(call.url, 'http://site'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));
}

/** The compare page's stand-in: the ids it was opened with. */
function ComparedIds() {
  const [params] = useSearchParams();
  return <p>Compared: {params.get('ids')}</p>;
}

function renderPage(path: string, page = <BrowsePage />) {
  return renderWithProviders(page, { path, queryClient: createQueryClient() });
}

describe('/browse (search results that show products, sorts, filters and the Sponsored slot)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('shows on each card the products a search matched, with price per unit and minimum order', async () => {
    const api = fakeApi({
      exporters: list([
        exporter(1, {
          matchedProducts: [
            { id: 11, name: 'Surgical Scissors', price: '12.50', unit: 'piece', minimumOrder: '500 pieces' },
            { id: 12, name: 'Surgical Forceps', price: null, unit: 'piece', minimumOrder: null },
          ],
        }),
        exporter(2),
      ]),
    });
    restore = api.restore;
    renderPage('/browse?search=surgical');
    const [first, second] = await screen.findAllByTestId('exporter-card');
    const matched = within(first!).getByRole('list', { name: 'Matching products' });
    expect(
      within(matched)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Surgical Scissors$12.50 / piece · Min. order 500 pieces',
      'Surgical ForcepsPrice on request',
    ]);
    expect(within(second!).queryByRole('list', { name: 'Matching products' })).toBeNull();
    // A search has no Sponsored slot: it is not even asked for.
    expect(queriesOf(api.calls, '/api/exporters/sponsored')).toEqual([]);
    expect(screen.queryByText('Sponsored')).toBeNull();
  });

  it('picks up to 4 exporters to compare from the results, kept across pages, and opens the comparison', async () => {
    const api = fakeApi({ exporters: list([1, 2, 3, 4, 5].map((id) => exporter(id))) });
    restore = api.restore;
    renderPage(
      '/browse?search=surgical',
      <Routes>
        <Route path="/browse" element={<BrowsePage />} />
        <Route path="/compare" element={<ComparedIds />} />
      </Routes>,
    );
    const user = userEvent.setup({ delay: null });
    await screen.findAllByTestId('exporter-card');
    expect(screen.queryByRole('group', { name: 'Compare exporters from the results' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Compare Exporter 3' }));
    const bar = screen.getByRole('group', { name: 'Compare exporters from the results' });
    expect(within(bar).getByRole('status').textContent).toBe('1 of 4 picked: pick one more to compare.');
    expect((within(bar).getByRole('button', { name: 'Compare (1)' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    for (const id of [1, 4, 5])
      await user.click(screen.getByRole('checkbox', { name: `Compare Exporter ${id}` }));
    expect(within(bar).getByRole('status').textContent).toBe('4 of 4 picked.');
    // A fifth cannot be picked; the picks are kept in the tab for the next page.
    expect((screen.getByRole('checkbox', { name: 'Compare Exporter 2' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(JSON.parse(sessionStorage.getItem('ped:compare-picks') ?? '[]')).toEqual([3, 1, 4, 5]);
    await user.click(within(bar).getByRole('button', { name: 'Compare (4)' }));
    await screen.findByText('Compared: 3,1,4,5');
  });

  it('puts the filters besides the search behind a Filters button on a phone, counting the active ones', async () => {
    const api = fakeApi({ exporters: list([exporter(1)]) });
    restore = api.restore;
    renderPage('/browse?verified=true&city=Sialkot&sort=newest&search=towels');
    const user = userEvent.setup({ delay: null });
    const toggle = await screen.findByRole('button', { name: 'Filters, 2 active' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide filters, 2 active' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    for (const id of toggle.getAttribute('aria-controls')!.split(' '))
      expect(document.getElementById(id)).not.toBeNull();
  });

  it('counts the page\'s range: "Showing 205–206 of 206 exporters", and "500+" when the search stopped counting', async () => {
    const api = fakeApi({ exporters: list([exporter(205), exporter(206)], { total: 206 }) });
    restore = api.restore;
    const first = renderPage('/browse?page=18');
    await screen.findByText('Showing 205–206 of 206 exporters');
    expect(queriesOf(api.calls, '/api/exporters')).toEqual([{ limit: '12', offset: '204' }]);
    first.unmount();
    restore();

    const capped = fakeApi({ exporters: list([exporter(1)], { total: 500, totalCapped: true }) });
    restore = capped.restore;
    renderPage('/browse?search=cotton&page=2');
    await screen.findByText('Showing 13–13 of 500+ exporters');
  });

  it('says a search was corrected and links to the search as typed, which is not corrected again', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({ exporters: list([exporter(1)], { correctedSearch: 'surgical' }) });
    restore = api.restore;
    const view = renderPage('/browse?search=surgicle&page=2');
    const line = await screen.findByTestId('corrected-search');
    expect(line.textContent).toBe('Showing results for surgical — search instead for surgicle');
    expect(within(line).getByText('surgical').tagName).toBe('STRONG');

    await user.click(within(line).getByRole('link', { name: 'surgicle' }));
    await waitFor(() => expect(view.currentPath()).toBe('/browse?search=surgicle&exact=true'));
    await waitFor(() =>
      expect(queriesOf(api.calls, '/api/exporters').at(-1)).toEqual({
        limit: '12',
        offset: '0',
        search: 'surgicle',
        exact: 'true',
      }),
    );
    // The fake still answers with a correction; the words as typed are never said to be corrected.
    await waitFor(() => expect(screen.queryByTestId('corrected-search')).toBeNull());

    // A new search is corrected again.
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.clear(search);
    await user.type(search, 'forcep{Enter}');
    await waitFor(() => expect(view.currentPath()).toBe('/browse?search=forcep'));
  });

  it('offers the other corrections as near as "Did you mean", each searched as it is', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({
      exporters: list([exporter(1)], { correctedSearch: 'tools', searchAlternatives: ['towel'] }),
    });
    restore = api.restore;
    const view = renderPage('/browse?search=towls');
    const line = await screen.findByTestId('corrected-search');
    expect(line.textContent).toBe(
      'Showing results for tools — search instead for towls. Did you mean towel?',
    );
    await user.click(within(line).getByRole('link', { name: 'towel' }));
    await waitFor(() => expect(view.currentPath()).toBe('/browse?search=towel&exact=true'));
  });

  it('shows at most 2 sponsored exporters apart from the ranked list, labelled, and nothing when there are none', async () => {
    const api = fakeApi({
      exporters: list([exporter(1, { isPremium: true, isVerified: true }), exporter(2)], { total: 30 }),
      sponsored: { exporters: [exporter(7, { isPremium: true }), exporter(8), exporter(9)] },
    });
    restore = api.restore;
    const category = renderPage(
      '/category/surgical-instruments?page=2',
      <Routes>
        <Route path="/category/:slug" element={<CategoryPage />} />
      </Routes>,
    );
    const slot = await screen.findByRole('region', { name: 'Sponsored' });
    expect(
      within(slot).getByText(
        'Paid placement by premium members. Results below are ranked by relevance, verification and profile completeness.',
      ),
    ).toBeTruthy();
    const sponsoredCards = within(slot).getAllByTestId('exporter-card');
    expect(sponsoredCards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Exporter 7',
      'Exporter 8',
    ]);
    for (const card of sponsoredCards) expect(within(card).getByText('Sponsored')).toBeTruthy();
    expect(queriesOf(api.calls, '/api/exporters/sponsored')).toEqual([{ categoryId: '1', page: '2' }]);

    // The ranked list: neither "Sponsored" nor the plan on its cards, however they rank.
    const ranked = screen.getAllByTestId('exporter-card').filter((card) => !slot.contains(card));
    expect(ranked).toHaveLength(2);
    for (const card of ranked) {
      expect(within(card).queryByText('Sponsored')).toBeNull();
      expect(within(card).queryByText('Premium')).toBeNull();
    }
    expect(within(ranked[0]!).getByText('Verified')).toBeTruthy();
    category.unmount();
    restore();

    const none = fakeApi({ exporters: list([exporter(1)]), sponsored: { exporters: [] } });
    restore = none.restore;
    renderPage('/browse?city=Sialkot');
    await waitFor(() => expect(queriesOf(none.calls, '/api/exporters/sponsored')).toHaveLength(1));
    expect(queriesOf(none.calls, '/api/exporters/sponsored')).toEqual([{ city: 'Sialkot', page: '1' }]);
    await screen.findAllByTestId('exporter-card');
    expect(screen.queryByRole('region', { name: 'Sponsored' })).toBeNull();
  });

  it('puts the order and the filters into the URL and the request, from page 1, and keeps them across the views', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({ exporters: list([exporter(1)]), products });
    restore = api.restore;
    const view = renderPage('/browse?search=rice&page=3');
    await screen.findAllByTestId('exporter-card');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Years in business');
    await user.selectOptions(screen.getByLabelText('Business type'), 'Manufacturer');
    await user.selectOptions(screen.getByLabelText('Certification'), 'Halal Certification');
    await user.type(screen.getByLabelText('Minimum order up to'), '500{Enter}');
    const filtered =
      '/browse?search=rice&sort=years&businessType=Manufacturer&certification=Halal+Certification&maxMinimumOrder=500';
    await waitFor(() => expect(view.currentPath()).toBe(filtered));
    const query = {
      limit: '12',
      offset: '0',
      search: 'rice',
      businessType: 'Manufacturer',
      certification: 'Halal Certification',
      maxMinimumOrder: '500',
      sort: 'years',
    };
    await waitFor(() => expect(queriesOf(api.calls, '/api/exporters').at(-1)).toEqual(query));

    // The products view: the same filters, products with the exporter that offers them.
    await user.click(screen.getByRole('button', { name: 'Products' }));
    await waitFor(() => expect(view.currentPath()).toBe(`${filtered}&view=products`));
    expect(screen.getByRole('button', { name: 'Products' }).getAttribute('aria-pressed')).toBe('true');
    const card = await screen.findByTestId('product-card');
    expect(within(card).getByRole('heading', { name: 'Basmati Rice 1121' })).toBeTruthy();
    expect(within(card).getByText('$980.00 / ton')).toBeTruthy();
    expect(within(card).getByText('Minimum order: 20 tons')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Ravi Rice Mills' }).getAttribute('href')).toBe(
      '/exporters/8',
    );
    expect(within(card).getByText('Lahore')).toBeTruthy();
    expect(within(card).getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Showing 1–1 of 1 products')).toBeTruthy();
    expect(queriesOf(api.calls, '/api/products')).toEqual([query]);
  });

  it('shows response figures on the cards that have them; filters by a minimum rate and sorts by it', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({
      exporters: list([exporter(1, { responseRate: 91.67, medianResponseMinutes: 150 }), exporter(2)]),
    });
    restore = api.restore;
    const view = renderPage('/browse');
    const [first, second] = await screen.findAllByTestId('exporter-card');
    expect(within(first!).getByTestId('responsiveness').textContent).toBe(
      'Responds within 3 h · 92% response rate',
    );
    expect(within(second!).queryByTestId('responsiveness')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Response rate'), '80% or more');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Response rate');
    await waitFor(() => expect(view.currentPath()).toBe('/browse?responseRate=80&sort=response'));
    await waitFor(() =>
      expect(queriesOf(api.calls, '/api/exporters').at(-1)).toEqual({
        limit: '12',
        offset: '0',
        responseRate: '80',
        sort: 'response',
      }),
    );
  });

  it('reads unknown values in the URL as "any" instead of asking for a refused list', async () => {
    const api = fakeApi({ exporters: list([exporter(1)]) });
    restore = api.restore;
    renderPage(
      '/browse?sort=cheapest&businessType=Pirate&certification=None&maxMinimumOrder=0&responseRate=101&view=grid',
    );
    await screen.findAllByTestId('exporter-card');
    expect(queriesOf(api.calls, '/api/exporters')).toEqual([{ limit: '12', offset: '0' }]);
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('relevance');
    expect(screen.getByRole('button', { name: 'Exporters' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('"Clear Filters" empties the filters but keeps the view and the order', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({});
    restore = api.restore;
    const view = renderPage(
      '/browse?view=products&sort=newest&search=zzz&exact=true&city=Multan&verified=true&certification=CE+Marking&page=2',
    );
    await screen.findByText('No products found matching your criteria.');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(view.currentPath()).toBe('/browse?view=products&sort=newest'));
  });
});

describe('Pagination', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('names its step buttons Previous and Next (words, or arrows on a phone) around 5 pages', async () => {
    const api = fakeApi({ exporters: list([exporter(1)], { total: 206 }) });
    restore = api.restore;
    renderPage('/browse?page=9');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['7', '8', '9', '10', '11']);
  });
});
