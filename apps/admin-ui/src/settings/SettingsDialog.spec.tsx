import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TwoFactorStatusDto } from '@ped/contracts/identity';
import { TWO_FACTOR_MESSAGES } from '@ped/contracts/options';
import { mockApi, renderWithProviders, type ApiCall, type FakeAnswer } from '@ped/web-kit/testing';
import { adminUser as admin, readingQueryClient } from '../testing/adminFixtures';
import { SettingsDialog } from './SettingsDialog';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
const QR = 'data:image/png;base64,iVBORw0KGgo=';

/** The dialog open on the console, the fake API answering the two-factor routes from `status` and `answer`. */
function render(
  status: TwoFactorStatusDto,
  answer: (call: ApiCall) => FakeAnswer | undefined = () => undefined,
) {
  const current = { ...status };
  const api = mockApi((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.method === 'GET' && call.url === '/api/admin/two-factor') return { status: 200, body: current };
    if (call.url === '/api/admin/two-factor/setup')
      return {
        status: 200,
        body: { secret: SECRET, otpauthUrl: `otpauth://totp/x?secret=${SECRET}`, qrDataUrl: QR },
      };
    if (call.url === '/api/admin/two-factor/enable') {
      Object.assign(current, { enabled: true, recoveryCodesLeft: 10 });
      return { status: 200, body: { recoveryCodes: CODES } };
    }
    if (call.url === '/api/admin/two-factor/disable') {
      Object.assign(current, { enabled: false, recoveryCodesLeft: 0 });
      return { status: 204 };
    }
    return { status: 500 };
  });
  renderWithProviders(<SettingsDialog open onOpenChange={() => undefined} />, {
    path: '/admin',
    user: admin,
    queryClient: readingQueryClient(),
  });
  return { api, user: userEvent.setup({ delay: null }) };
}

const openTwoFactor = async (user: ReturnType<typeof userEvent.setup>) => {
  const dialog = await screen.findByRole('dialog', { name: 'Settings' }, { timeout: 5000 });
  await user.click(within(dialog).getByRole('tab', { name: 'Two-factor authentication' }));
  return dialog;
};

describe('SettingsDialog', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('changes the password with the current one (the admin change-password route)', async () => {
    const { api, user } = render({ enabled: false, recoveryCodesLeft: 0 }, (call) =>
      call.url === '/api/auth/change-password'
        ? { status: 200, body: { user: { ...admin, mustChangePassword: false }, redirectTo: '/admin' } }
        : undefined,
    );
    restore = api.restore;
    const dialog = await screen.findByRole('dialog', { name: 'Settings' }, { timeout: 5000 });
    expect(within(dialog).getByRole('tab', { name: 'Change password', selected: true })).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Current password/), 'Karachi-Port-Console-9');
    await user.type(within(dialog).getByLabelText(/^New password/), 'Lahore-Fort-Console-42');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'Lahore-Fort-Console-42');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    await screen.findByText('Password changed');
    expect(api.calls.find((call) => call.url === '/api/auth/change-password')?.body).toEqual({
      currentPassword: 'Karachi-Port-Console-9',
      newPassword: 'Lahore-Fort-Console-42',
    });
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/^Current password/) as HTMLInputElement).value).toBe(''),
    );
  });

  it('turns two-factor on: QR code and key, a code to confirm, the ten recovery codes once with Copy', async () => {
    const { api, user } = render({ enabled: false, recoveryCodesLeft: 0 });
    restore = api.restore;
    const dialog = await openTwoFactor(user);
    expect(await within(dialog).findByText('Off')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Set up two-factor authentication' }));
    const qr = (await within(dialog).findByRole('img', {
      name: 'QR code for your authenticator app',
    })) as HTMLImageElement;
    expect(qr.getAttribute('src')).toBe(QR);
    expect(within(dialog).getByLabelText('Setup key').textContent).toBe(SECRET);
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(within(dialog).getByText(TWO_FACTOR_MESSAGES.code)).toBeTruthy();
    expect(api.calls.some((call) => call.url.endsWith('/enable'))).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Authentication code/), '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const list = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(api.calls.find((call) => call.url.endsWith('/enable'))?.body).toEqual({ code: '123456' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy codes' }));
    await screen.findByText('Recovery codes copied');
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(dialog).findByText('On')).toBeTruthy();
    expect(within(dialog).getByText(/Recovery codes left: 10/)).toBeTruthy();
    expect(within(dialog).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('shows the server’s refusal of a wrong code beside the field', async () => {
    const { api, user } = render({ enabled: false, recoveryCodesLeft: 0 }, (call) =>
      call.url.endsWith('/enable')
        ? {
            status: 400,
            body: {
              statusCode: 400,
              reason: 'TWO_FACTOR_CODE_INCORRECT',
              message: TWO_FACTOR_MESSAGES.codeIncorrect,
              details: [{ field: 'code', messages: [TWO_FACTOR_MESSAGES.codeIncorrect] }],
            },
          }
        : undefined,
    );
    restore = api.restore;
    const dialog = await openTwoFactor(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Set up two-factor authentication' }));
    await user.type(await within(dialog).findByLabelText(/^Authentication code/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText(TWO_FACTOR_MESSAGES.codeIncorrect)).toBeTruthy();
    expect(within(dialog).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('turns two-factor off only with the password and a code', async () => {
    const { api, user } = render({ enabled: true, recoveryCodesLeft: 7 });
    restore = api.restore;
    const dialog = await openTwoFactor(user);
    expect(await within(dialog).findByText(/Recovery codes left: 7/)).toBeTruthy();
    const turnOff = within(dialog).getByRole('button', { name: 'Turn off two-factor authentication' });
    await user.click(turnOff);
    expect(within(dialog).getByText(TWO_FACTOR_MESSAGES.password)).toBeTruthy();
    expect(within(dialog).getByText(TWO_FACTOR_MESSAGES.code)).toBeTruthy();
    expect(api.calls.some((call) => call.url.endsWith('/disable'))).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Password/), 'Karachi-Port-Console-9');
    await user.type(within(dialog).getByLabelText(/^Authentication code/), '654321');
    await user.click(turnOff);
    await screen.findByText('Two-factor authentication turned off');
    expect(api.calls.find((call) => call.url.endsWith('/disable'))?.body).toEqual({
      password: 'Karachi-Port-Console-9',
      code: '654321',
    });
    expect(
      await within(dialog).findByRole('button', { name: 'Set up two-factor authentication' }),
    ).toBeTruthy();
  });
});
