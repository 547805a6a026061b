import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser } from '@ped/web-kit';
import { renderWithProviders } from '@ped/web-kit/testing';
import { UserMenu } from './UserMenu';

const buyer: AuthUser = {
  id: 7,
  email: 'amna@buyer.example',
  firstName: ' amna',
  profileImageUrl: null,
  role: 'buyer',
  kind: 'buyer',
};

function renderMenu(account: AuthUser) {
  renderWithProviders(<UserMenu user={account} />, { user: account });
  return {
    user: userEvent.setup({ delay: null }),
    button: screen.getByRole('button', { name: 'Account menu' }),
  };
}

// The menu's code loads on first use (slow on a busy machine).
const findMenu = () => screen.findByRole('menu', {}, { timeout: 5000 });

describe('the account menu', () => {
  it('shows the initial on a menu button before any menu code is loaded', () => {
    const { button } = renderMenu(buyer);
    expect(button.textContent).toBe('A');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on the first click with Profile, Settings and Sign out', async () => {
    const { user, button } = renderMenu(buyer);
    await user.click(button);
    const menu = await findMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Profile', '/buyer-dashboard?tab=profile'],
      ['Settings', '/buyer-dashboard?tab=profile'],
      ['Sign out', '/api/logout'],
    ]);
    expect(screen.getByRole('button', { name: 'Account menu' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('opens on the first Enter with the first item highlighted, and Escape returns to the button', async () => {
    const { user, button } = renderMenu({ ...buyer, firstName: null, email: 'zia@buyer.example' });
    expect(button.textContent).toBe('Z');
    button.focus();
    await user.keyboard('{Enter}');
    await findMenu();
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Profile' }).hasAttribute('data-highlighted')).toBe(true),
    );
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Account menu' })).toBe(document.activeElement),
    );
  });
});
