import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Button } from '../ui';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ConfirmDialog } from './ConfirmDialog';

interface AskingProps {
  onConfirm: () => void;
  closeButton?: boolean;
  /** Says where focus goes on closing (otherwise it goes back to what was focused on opening). */
  returnTo?: boolean;
}

function Asking({ onConfirm, closeButton = false, returnTo = true }: AskingProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} onClick={() => setOpen(true)}>
        Remove Chenab Leather
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Remove from saved?"
        confirmLabel="Remove"
        cancelLabel="Keep"
        onConfirm={onConfirm}
        closeButton={closeButton}
        finalFocusEl={returnTo ? () => opener.current : undefined}
      >
        Chenab Leather leaves your saved exporters.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog ("are you sure?")', () => {
  it('asks in an alert dialog named by its question, Keep focused first, and gives focus back on Keep', async () => {
    const onConfirm = jest.fn();
    renderWithProviders(<Asking onConfirm={onConfirm} />);
    const user = userEvent.setup({ delay: null });
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove Chenab Leather' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove from saved?' });
    expect(dialog.getAttribute('aria-describedby')).toBe(
      within(dialog).getByText('Chenab Leather leaves your saved exporters.').parentElement?.id,
    );
    const keep = within(dialog).getByRole('button', { name: 'Keep' });
    expect(document.activeElement).toBe(keep);

    await user.click(keep);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Chenab Leather' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with its action, and closes on Escape, focus back on what opened it', async () => {
    const onConfirm = jest.fn();
    renderWithProviders(<Asking onConfirm={onConfirm} returnTo={false} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Remove Chenab Leather' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Chenab Leather' })),
    );
  });

  it('has a close button when asked', async () => {
    renderWithProviders(<Asking onConfirm={() => undefined} closeButton />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Remove Chenab Leather' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
