import { screen, waitFor } from '@testing-library/react';
import type { AuthUser } from '@ped/web-kit';
import { renderWithProviders } from '@ped/web-kit/testing';
import { AdminDashboardPage } from './AdminDashboardPage';

const admin: AuthUser = {
  id: 1,
  email: null,
  firstName: null,
  profileImageUrl: null,
  role: 'admin',
  kind: 'admin',
  username: 'admin',
};

describe('/admin (administrators only)', () => {
  it('shows the dashboard to an admin', () => {
    renderWithProviders(<AdminDashboardPage />, { path: '/admin', user: admin });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeTruthy();
    expect(screen.getByText('Signed in as admin')).toBeTruthy();
  });

  it('sends an admin still on the first password to change it', () => {
    const view = renderWithProviders(<AdminDashboardPage />, {
      path: '/admin',
      user: { ...admin, mustChangePassword: true },
    });
    expect(view.currentPath()).toBe('/admin-login');
  });

  it.each([
    ['a visitor', null],
    ['a buyer', { ...admin, role: 'buyer', kind: 'buyer', username: undefined } satisfies AuthUser],
  ])('sends %s to /admin-login after "Admin Access Required"', async (_who, user) => {
    const view = renderWithProviders(<AdminDashboardPage />, { path: '/admin', user });
    await screen.findByText('Admin Access Required');
    expect(screen.getByText('Please login as admin to access this page.')).toBeTruthy();
    await waitFor(() => expect(view.currentPath()).toBe('/admin-login'));
    expect(screen.queryByRole('heading', { name: 'Admin dashboard' })).toBeNull();
  });
});
