import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, EMAIL_REQUIRED_MESSAGE, PASSWORD_LINK_MESSAGES } from '@ped/contracts/options';
import { mockApi, renderWithProviders } from '@ped/web-kit/testing';
import { ForgotPasswordPage } from './ForgotPasswordPage';

/** The form that asks for a link (its answer shows inside it, besides the toast). */
const linkForm = () => screen.getByRole('form', { name: 'Ask for a password link' });

describe('/forgot-password (a one-time link to choose a new password)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('asks for a buyer reset link and shows the answer, which never says whether the address has an account', async () => {
    const api = mockApi(() => ({ status: 202, body: { message: PASSWORD_LINK_MESSAGES.resetRequested } }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password?kind=buyer' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByText(/e-mail address of your buyer account/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText(EMAIL_REQUIRED_MESSAGE)).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    expect(screen.getByText(AUTH_MESSAGES.email)).toBeTruthy();
    expect(api.calls).toEqual([]);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), ' anna@becker.de ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() =>
      expect(within(linkForm()).getByRole('status').textContent).toBe(PASSWORD_LINK_MESSAGES.resetRequested),
    );
    expect(api.calls).toEqual([
      { method: 'POST', url: '/api/auth/password-reset', body: { email: 'anna@becker.de', kind: 'buyer' } },
    ]);
    await screen.findByText('Check Your E-mail');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/buyer-login');
  });

  it('asks for an exporter account when no kind is given, and leads back to the exporter sign-in', async () => {
    const api = mockApi(() => ({ status: 202, body: { message: PASSWORD_LINK_MESSAGES.resetRequested } }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password' });
    expect(screen.getByText(/e-mail address of your exporter account/)).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'sales@sialkot.pk');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.body).toEqual({ email: 'sales@sialkot.pk', kind: 'user' });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/sign-in/exporter',
    );
  });

  it("asks an administrator for the address of the linked user account, and leads back to the admin console's sign-in", async () => {
    const api = mockApi(() => ({ status: 202, body: { message: PASSWORD_LINK_MESSAGES.resetRequested } }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password?kind=admin' });
    expect(screen.getByText(/user account your administrator account is linked to/)).toBeTruthy();
    expect(screen.getByText(/without a linked account asks another administrator/)).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'ops@directory.pk');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() =>
      expect(within(linkForm()).getByRole('status').textContent).toBe(PASSWORD_LINK_MESSAGES.resetRequested),
    );
    expect(api.calls[0]!.body).toEqual({ email: 'ops@directory.pk', kind: 'admin' });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/admin-login');
  });

  it('shows a refusal of the server as a toast (too many requests)', async () => {
    const api = mockApi(() => ({
      status: 429,
      body: {
        statusCode: 429,
        code: 'RATE_LIMITED',
        reason: 'TOO_MANY_REQUESTS',
        message: 'Too many requests.',
      },
    }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password?kind=user' });
    await user.type(screen.getByLabelText('Email'), 'sales@sialkot.pk');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await screen.findByText('Request Failed');
    expect(screen.getByText('Too many requests.')).toBeTruthy();
    expect(within(linkForm()).queryByRole('status')).toBeNull();
  });
});
