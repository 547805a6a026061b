import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser } from '@ped/web-kit';
import { renderWithProviders } from '@ped/web-kit/testing';
import { adminUser, readingQueryClient } from '../testing/adminFixtures';
import { fakeAdminApi, type World } from '../testing/dashboardFixtures';
import { AdminDashboardPage } from './AdminDashboardPage';
// The overview's lazy charts, loaded first: jest's ESM loader fails ("not in cache") when dynamic imports that share
// a dependency link at once.
import '../charts/MonthlyBarChart';
import '../charts/MonthlyLineChart';
import '../charts/CategoryPieChart';
import './SystemTab';

/** /admin for `user` over the fake admin API of `world`. */
function render(user: AuthUser | null = adminUser, world: Partial<World> = {}) {
  const api = fakeAdminApi({ exporters: [], notifications: [], ...world });
  const view = renderWithProviders(<AdminDashboardPage />, {
    path: '/admin',
    user,
    queryClient: readingQueryClient(),
  });
  return { api, view, user: userEvent.setup({ delay: null }) };
}

const REMINDER = 'Two-factor authentication reminder';

describe('/admin (administrators only)', () => {
  let restore = () => undefined as void;
  afterEach(() => {
    restore();
    sessionStorage.clear();
  });

  it('shows the dashboard to an admin once the admin stats answer', async () => {
    const { api } = render();
    restore = api.restore;
    expect(screen.getByText('Loading enhanced admin dashboard...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeTruthy();
    expect(screen.getByText('Signed in as admin')).toBeTruthy();
    expect(api.calls.some((call) => call.url === '/api/admin/stats')).toBe(true);
  });

  it('sends an admin still on the first password to change it', () => {
    const view = renderWithProviders(<AdminDashboardPage />, {
      path: '/admin',
      user: { ...adminUser, mustChangePassword: true },
    });
    expect(view.currentPath()).toBe('/admin-login');
  });

  it.each([
    ['a visitor', null],
    ['a buyer', { ...adminUser, role: 'buyer', kind: 'buyer', username: undefined } satisfies AuthUser],
  ])('sends %s to /admin-login after "Admin Access Required"', async (_who, user) => {
    const view = renderWithProviders(<AdminDashboardPage />, { path: '/admin', user });
    await screen.findByText('Admin Access Required');
    expect(screen.getByText('Please login as admin to access this page.')).toBeTruthy();
    await waitFor(() => expect(view.currentPath()).toBe('/admin-login'));
    expect(screen.queryByRole('heading', { name: 'Admin dashboard' })).toBeNull();
  });

  it('moves between the tabs with the arrow keys, Home and End, each tab labelling its panel', async () => {
    const { api, user } = render();
    restore = api.restore;
    const overview = await screen.findByRole('tab', { name: 'Overview', selected: true });
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toBeTruthy();
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([overview]);
    overview.focus();
    await user.keyboard('{ArrowRight}');
    const analytics = screen.getByRole('tab', { name: 'Analytics', selected: true });
    expect(document.activeElement).toBe(analytics);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'System', selected: true }));
    expect(await screen.findByRole('tabpanel', { name: 'System' })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Overview', selected: true }));
  });

  it('opens Settings from the header beside Notifications and Export Data', async () => {
    const { api, user } = render(adminUser, { twoFactor: { enabled: true, recoveryCodesLeft: 10 } });
    restore = api.restore;
    const header = (await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).closest(
      'header',
    )!;
    for (const name of ['Notifications', 'Export Data', 'Settings'])
      expect(within(header).getByRole('button', { name })).toBeTruthy();
    await user.click(within(header).getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' }, { timeout: 5000 });
    expect(within(dialog).getByRole('tab', { name: 'Change password', selected: true })).toBeTruthy();
    await user.click(within(dialog).getByRole('tab', { name: 'Two-factor authentication' }));
    expect(await within(dialog).findByText(/Recovery codes left: 10/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull());
  });

  it('reminds an admin with two-factor off, and its button opens the two-factor settings', async () => {
    const { api, user } = render();
    restore = api.restore;
    const reminder = await screen.findByRole('region', { name: REMINDER });
    expect(within(reminder).getByText('Two-factor authentication is off')).toBeTruthy();
    await user.click(within(reminder).getByRole('button', { name: 'Turn on two-factor authentication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' }, { timeout: 5000 });
    expect(
      within(dialog).getByRole('tab', { name: 'Two-factor authentication', selected: true }),
    ).toBeTruthy();
    expect(
      await within(dialog).findByRole('button', { name: 'Set up two-factor authentication' }),
    ).toBeTruthy();
  });

  it('lets the reminder be dismissed for the session', async () => {
    const { api, user } = render();
    restore = api.restore;
    const reminder = await screen.findByRole('region', { name: REMINDER });
    await user.click(within(reminder).getByRole('button', { name: 'Dismiss the two-factor reminder' }));
    expect(screen.queryByRole('region', { name: REMINDER })).toBeNull();
    restore();
    // The dashboard opened again in the same session does not remind.
    const again = render();
    restore = again.api.restore;
    await screen.findAllByRole('heading', { level: 1, name: 'Admin dashboard' });
    await waitFor(() =>
      expect(again.api.calls.some((call) => call.url === '/api/admin/two-factor')).toBe(true),
    );
    expect(screen.queryByRole('region', { name: REMINDER })).toBeNull();
  });

  it('does not remind an admin with two-factor on', async () => {
    const { api } = render(adminUser, { twoFactor: { enabled: true, recoveryCodesLeft: 9 } });
    restore = api.restore;
    await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' });
    await waitFor(() => expect(api.calls.some((call) => call.url === '/api/admin/two-factor')).toBe(true));
    expect(screen.queryByRole('region', { name: REMINDER })).toBeNull();
  });

  it('gives a directory user with the admin role the password settings only (two-factor is the console accounts’)', async () => {
    const directoryAdmin: AuthUser = {
      ...adminUser,
      kind: 'user',
      username: undefined,
      email: 'ops@example.com',
    };
    const { api, user } = render(directoryAdmin);
    restore = api.restore;
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' }, { timeout: 5000 });
    expect(within(dialog).getByRole('tab', { name: 'Change password' })).toBeTruthy();
    expect(within(dialog).queryByRole('tab', { name: 'Two-factor authentication' })).toBeNull();
    expect(screen.queryByRole('region', { name: REMINDER })).toBeNull();
    expect(api.calls.some((call) => call.url === '/api/admin/two-factor')).toBe(false);
  });
});
