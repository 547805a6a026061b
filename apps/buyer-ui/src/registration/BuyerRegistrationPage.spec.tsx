import { screen, waitFor } from '@testing-library/react';
import type { AuthUser } from '@ped/web-kit';
import { renderWithProviders } from '@ped/web-kit/testing';
import { BuyerRegistrationPage } from './BuyerRegistrationPage';

const buyer: AuthUser = {
  id: 3,
  email: 'omar@example.com',
  firstName: 'Omar',
  profileImageUrl: null,
  role: 'buyer',
  kind: 'buyer',
};

describe('/buyer-registration (signed-in buyers only)', () => {
  it('welcomes a signed-in buyer', () => {
    renderWithProviders(<BuyerRegistrationPage />, { path: '/buyer-registration', user: buyer });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Omar!' })).toBeTruthy();
  });

  it.each([
    ['a visitor', null],
    ['an exporter', { ...buyer, role: 'exporter', kind: 'user' } satisfies AuthUser],
  ])('sends %s to /buyer-login after "Authentication Required"', async (_who, user) => {
    const view = renderWithProviders(<BuyerRegistrationPage />, { path: '/buyer-registration', user });
    await screen.findByText('Authentication Required');
    expect(screen.getByText('Please login to complete your buyer registration.')).toBeTruthy();
    expect(view.currentPath()).toBe('/buyer-registration');
    await waitFor(() => expect(view.currentPath()).toBe('/buyer-login'), { timeout: 4000 });
    expect(screen.queryByRole('heading', { name: /Welcome/ })).toBeNull();
  });
});
