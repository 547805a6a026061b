import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BuyerRequirementDto } from '@ped/contracts/catalog';
import type { BuyerProfileDto } from '@ped/contracts/identity';
import { defaultQueryFn, type AuthUser } from '@ped/web-kit';
import {
  createTestQueryClient,
  leavePage,
  mockApi,
  renderWithProviders,
  type ApiCall,
  type RenderOptions,
} from '@ped/web-kit/testing';
import { BuyerDashboardPage } from './BuyerDashboardPage';

const buyer: AuthUser = {
  id: 5,
  email: 'li@example.cn',
  firstName: 'Li',
  lastName: 'Wei',
  profileImageUrl: null,
  role: 'buyer',
  kind: 'buyer',
  hasBuyerProfile: true,
};

const profile: BuyerProfileDto = {
  buyerUserId: 5,
  companyName: 'Wei Trading Co.',
  businessType: 'distributor',
  industryFocus: ['Textiles & Garments', 'Sports Goods'],
  country: 'China',
  city: 'Shanghai',
  website: 'wei.example',
  phone: null,
  address: null,
  yearEstablished: null,
  employeeCount: null,
  annualTurnover: null,
  preferredPaymentTerms: [],
  shippingRequirements: null,
  certificationRequirements: [],
  bio: 'Sporting goods distributor.',
  isVerified: false,
};

const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
const requirement = (id: number, fields: Partial<BuyerRequirementDto> = {}): BuyerRequirementDto => ({
  id,
  title: `Requirement ${id}`,
  description: 'Footballs, size 5',
  categoryId: 3,
  categoryName: 'Sports Goods',
  productSpecifications: null,
  quantity: '5,000 pieces',
  budgetRange: '$20,000',
  timeline: '2 months',
  deliveryLocation: 'Shanghai',
  paymentTerms: null,
  certificationNeeds: [],
  isPublic: true,
  status: 'active',
  expiresAt: future,
  createdAt: `2026-11-0${id}T10:00:00.000Z`,
  updatedAt: `2026-11-0${id}T10:00:00.000Z`,
  specValues: {},
  quantityAmount: 5000,
  quantityUnit: 'pieces',
  incoterm: 'FOB',
  destination: 'Shanghai',
  targetPrice: null,
  targetCurrency: null,
  deadline: future.slice(0, 10),
  responseCount: 0,
  pendingResponseCount: 0,
  ...fields,
});

/** A fake API over a list of requirements that PATCH changes. */
function fakeApi(
  requirements: BuyerRequirementDto[],
  answer?: (call: ApiCall) => { status: number; body?: unknown } | null,
) {
  return mockApi((call) => {
    const special = answer?.(call);
    if (special) return special;
    if (call.url === '/api/buyer/profile') return { status: 200, body: profile };
    if (call.url === '/api/buyer/saved-exporters/ids') return { status: 200, body: { exporterIds: [4, 9] } };
    if (call.url === '/api/categories')
      return { status: 200, body: [{ id: 3, name: 'Sports Goods', slug: 'sports-goods' }] };
    if (call.url === '/api/buyer/requirements') return { status: 200, body: requirements };
    const responses = /^\/api\/buyer\/requirements\/(\d+)\/responses$/.exec(call.url);
    if (responses) return { status: 200, body: { requirementId: Number(responses[1]), responses: [] } };
    const patch = /^\/api\/buyer\/requirements\/(\d+)$/.exec(call.url);
    if (patch && call.method === 'PATCH') {
      const index = requirements.findIndex((r) => r.id === Number(patch[1]));
      requirements[index] = { ...requirements[index], ...(call.body as object) };
      return { status: 200, body: requirements[index] };
    }
    return { status: 404, body: { statusCode: 404, message: 'Not found' } };
  });
}

/** The page on the fake API: its reads go through the site's reader (the test client's never answer). */
function renderDashboard(options: RenderOptions) {
  const queryClient = createTestQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, queryFn: defaultQueryFn },
  });
  return renderWithProviders(<BuyerDashboardPage />, { ...options, queryClient });
}

