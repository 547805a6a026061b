import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser } from '@ped/web-kit';
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

  it('says why a visitor was sent to sign in, and nothing for a reason it does not know (issue 33)', () => {
    const view = renderWithProviders(<BuyerLoginPage />, {
      path: '/buyer-login?returnTo=%2Fexporters%2F5%3Fsave%3D5&reason=save-exporter',
    });
    screen.getByText(/^Sign in as a buyer to save this exporter\./);
    view.unmount();
    renderWithProviders(<BuyerLoginPage />, { path: '/buyer-login?reason=toString' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Sign in as a buyer to/)).toBeNull();
  });

  it('goes to the registration wizard after signing in without a way back (spec)', async () => {
    const view = await signIn('/buyer-login');
    await waitFor(() => expect(view.currentPath()).toBe('/buyer-registration'));
  });

  it('links "Forgot password?" to the buyer reset page, and starts with the e-mail it is given', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BuyerLoginPage />, { path: '/buyer-login?email=anna%40becker.de' });
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password?kind=buyer',
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('anna@becker.de');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
  });
});
