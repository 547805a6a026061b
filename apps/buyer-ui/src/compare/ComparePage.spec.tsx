import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompareExporterDto } from '@ped/contracts/catalog';
import { BUYER_TOOL_MESSAGES } from '@ped/contracts/options';
import { createQueryClient, type AuthUser } from '@ped/web-kit';
import { mockApi, renderWithProviders, type FakeAnswer } from '@ped/web-kit/testing';
import { ComparePage } from './ComparePage';

function exporter(id: number, changes: Partial<CompareExporterDto> = {}): CompareExporterDto {
  return {
    id,
    companyName: `Exporter ${id}`,
    logoUrl: null,
    isVerified: false,
    isPremium: false,
    city: 'Sialkot',
    country: 'Pakistan',
    establishedYear: null,
    yearsInBusiness: null,
    employeeCount: null,
    businessType: null,
    certifications: [],
    productCount: 0,
    priceRange: null,
    minimumOrders: [],
    responseRate: null,
    medianResponseMinutes: null,
    verificationChecks: [],
    ...changes,
  };
}

const sialkot = exporter(5, {
  companyName: 'Sialkot Surgical Works',
  isVerified: true,
  isPremium: true,
  establishedYear: 1998,
  yearsInBusiness: 28,
  employeeCount: '101-500',
  businessType: 'Manufacturer',
  certifications: ['ISO Certification', 'CE Marking'],
  productCount: 12,
  priceRange: { min: '4.10', max: '1263.62' },
  minimumOrders: ['500 pieces', '1,000 pieces'],
  responseRate: 92.4,
  medianResponseMinutes: 150,
  verificationChecks: ['legal_entity', 'site'],
});
const indus = exporter(9, {
  companyName: 'Indus Textiles',
  city: null,
  yearsInBusiness: 1,
  establishedYear: 2025,
  productCount: 1,
  priceRange: { min: '12.00', max: '12.00' },
});

function renderCompare(path: string, answer: () => FakeAnswer, user: AuthUser | null = null) {
  const api = mockApi(answer);
  const view = renderWithProviders(<ComparePage />, { path, user, queryClient: createQueryClient() });
  return { api, view };
}

/** The table's rows as text: label, then each exporter's cell. */
function rows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('/compare?ids= (exporters side by side)', () => {
  let restore = () => undefined as void;
  afterEach(() => {
    restore();
    document.head.querySelector('meta[name="robots"]')?.remove();
  });

  it('shows one column per exporter in the order asked, each trait on a row, profile links and noindex', async () => {
    const { api } = renderCompare('/compare?ids=5,9', () => ({
      status: 200,
      body: { exporters: [sialkot, indus] },
    }));
    restore = api.restore;
    const table = await screen.findByRole('table');
    expect(api.calls.map((call) => call.url)).toEqual(['/api/exporters/compare?ids=5%2C9']);
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => within(header).getByRole('link').textContent)).toEqual([
      'Sialkot Surgical Works',
      'Indus Textiles',
    ]);
    expect(within(headers[0]!).getByRole('link').getAttribute('href')).toBe('/exporters/5');
    expect(rows(table)).toEqual([
      ['Verification', 'Verified✓ Legal entity✓ Site', 'Not verified yet'],
      ['Response rate', '92%', 'Too few inquiries yet'],
      ['Median response time', 'Within 3 h', 'Too few inquiries yet'],
      ['Years in business', '28 years (since 1998)', '1 year (since 2025)'],
      ['Location', 'Sialkot, Pakistan', 'Pakistan'],
      ['Employees', '101-500', 'Not specified'],
      ['Business type', 'Manufacturer', 'Not specified'],
      ['Certifications (claimed)', 'ISO CertificationCE Marking', 'None listed'],
      ['Products', '12 products', '1 product'],
      ['Price range (USD)', '$4.10 – $1,263.62', '$12.00'],
      ['Minimum order (MOQ)', '500 pieces1,000 pieces', 'Not specified'],
    ]);
    expect(screen.getByRole('link', { name: 'View Profile of Indus Textiles' }).getAttribute('href')).toBe(
      '/exporters/9',
    );
    expect(screen.getByRole('link', { name: 'Contact Indus Textiles' }).getAttribute('href')).toBe(
      '/exporters/9?contact=1',
    );
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    await waitFor(() => expect(document.title).toContain('Compare Sialkot Surgical Works vs Indus Textiles'));
  });

  it('copies its address for sharing', async () => {
    const { api } = renderCompare('/compare?ids=5,9', () => ({
      status: 200,
      body: { exporters: [sialkot, indus] },
    }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null }); // puts a clipboard of its own in place
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    await screen.findByText('Link copied');
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });

  it.each([
    ['/compare'],
    ['/compare?ids=5'],
    ['/compare?ids=5,5'],
    ['/compare?ids=1,2,3,4,5'],
    ['/compare?ids=a,b'],
  ])('asks nothing of the server for %s, which does not name 2 to 4 exporters, and says so', async (path) => {
    const { api } = renderCompare(path, () => ({ status: 500 }));
    restore = api.restore;
    await screen.findByRole('heading', { name: BUYER_TOOL_MESSAGES.compareIds });
    expect(screen.getByRole('link', { name: 'Browse Exporters' }).getAttribute('href')).toBe('/browse');
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('says when fewer than 2 of the exporters are still listed, and offers a buyer the saved list', async () => {
    const buyer: AuthUser = {
      id: 7,
      email: null,
      firstName: 'Amina',
      profileImageUrl: null,
      role: 'buyer',
      kind: 'buyer',
    };
    const { api } = renderCompare(
      '/compare?ids=5,6',
      () => ({ status: 200, body: { exporters: [sialkot] } }),
      buyer,
    );
    restore = api.restore;
    await screen.findByRole('heading', { name: 'Not enough exporters to compare' });
    expect(
      screen.getByText(
        'Only Sialkot Surgical Works of the 2 exporters in this link is still listed in the directory.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your saved exporters' }).getAttribute('href')).toBe(
      '/buyer-dashboard?tab=saved',
    );
  });

  it('says which were left out when some are no longer listed', async () => {
    const { api } = renderCompare('/compare?ids=5,6,9', () => ({
      status: 200,
      body: { exporters: [sialkot, indus] },
    }));
    restore = api.restore;
    await screen.findByRole('table');
    expect(
      screen.getByText('1 of the exporters in this link is no longer listed and left out.'),
    ).toBeTruthy();
  });

  it("shows the server's refusal, and a retry when the directory cannot be reached", async () => {
    const refused = renderCompare('/compare?ids=5,6', () => ({
      status: 400,
      body: { statusCode: 400, message: BUYER_TOOL_MESSAGES.compareIds },
    }));
    restore = refused.api.restore;
    await screen.findByRole('heading', { name: BUYER_TOOL_MESSAGES.compareIds });
    refused.view.unmount();
    restore();

    let down = true;
    const unreachable = renderCompare('/compare?ids=5,9', () =>
      down
        ? { status: 503, body: { statusCode: 503, message: 'Service unavailable' } }
        : { status: 200, body: { exporters: [sialkot, indus] } },
    );
    restore = unreachable.api.restore;
    await screen.findByText('We could not load this comparison');
    down = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table');
  });
});