describe('/buyer-dashboard', () => {
  const leave = jest.spyOn(leavePage, 'to').mockImplementation(() => undefined);
  let restore = () => undefined as void;
  afterEach(() => {
    restore();
    leave.mockClear();
  });

  it('welcomes the buyer with the company line and counts active requirements (closed ones not), saved exporters and the status', async () => {
    const api = fakeApi([
      requirement(4),
      requirement(3, { status: 'closed' }),
      requirement(2),
      requirement(1, { expiresAt: '2026-01-01T00:00:00.000Z' }),
    ]);
    restore = api.restore;
    renderDashboard({ path: '/buyer-dashboard', user: buyer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Li!' })).toBeTruthy();
    expect(screen.getByText(/Wei Trading Co\. · Distributor · Shanghai, China/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Exporters' }).getAttribute('href')).toBe('/browse');

    const stat = (label: string) => screen.getByText(label).closest('dl') as HTMLElement;
    await waitFor(() => expect(within(stat('Active Requirements')).getByText('2')).toBeTruthy());
    await waitFor(() => expect(within(stat('Saved Exporters')).getByText('2')).toBeTruthy());
    expect(within(stat('Profile Status')).getByText('Pending')).toBeTruthy();
    expect(screen.getByText('We review new buyer profiles within 24 hours.')).toBeTruthy();

    // Recent activity: the 3 latest.
    expect(screen.getByText('Requirement 4')).toBeTruthy();
    expect(screen.getByText('Requirement 2')).toBeTruthy();
    expect(screen.queryByText('Requirement 1')).toBeNull();
  });

  it('keeps the tab in the address, shows the requirement cards, closes one and explains View Responses', async () => {
    const list = [requirement(2), requirement(1, { isPublic: false, categoryName: null })];
    const api = fakeApi(list);
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    const view = renderDashboard({ path: '/buyer-dashboard', user: buyer });
    await user.click(await screen.findByRole('tab', { name: 'Requirements' }));
    await waitFor(() => expect(view.currentPath()).toBe('/buyer-dashboard?tab=requirements'));

    const card = (await screen.findByRole('article', { name: 'Requirement 2' })) as HTMLElement;
    for (const text of [
      'Active',
      'Public',
      'Sports Goods',
      '5,000 pieces',
      'FOB (a port of loading in Pakistan), to Shanghai',
      '$20,000',
      '2 months',
      /Posted 2 Nov 2026/,
    ])
      expect(within(card).getByText(text)).toBeTruthy();
    const other = screen.getByRole('article', { name: 'Requirement 1' });
    expect(within(other).getByText('Private')).toBeTruthy();
    expect(within(other).getByText('No category')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Close' }));
    await screen.findByText('Requirement Closed');
    expect(api.calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: '/api/buyer/requirements/2',
      body: { status: 'closed' },
    });
    await waitFor(() => expect(within(card).getByText('Closed')).toBeTruthy());
    expect(within(card).getByRole('button', { name: 'Reopen' })).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'View Responses (0)' }));
    expect(await screen.findByText('No responses yet')).toBeTruthy();
    expect(
      screen.getByText(/When exporters send quotes for this requirement, they will appear here/),
    ).toBeTruthy();
  });

  it('opens the quotations the new-quotation e-mail links to (?responses=id) until closed', async () => {
    const api = fakeApi([requirement(2), requirement(1)]);
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    const view = renderDashboard({ path: '/buyer-dashboard?tab=requirements&responses=1', user: buyer });
    expect(await screen.findByText('No responses yet')).toBeTruthy();
    expect(api.calls.some((call) => call.url === '/api/buyer/requirements/1/responses')).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(view.currentPath()).toBe('/buyer-dashboard?tab=requirements'));
    await waitFor(() => expect(screen.queryByText('No responses yet')).toBeNull());
  });

  it('opens the tab the address names, e.g. the Profile with Edit Profile leading to the wizard', async () => {
    const api = fakeApi([]);
    restore = api.restore;
    renderDashboard({ path: '/buyer-dashboard?tab=profile', user: buyer });
    expect(await screen.findByRole('heading', { name: 'Company Profile' })).toBeTruthy();
    expect(screen.getByText('Sporting goods distributor.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'wei.example' }).getAttribute('href')).toBe(
      'https://wei.example',
    );
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe(
      '/buyer-registration?edit=1',
    );
  });

  it('shows an empty Requirements tab that offers to post one', async () => {
    const api = fakeApi([]);
    restore = api.restore;
    renderDashboard({ path: '/buyer-dashboard?tab=requirements', user: buyer });
    expect(await screen.findByText('No requirements yet')).toBeTruthy();
  });

  it('sends a buyer without a completed profile (404) to the wizard', async () => {
    const api = fakeApi([], (call) =>
      call.url === '/api/buyer/profile'
        ? {
            status: 404,
            body: { statusCode: 404, reason: 'BUYER_PROFILE_NOT_FOUND', message: 'Buyer profile not found' },
          }
        : null,
    );
    restore = api.restore;
    const view = renderDashboard({
      path: '/buyer-dashboard',
      user: { ...buyer, hasBuyerProfile: undefined },
    });
    await waitFor(() => expect(view.currentPath()).toBe('/buyer-registration'));
  });

  it('sends a visitor to the sign-in after the toast and 2 s', async () => {
    renderDashboard({ path: '/buyer-dashboard', user: null });
    await screen.findByText('Authentication Required');
    expect(leave).not.toHaveBeenCalled();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/api/login?returnTo=%2Fbuyer-dashboard'), {
      timeout: 4000,
    });
  });
});
