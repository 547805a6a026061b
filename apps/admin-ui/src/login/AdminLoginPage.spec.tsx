import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TWO_FACTOR_MESSAGES } from '@ped/contracts/options';
import type { AuthUser } from '@ped/web-kit';
import { mockApi, renderWithProviders, type ApiCall, type FakeAnswer } from '@ped/web-kit/testing';
import { adminUser, readingQueryClient } from '../testing/adminFixtures';
import { AdminLoginPage } from './AdminLoginPage';

const PASSWORD = 'Karachi-Port-Console-9';
const signedIn = { status: 200, body: { user: adminUser, redirectTo: '/admin' } };
const refused = (reason: string, message: string): FakeAnswer => ({
  status: 401,
  body: { statusCode: 401, code: 'UNAUTHORIZED', reason, message },
});

/** /admin-login with the fake API: `answer` for every call; `user` is who the page sees signed in. */
function render(answer: (call: ApiCall) => FakeAnswer, user: AuthUser | null = null) {
  const api = mockApi(answer);
  const view = renderWithProviders(<AdminLoginPage />, {
    path: '/admin-login',
    user,
    queryClient: readingQueryClient(),
  });
  return { api, view, user: userEvent.setup({ delay: null }) };
}

/** The admin login as the gateway answers it for an account with two-factor on (the code is 123456). */
function twoFactorLogin(call: ApiCall): FakeAnswer {
  if (call.url !== '/api/admin/login') return { status: 500 };
  const body = call.body as { code?: string; recoveryCode?: string };
  if (body.code === undefined && body.recoveryCode === undefined)
    return refused('TWO_FACTOR_REQUIRED', TWO_FACTOR_MESSAGES.required);
  if (body.code === '123456' || body.recoveryCode === 'abcde-fgh01') return signedIn;
  return refused('TWO_FACTOR_INVALID', TWO_FACTOR_MESSAGES.invalid);
}

