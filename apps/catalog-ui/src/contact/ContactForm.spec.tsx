import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_MESSAGES, EMAIL_REQUIRED_MESSAGE } from '@ped/contracts/options';
import { mockApi, renderWithProviders } from '@ped/web-kit/testing';
import { ContactForm } from './ContactForm';
import { prefillFromQuery } from './siteContactValues';

const labelled = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement;

describe('ContactForm (the site contact form)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('starts from a plan, checks the required fields and sends the message, then empties the form', async () => {
    const api = mockApi(() => ({
      status: 201,
      body: { id: 3, inquiry_type: 'exporter_registration', createdAt: '2026-01-01T00:00:00Z' },
    }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    const initial = prefillFromQuery(new URLSearchParams('type=exporter_registration&plan=professional'));
    renderWithProviders(<ContactForm initialValues={initial} />);
    expect(labelled('Inquiry Type').value).toBe('exporter_registration');
    expect(labelled('Subject').value).toBe('Professional plan registration');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText(CONTACT_MESSAGES.name)).toBeTruthy();
    expect(screen.getByText(EMAIL_REQUIRED_MESSAGE)).toBeTruthy();
    expect(document.activeElement).toBe(labelled('Name'));
    expect(api.calls).toEqual([]);

    await user.type(labelled('Name'), 'Bilal Ahmed');
    await user.type(labelled('Email'), 'bilal@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Message Sent Successfully');
    expect(api.calls).toEqual([
      {
        method: 'POST',
        url: '/api/contact',
        body: {
          name: 'Bilal Ahmed',
          email: 'bilal@example.com',
          subject: 'Professional plan registration',
          message: initial.message,
          inquiry_type: 'exporter_registration',
        },
      },
    ]);
    expect(labelled('Subject').value).toBe('');
    expect(labelled('Inquiry Type').value).toBe('general');
    expect(screen.queryByText(CONTACT_MESSAGES.name)).toBeNull();
  });

  it("shows the server's message when it refuses, else the spec's", async () => {
    const api = mockApi(() => ({
      status: 429,
      body: {
        statusCode: 429,
        code: 'RATE_LIMITED',
        reason: 'TOO_MANY_REQUESTS',
        message: 'Too many requests',
      },
    }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactForm initialValues={prefillFromQuery(new URLSearchParams())} />);
    await user.type(labelled('Name'), 'Bilal Ahmed');
    await user.type(labelled('Email'), 'bilal@example.com');
    await user.type(labelled('Subject'), 'Sourcing');
    await user.type(labelled('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Too many requests');
    expect(screen.getByText('Error')).toBeTruthy();
    expect(labelled('Subject').value).toBe('Sourcing');
  });
});
