import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { AuthUser } from '@ped/web-kit';
import { leavePage, renderWithProviders } from '@ped/web-kit/testing';
import { DashboardPage } from './DashboardPage';

const exporter: AuthUser = {
  id: 7,
  email: 'amina@example.com',
  firstName: 'Amina',
  lastName: 'Khan',
  profileImageUrl: null,
  role: 'exporter',
};

describe('/dashboard (signed-in users only)', () => {
  const leave = jest.spyOn(leavePage, 'to').mockImplementation(() => undefined);
  afterEach(() => leave.mockClear());

  it('welcomes a signed-in user', () => {
    renderWithProviders(<DashboardPage />, { path: '/dashboard', user: exporter });
    expect(screen.getByRole('heading', { level: 1, name: 'Exporter dashboard' })).toBeTruthy();
    expect(screen.getByText('Welcome, Amina Khan.')).toBeTruthy();
  });

  it('sends a visitor to sign in after the "Unauthorized" toast, to come back here', async () => {
    renderWithProviders(<DashboardPage />, { path: '/dashboard', user: null });
    await screen.findByText('You are logged out. Logging in again...');
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/api/login?returnTo=%2Fdashboard'));
    expect(screen.queryByRole('heading', { name: 'Exporter dashboard' })).toBeNull();
  });
});
