import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, PASSWORD_LINK_MESSAGES } from '@ped/contracts/options';
import { createQueryClient } from '@ped/web-kit';
import { mockApi, renderWithProviders, type ApiCall } from '@ped/web-kit/testing';
import { SetPasswordPage } from './SetPasswordPage';

/** The form that asks for a link (its answer shows inside it, besides the toast). */
const linkForm = () => screen.getByRole('form', { name: 'Ask for a password link' });

const TOKEN = 'tok_abc-123';
/** The form's controls load lazily (a chunk of their own): the first render of a test takes a while. */
const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
const gone = (reason: string, message: string) => ({
  status: 410,
  body: { statusCode: 410, code: 'GONE', reason, message },
});

describe('/set-password (a one-time link from an e-mail)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  const answering = (answer: (call: ApiCall) => { status: number; body?: unknown }) => {
    const api = mockApi(answer);
    restore = api.restore;
    return api;
  };

  it('checks the link, takes the first password twice, then leads to the exporter sign-in with the e-mail', async () => {
    const api = answering(({ method }) =>
      method === 'GET'
        ? { status: 200, body: { purpose: 'set', kind: 'user', email: 'sales@sialkot.pk' } }
        : { status: 200, body: { kind: 'user', email: 'sales@sialkot.pk' } },
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SetPasswordPage />, {
      path: `/set-password?token=${TOKEN}`,
      queryClient: createQueryClient(),
    });
    expect(screen.getByText('Checking your link…')).toBeTruthy();
    await findHeading('Set your password');
    expect(screen.getByText(/For sales@sialkot.pk\./)).toBeTruthy();

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(screen.getByText(AUTH_MESSAGES.password)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.passwordsDontMatch)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Sialkot-Gloves-2026');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Sialkot-Gloves-2026');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    await findHeading('Password set — sign in');
    expect(api.calls).toEqual([
      { method: 'GET', url: `/api/auth/password-link?token=${TOKEN}`, body: undefined },
      {
        method: 'POST',
        url: '/api/auth/password-link',
        body: { token: TOKEN, password: 'Sialkot-Gloves-2026' },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/sign-in/exporter?email=sales%40sialkot.pk',
    );
    await screen.findByText('Password Set');
  });

  it("calls a reset link's form a new password, and leads a buyer to the buyer sign-in", async () => {
    answering(({ method }) =>
      method === 'GET'
        ? { status: 200, body: { purpose: 'reset', kind: 'buyer', email: 'anna@becker.de' } }
        : { status: 200, body: { kind: 'buyer', email: 'anna@becker.de' } },
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SetPasswordPage />, {
      path: `/set-password?token=${TOKEN}&kind=buyer`,
      queryClient: createQueryClient(),
    });
    await findHeading('Choose a new password');
    await user.type(screen.getByLabelText('New password'), 'Karachi-Rice-2024');
    await user.type(screen.getByLabelText('Confirm password'), 'Karachi-Rice-2024');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    await findHeading('Password set — sign in');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/buyer-login?email=anna%40becker.de',
    );
  });

  it("holds an administrator's new password to the console's minimum and leads to /admin-login with the username", async () => {
    const api = answering(({ method }) =>
      method === 'GET'
        ? {
            status: 200,
            body: { purpose: 'reset', kind: 'admin', email: 'ops@directory.pk', username: 'ops-lead' },
          }
        : { status: 200, body: { kind: 'admin', email: 'ops@directory.pk', username: 'ops-lead' } },
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SetPasswordPage />, {
      path: `/set-password?token=${TOKEN}&kind=admin`,
      queryClient: createQueryClient(),
    });
    await findHeading('Choose a new password');
    expect(
      screen.getByText(
        /For the administrator account ops-lead \(ops@directory.pk\)\. At least 12 characters/,
      ),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'Short-Pass1');
    await user.type(screen.getByLabelText('Confirm password'), 'Short-Pass1');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(screen.getByText(AUTH_MESSAGES.adminPassword)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText('New password'), '-Lahore-Fort');
    await user.type(screen.getByLabelText('Confirm password'), '-Lahore-Fort');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    await findHeading('Password set — sign in');
    expect(screen.getByText(/Sign in with the username ops-lead/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/admin-login?username=ops-lead',
    );
  });

  it('says a used link was used and asks for a new one of the same kind', async () => {
    const api = answering(({ method }) =>
      method === 'GET'
        ? gone('PASSWORD_LINK_USED', PASSWORD_LINK_MESSAGES.used)
        : { status: 202, body: { message: PASSWORD_LINK_MESSAGES.resetRequested } },
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SetPasswordPage />, {
      path: `/set-password?token=${TOKEN}&kind=buyer`,
      queryClient: createQueryClient(),
    });
    await findHeading('This link cannot be used');
    expect(screen.getByText(PASSWORD_LINK_MESSAGES.used)).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'anna@becker.de');
    await user.click(screen.getByRole('button', { name: 'Send a New Link' }));
    await waitFor(() =>
      expect(within(linkForm()).getByRole('status').textContent).toBe(PASSWORD_LINK_MESSAGES.resetRequested),
    );
    expect(api.calls.at(-1)).toEqual({
      method: 'POST',
      url: '/api/auth/password-reset',
      body: { email: 'anna@becker.de', kind: 'buyer' },
    });
  });

  it('says an expired link expired (also when it expires while the form is open)', async () => {
    answering(({ method }) =>
      method === 'GET'
        ? { status: 200, body: { purpose: 'reset', kind: 'user', email: 'sales@sialkot.pk' } }
        : gone('PASSWORD_LINK_EXPIRED', PASSWORD_LINK_MESSAGES.expired),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SetPasswordPage />, {
      path: `/set-password?token=${TOKEN}`,
      queryClient: createQueryClient(),
    });
    await findHeading('Choose a new password');
    await user.type(screen.getByLabelText('New password'), 'Karachi-Rice-2024');
    await user.type(screen.getByLabelText('Confirm password'), 'Karachi-Rice-2024');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    await findHeading('This link cannot be used');
    expect(screen.getByText(PASSWORD_LINK_MESSAGES.expired)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send a New Link' })).toBeTruthy();
  });

  it("shows the server's refusal of a common password beside the field", async () => {
    answering(({ method }) =>
      method === 'GET'
        ? { status: 200, body: { purpose: 'set', kind: 'user', email: 'sales@sialkot.pk' } }
        : {
            status: 400,
            body: {
              statusCode: 400,
              code: 'VALIDATION_FAILED',
              reason: 'PASSWORD_TOO_COMMON',
              message: AUTH_MESSAGES.commonPassword,
              details: [{ field: 'password', messages: [AUTH_MESSAGES.commonPassword] }],
            },
          },
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SetPasswordPage />, {
      path: `/set-password?token=${TOKEN}`,
      queryClient: createQueryClient(),
    });
    await findHeading('Set your password');
    await user.type(screen.getByLabelText('New password'), 'password');
    await user.type(screen.getByLabelText('Confirm password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    await screen.findByText(AUTH_MESSAGES.commonPassword);
    expect(screen.getByRole('heading', { level: 1, name: 'Set your password' })).toBeTruthy();
  });

  it('says a link without a token, or an unknown one, is not valid', async () => {
    answering(() => ({
      status: 404,
      body: {
        statusCode: 404,
        code: 'NOT_FOUND',
        reason: 'PASSWORD_LINK_UNKNOWN',
        message: PASSWORD_LINK_MESSAGES.unknown,
      },
    }));
    const first = renderWithProviders(<SetPasswordPage />, {
      path: '/set-password',
      queryClient: createQueryClient(),
    });
    expect(screen.getByText(PASSWORD_LINK_MESSAGES.unknown)).toBeTruthy();
    first.unmount();
    renderWithProviders(<SetPasswordPage />, {
      path: `/set-password?token=${TOKEN}`,
      queryClient: createQueryClient(),
    });
    await screen.findByText(PASSWORD_LINK_MESSAGES.unknown, {}, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/sign-in/exporter',
    );
  });
});
