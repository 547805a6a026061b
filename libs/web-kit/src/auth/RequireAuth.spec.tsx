import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { leavePage } from '../navigation/leavePage';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ADMIN_GATE } from './authGate.constants';
import type { AuthUser } from './authUser';
import { RequireAuth } from './RequireAuth';

const exporter: AuthUser = {
  id: 1,
  email: 'amina@example.com',
  firstName: 'Amina',
  profileImageUrl: null,
  role: 'exporter',
};

const page = (user: AuthUser) => <h1>Hello {user.firstName}</h1>;

describe('RequireAuth (the auth gate of protected pages)', () => {
  const leave = jest.spyOn(leavePage, 'to').mockImplementation(() => undefined);
  afterEach(() => leave.mockClear());

  it('waits for the session before deciding', () => {
    renderWithProviders(<RequireAuth>{page}</RequireAuth>, { path: '/dashboard', user: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Checking your session…');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows the page to a user it lets in', () => {
    renderWithProviders(<RequireAuth>{page}</RequireAuth>, { user: exporter });
    expect(screen.getByRole('heading', { name: 'Hello Amina' })).toBeTruthy();
  });

  it("tells a visitor they are logged out, then sends them to the server's sign-in with the way back", async () => {
    renderWithProviders(<RequireAuth>{page}</RequireAuth>, { path: '/dashboard?tab=2', user: null });
    expect(screen.getByRole('status').textContent).toBe('Redirecting you to sign in…');
    await screen.findByText('Unauthorized');
    expect(screen.getByText('You are logged out. Logging in again...')).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/api/login?returnTo=%2Fdashboard%3Ftab%3D2'));
    expect(screen.queryByRole('heading', { name: /Hello/ })).toBeNull();
  });

  it('waits for a sign-in that has landed but not yet reached the page, instead of turning the user away', async () => {
    const admin: AuthUser = { ...exporter, role: 'admin' };
    renderWithProviders(
      <RequireAuth gate={ADMIN_GATE} allow={(user) => user.role === 'admin'}>
        {page}
      </RequireAuth>,
      { path: '/admin', user: null, latestUser: admin },
    );
    expect(screen.getByRole('status').textContent).toBe('Checking your session…');
    await new Promise((resolve) => setTimeout(resolve, ADMIN_GATE.delayMs + 100));
    expect(screen.queryByText('Admin Access Required')).toBeNull();
  });

  it('keeps out a signed-in user the page does not allow, with its own gate and target', async () => {
    const view = renderWithProviders(
      <RequireAuth gate={ADMIN_GATE} allow={(user) => user.role === 'admin'}>
        {page}
      </RequireAuth>,
      { path: '/admin', user: exporter },
    );
    await screen.findByText('Admin Access Required');
    expect(screen.getByText('Please login as admin to access this page.')).toBeTruthy();
    await waitFor(() => expect(view.currentPath()).toBe('/admin-login'));
    expect(leave).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: /Hello/ })).toBeNull();
  });
});
