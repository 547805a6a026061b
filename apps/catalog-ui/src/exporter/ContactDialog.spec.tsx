import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_MESSAGES, EMAIL_REQUIRED_MESSAGE } from '@ped/contracts/options';
import { mockApi, renderWithProviders } from '@ped/web-kit/testing';
import { ContactDialog } from './ContactDialog';

const exporter = { id: 5, companyName: 'Indus Textiles' };

function openDialog(answer: Parameters<typeof mockApi>[0]) {
  const api = mockApi(answer);
  const onOpenChange = jest.fn();
  const view = renderWithProviders(<ContactDialog open exporter={exporter} onOpenChange={onOpenChange} />);
  view.queryClient.setQueryData(['/api/stats'], { totalContacts: 41 });
  return { api, onOpenChange, view, user: userEvent.setup({ delay: null }) };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Your Name/), '  Omar Farooq ');
  await user.type(screen.getByLabelText(/^Email/), 'omar@example.com');
  await user.type(screen.getByLabelText(/^Message/), 'A quotation for 1,000 towels, please.');
}

describe('ContactDialog (an inquiry to one exporter)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it("checks the fields with the server's messages before sending and focuses the first one wrong", async () => {
    const { api, user } = openDialog(() => ({ status: 500 }));
    restore = api.restore;
    expect(await screen.findByRole('dialog', { name: 'Contact Indus Textiles' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText(CONTACT_MESSAGES.buyerName)).toBeTruthy();
    expect(screen.getByText(EMAIL_REQUIRED_MESSAGE)).toBeTruthy();
    expect(screen.getByText(CONTACT_MESSAGES.message)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Your Name/));
    expect(api.calls).toEqual([]);
  });

  it('sends it, says so, empties the form, closes, and has "Monthly Connections" read again', async () => {
    const { api, onOpenChange, view, user } = openDialog(() => ({
      status: 201,
      body: { id: 9, exporterId: 5, status: 'pending', createdAt: '2026-01-01T00:00:00Z' },
    }));
    restore = api.restore;
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Message Sent!');
    expect(
      screen.getByText('Your inquiry has been sent to the exporter. They will contact you soon.'),
    ).toBeTruthy();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        url: '/api/contact-requests',
        body: {
          buyerName: 'Omar Farooq',
          buyerEmail: 'omar@example.com',
          message: 'A quotation for 1,000 towels, please.',
          exporterId: 5,
        },
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(view.queryClient.getQueryState(['/api/stats'])?.isInvalidated).toBe(true);
    expect((screen.getByLabelText(/^Your Name/) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal of a field beside it, with the spec's error toast", async () => {
    const { api, onOpenChange, user } = openDialog(() => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        reason: 'INVALID_FIELDS',
        message: 'Invalid fields',
        details: [{ field: 'buyerEmail', messages: ['Please enter a valid email address'] }],
      },
    }));
    restore = api.restore;
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Failed to send message. Please try again.');
    expect(screen.getByText(CONTACT_MESSAGES.email)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Email/)));
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
