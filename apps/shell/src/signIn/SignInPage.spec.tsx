import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, EMAIL_REQUIRED_MESSAGE } from '@ped/contracts/options';
import { AUTH_USER_QUERY_KEY, type AuthUser } from '@ped/web-kit';
import { mockApi, renderWithProviders } from '@ped/web-kit/testing';
import { SignInPage } from './SignInPage';

const exporter: AuthUser = {
  id: 7,
  email: 'amina@example.com',
  firstName: 'Amina',
  profileImageUrl: null,
  role: 'exporter',
};

describe('/sign-in/exporter (exporter sign-in and sign-up)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('signs an exporter in after checking the form, then goes back where they came from', async () => {
    const api = mockApi(() => ({ status: 200, body: { user: exporter } }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    const view = renderWithProviders(<SignInPage />, {
      path: '/sign-in/exporter?returnTo=%2Fexporters%2F5',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText(EMAIL_REQUIRED_MESSAGE)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.password)).toBeTruthy();
    expect(api.calls).toEqual([]);

    await user.type(screen.getByLabelText('Email'), ' amina@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(view.currentPath()).toBe('/exporters/5'));
    expect(api.calls).toEqual([
      { method: 'POST', url: '/api/auth/login', body: { email: 'amina@example.com', password: 'secret1' } },
    ]);
    expect(view.queryClient.getQueryData(AUTH_USER_QUERY_KEY)).toEqual(exporter);
    await screen.findByText('Login Successful');
  });

  it('switches the card to sign-up and back', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SignInPage />, { path: '/sign-in/exporter' });
    await user.click(screen.getByRole('button', { name: 'Create an exporter account' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create an exporter account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Exporter Account' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeTruthy();
  });

  it('links "Forgot password?" to the exporter reset page, starts with the given e-mail, and passes the way back on', () => {
    renderWithProviders(<SignInPage />, {
      path: '/sign-in/exporter?returnTo=%2Fexporters%2F5&email=amina%40example.com',
    });
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password?kind=user',
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('amina@example.com');
    expect(screen.getByRole('link', { name: 'Buyer sign-in' }).getAttribute('href')).toBe(
      '/buyer-login?returnTo=%2Fexporters%2F5',
    );
  });

  it('offers a signed-in user to continue instead', () => {
    renderWithProviders(<SignInPage />, { path: '/sign-in/exporter?returnTo=%2Fdashboard', user: exporter });
    expect(screen.getByRole('heading', { level: 1, name: 'You are already signed in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/dashboard');
  });
});
