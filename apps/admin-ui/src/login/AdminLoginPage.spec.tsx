import { screen } from '@testing-library/react';
import { renderWithProviders } from '@ped/web-kit/testing';
import { AdminLoginPage } from './AdminLoginPage';

describe('/admin-login', () => {
  it('links "Forgot password?" to the reset page for administrators', async () => {
    renderWithProviders(<AdminLoginPage />, { path: '/admin-login', user: null });
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/forgot-password?kind=admin');
  });

  it('starts with the username a used password link names', async () => {
    renderWithProviders(<AdminLoginPage />, { path: '/admin-login?username=ops-lead', user: null });
    expect(((await screen.findByLabelText('Username')) as HTMLInputElement).value).toBe('ops-lead');
  });
});