async function enterPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Username'), 'admin');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/admin-login', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('links "Forgot password?" to the reset page for administrators', async () => {
    renderWithProviders(<AdminLoginPage />, { path: '/admin-login', user: null });
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/forgot-password?kind=admin');
  });

  it('starts with the username a used password link names', async () => {
    renderWithProviders(<AdminLoginPage />, { path: '/admin-login?username=ops-lead', user: null });
    expect(((await screen.findByLabelText('Username')) as HTMLInputElement).value).toBe('ops-lead');
  });

  it('signs an admin without two-factor in with the password alone', async () => {
    const { api, view, user } = render((call) =>
      call.url === '/api/admin/login' ? signedIn : { status: 500 },
    );
    restore = api.restore;
    await enterPassword(user);
    await screen.findByText('Admin login successful');
    expect(api.calls[0]?.body).toEqual({ username: 'admin', password: PASSWORD });
    await waitFor(() => expect(view.currentPath()).toBe('/admin'));
  });

  it('asks for the authenticator code after the right password (focused, numeric, one-time-code) and signs in with it', async () => {
    const { api, view, user } = render(twoFactorLogin);
    restore = api.restore;
    await enterPassword(user);
    await screen.findByRole('heading', { level: 1, name: 'Two-factor authentication' });
    expect(screen.getByText(/^Signing in as admin\./)).toBeTruthy();
    const field = screen.getByLabelText('Authentication code') as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    // The second step is no failure: no "Login Failed" toast.
    expect(screen.queryByText('Login Failed')).toBeNull();
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();

    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Admin login successful');
    expect(api.calls.at(-1)?.body).toEqual({ username: 'admin', password: PASSWORD, code: '123456' });
    await waitFor(() => expect(view.currentPath()).toBe('/admin'));
  });

  it('checks the code is six digits before sending it', async () => {
    const { api, user } = render(twoFactorLogin);
    restore = api.restore;
    await enterPassword(user);
    const field = await screen.findByLabelText('Authentication code');
    await user.type(field, '12ab');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText(TWO_FACTOR_MESSAGES.code)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(1);
  });

  it('says a wrong code beside the field, describes the field with it and gives it the focus again', async () => {
    const { api, view, user } = render(twoFactorLogin);
    restore = api.restore;
    await enterPassword(user);
    const field = await screen.findByLabelText('Authentication code');
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const message = await screen.findByText(TWO_FACTOR_MESSAGES.invalid);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.queryByText('Admin login successful')).toBeNull();
    expect(view.currentPath()).toBe('/admin-login');
    // Typing a new code clears the message.
    await user.clear(field);
    await user.type(field, '1');
    expect(screen.queryByText(TWO_FACTOR_MESSAGES.invalid)).toBeNull();
  });

  it('signs in with a recovery code instead (spaces aside), and switches back to the app', async () => {
    const { api, view, user } = render(twoFactorLogin);
    restore = api.restore;
    await enterPassword(user);
    await screen.findByLabelText('Authentication code');
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText('Recovery code') as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('inputmode')).toBeNull();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText(TWO_FACTOR_MESSAGES.recoveryCode)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use your authenticator app instead' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Authentication code'));
    expect(screen.queryByText(TWO_FACTOR_MESSAGES.recoveryCode)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), ' abcde-fgh01 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Admin login successful');
    expect(api.calls.at(-1)?.body).toEqual({
      username: 'admin',
      password: PASSWORD,
      recoveryCode: 'abcde-fgh01',
    });
    await waitFor(() => expect(view.currentPath()).toBe('/admin'));
  });

  it('goes back to the password with the username kept', async () => {
    const { api, user } = render(twoFactorLogin);
    restore = api.restore;
    await enterPassword(user);
    await screen.findByLabelText('Authentication code');
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeTruthy();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('admin');
    expect((screen.getByLabelText('Password', { selector: 'input' }) as HTMLInputElement).value).toBe('');
  });

  it('toasts "Login Failed" with the server message for a wrong password (no second step)', async () => {
    const { api, user } = render(() => refused('INVALID_CREDENTIALS', 'Invalid credentials'));
    restore = api.restore;
    await enterPassword(user);
    const toast = (await screen.findByText('Login Failed')).closest('[role="status"], [role="alert"]');
    expect(within(toast as HTMLElement).getByText('Invalid credentials')).toBeTruthy();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
  });

  describe('after the forced change of the first password', () => {
    const firstPassword = { ...adminUser, mustChangePassword: true };
    const changed = (call: ApiCall, enabled: boolean): FakeAnswer => {
      if (call.url === '/api/auth/change-password')
        return { status: 200, body: { user: adminUser, redirectTo: '/admin' } };
      if (call.url === '/api/admin/two-factor')
        return { status: 200, body: { enabled, recoveryCodesLeft: enabled ? 10 : 0 } };
      return { status: 500 };
    };
    const changePassword = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.type(await screen.findByLabelText(/^Current password/), 'first-admin-password');
      await user.type(screen.getByLabelText(/^New password/), PASSWORD);
      await user.type(screen.getByLabelText(/^Confirm new password/), PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
    };

    it('offers to turn on two-factor; "Skip for now" opens the dashboard and says where to turn it on', async () => {
      const { api, view, user } = render((call) => changed(call, false), firstPassword);
      restore = api.restore;
      await changePassword(user);
      await screen.findByRole('heading', { level: 1, name: 'Turn on two-factor authentication' });
      expect(view.currentPath()).toBe('/admin-login');
      expect(await screen.findByRole('button', { name: 'Set up two-factor authentication' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Skip for now' }));
      await screen.findByText('You can turn it on at any time under Settings in the admin dashboard.');
      await waitFor(() => expect(view.currentPath()).toBe('/admin'));
    });

    it('leads on to the setup: QR code, a code to confirm, the recovery codes, then the dashboard', async () => {
      const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
      const { api, view, user } = render((call) => {
        if (call.url === '/api/admin/two-factor/setup')
          return {
            status: 200,
            body: {
              secret: 'JBSWY3DPEHPK3PXP',
              otpauthUrl: 'otpauth://totp/x',
              qrDataUrl: 'data:image/png;base64,AA==',
            },
          };
        if (call.url === '/api/admin/two-factor/enable')
          return { status: 200, body: { recoveryCodes: codes } };
        return changed(call, false);
      }, firstPassword);
      restore = api.restore;
      await changePassword(user);
      await user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
      await screen.findByRole('img', { name: 'QR code for your authenticator app' });
      await user.type(screen.getByLabelText(/^Authentication code/), '123456');
      await user.click(screen.getByRole('button', { name: 'Turn on' }));
      await screen.findByRole('list', { name: 'Recovery codes' });
      expect(view.currentPath()).toBe('/admin-login');
      await user.click(screen.getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(view.currentPath()).toBe('/admin'));
    });

    it('goes straight on when the account has two-factor on already', async () => {
      const { api, view, user } = render((call) => changed(call, true), firstPassword);
      restore = api.restore;
      await changePassword(user);
      await waitFor(() => expect(view.currentPath()).toBe('/admin'));
      expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
    });
  });
});
