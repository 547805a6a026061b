import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, type ApiCall, type FakeAnswer } from '@ped/web-kit/testing';
import { adminUser, readingQueryClient } from '../testing/adminFixtures';
import { enhancedStats, fakeAdminApi } from '../testing/dashboardFixtures';
import { AnalyticsTab } from './AnalyticsTab';
// The lazy chart, loaded first: jest's ESM loader fails ("not in cache") when dynamic imports that share a
// dependency link at once.
import '../charts/HorizontalBarChart';

function render(special: (call: ApiCall) => FakeAnswer | null = () => null) {
  const api = fakeAdminApi({ exporters: [], notifications: [] }, special);
  renderWithProviders(<AnalyticsTab />, {
    path: '/admin?tab=analytics',
    user: adminUser,
    queryClient: readingQueryClient(),
  });
  return { api, user: userEvent.setup({ delay: null }) };
}

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Analytics tab (nivo bar charts with their figures as tables)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('draws platform performance as bars, with the same figures as a table for screen readers and how each is measured', async () => {
    const { api } = render();
    restore = api.restore;
    const card = (await screen.findByRole('heading', { name: 'Platform performance' })).closest('section')!;
    expect(rows(within(card).getByRole('table', { name: 'Platform performance' }))).toEqual([
      ['Response time', '42 ms'],
      ['Inquiries answered', '76.5%'],
      ['Platform uptime', '99.9%'],
    ]);
    // The drawing itself is hidden from screen readers: they get the table.
    expect(card.querySelector('[aria-hidden="true"]')).toBeTruthy();
    expect(within(card).getByText('The share of buyer inquiries exporters answered')).toBeTruthy();
  });

  it('draws the exporters per city as bars, and shows them as a table on request', async () => {
    const { api, user } = render();
    restore = api.restore;
    const card = (await screen.findByRole('heading', { name: 'Geographic distribution' })).closest(
      'section',
    )!;
    expect(rows(within(card).getByRole('table', { name: 'Exporters per city' }))).toEqual([
      ['Karachi', '60'],
      ['Lahore', '30'],
    ]);
    const toggle = within(card).getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(within(card).getByRole('button', { name: 'Show as chart' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(card.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(rows(within(card).getByRole('table', { name: 'Exporters per city' }))).toHaveLength(2);
  });

  it('says so when no exporter has a city yet', async () => {
    const { api } = render((call) =>
      call.url === '/api/admin/enhanced-stats'
        ? { status: 200, body: { ...enhancedStats, geographicDistribution: [] } }
        : null,
    );
    restore = api.restore;
    const card = (await screen.findByRole('heading', { name: 'Geographic distribution' })).closest(
      'section',
    )!;
    expect(within(card).getByText('No exporters with a city yet.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Show as table' })).toBeNull();
  });

  it('offers to try again when the figures cannot be read', async () => {
    const { api } = render((call) => (call.url === '/api/admin/enhanced-stats' ? { status: 500 } : null));
    restore = api.restore;
    expect(await screen.findByText('We could not load the analytics')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
