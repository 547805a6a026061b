import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_DELETION_MESSAGES } from '@ped/contracts/options';
import { leavePage } from '../navigation/leavePage';
import { mockApi } from '../testing/mockApi';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ACCOUNT_DELETED_PATH, AccountSection } from './AccountSection';

describe('AccountSection (download one’s data, delete the account)', () => {
  const leave = jest.spyOn(leavePage, 'to').mockImplementation(() => undefined);
  let restore = () => undefined as void;
  afterEach(() => {
    leave.mockClear();
    restore();
  });

  it('offers the data export as a download, and deletes only with the right password', async () => {
    const api = mockApi((call) =>
      (call.body as { password?: string }).password === 'Right-Password-1'
        ? { status: 200, body: { deleted: true } }
        : {
            status: 400,
            body: {
              statusCode: 400,
              code: 'VALIDATION_FAILED',
              reason: 'CURRENT_PASSWORD_INCORRECT',
              message: ACCOUNT_DELETION_MESSAGES.passwordIncorrect,
              details: [{ field: 'password', messages: [ACCOUNT_DELETION_MESSAGES.passwordIncorrect] }],
            },
          },
    );
    restore = api.restore;
    renderWithProviders(
      <AccountSection erases="Your things are erased." exportHref="/api/buyer/data-export" />,
    );
    const user = userEvent.setup({ delay: null });
    const download = screen.getByRole('link', { name: 'Download my data' });
    expect(download.getAttribute('href')).toBe('/api/buyer/data-export');
    expect(download.hasAttribute('download')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText('Your things are erased. This cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByText(ACCOUNT_DELETION_MESSAGES.passwordRequired)).toBeTruthy();
    expect(api.calls).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Your password/), 'Wrong-Password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(ACCOUNT_DELETION_MESSAGES.passwordIncorrect)).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText(/Your password/));
    await user.type(within(dialog).getByLabelText(/Your password/), 'Right-Password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(ACCOUNT_DELETED_PATH));
    expect(api.calls.map((call) => [call.method, call.url])).toEqual([
      ['POST', '/api/auth/delete-account'],
      ['POST', '/api/auth/delete-account'],
    ]);
  });
});
