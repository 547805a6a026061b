import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SITE_CONFIG_URL, type AuthUser } from '@ped/web-kit';
import { mockApi, renderWithProviders } from '@ped/web-kit/testing';
import { BuyerLoginPage } from './BuyerLoginPage';

const buyer: AuthUser = {
  id: 4,
  email: 'li@example.cn',
  firstName: 'Li',
  profileImageUrl: null,
  role: 'buyer',
};

describe('/buyer-login', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  async function signIn(path: string) {
    const api = mockApi(() => ({ status: 200, body: { user: buyer } }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    const view = renderWithProviders(<BuyerLoginPage />, { path });
    await user.type(screen.getByLabelText('Email'), 'li@example.cn');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    return view;
  }

  it('goes back to where the buyer came from after signing in (returnTo from the sign-in choice)', async () => {
    const view = await signIn('/buyer-login?returnTo=%2Fexporters%2F5');
    await waitFor(() => expect(view.currentPath()).toBe('/exporters/5'));
  });

  it('goes to the registration wizard after signing in without a way back (spec)', async () => {
    const view = await signIn('/buyer-login');
    await waitFor(() => expect(view.currentPath()).toBe('/buyer-registration'));
  });

  it('says how to reach support under "Forgot password?"', async () => {
    const user = userEvent.setup({ delay: null });
    const view = renderWithProviders(<BuyerLoginPage />, { path: '/buyer-login' });
    view.queryClient.setQueryData([SITE_CONFIG_URL], { contactEmail: 'help@ped.example' });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByText(/Resetting a password by e-mail is not available yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'help@ped.example' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
  });
});
