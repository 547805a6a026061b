import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../api/apiError';
import { renderWithProviders } from '../testing/renderWithProviders';
import type { FieldErrors } from './authValidation';
import { FormField } from './FormField';
import { useValidatedForm } from './useValidatedForm';

interface Values {
  name: string;
  email: string;
  kind: string;
  note: string;
}

const EMPTY: Values = { name: '', email: '', kind: 'a', note: '' };

// Deliberately listed in another order than the form shows them: focus follows the page, not the object.
function validate(values: Values): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  if (!values.note.trim()) errors.note = 'Note is required';
  if (!values.email.includes('@')) errors.email = 'Please enter a valid email address';
  if (!values.name.trim()) errors.name = 'Your name is required';
  return errors;
}

function Form({ onValid, failWith }: { onValid: (values: Values) => void; failWith?: unknown }) {
  const form = useValidatedForm(EMPTY, validate);
  return (
    <form
      noValidate
      aria-label="Example"
      onSubmit={form.handleSubmit((values) => {
        onValid(values);
        if (failWith) form.showServerErrors(failWith);
        else form.reset();
      })}
    >
      <FormField label="Name" markRequired {...form.field('name')} />
      <FormField label="Email" type="email" {...form.field('email')} />
      <FormField
        label="Kind"
        type="select"
        options={[
          { value: 'a', label: 'Kind A' },
          { value: 'b', label: 'Kind B' },
        ]}
        {...form.field('kind')}
      />
      <FormField label="Note" type="textarea" helper="A line or two." {...form.field('note')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useValidatedForm + FormField', () => {
  it('shows no message before the first submit, then every message, and focuses the first invalid field on the page', async () => {
    const user = userEvent.setup({ delay: null });
    const onValid = jest.fn();
    renderWithProviders(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Note', description: 'A line or two.' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Your name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Note is required')).toBeTruthy();
    expect(screen.queryByText('A line or two.')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Name/));
    // Each message is the description of its control (aria-describedby), which is marked invalid.
    for (const [name, description] of [
      [/^Name/, 'Your name is required'],
      ['Email', 'Please enter a valid email address'],
      ['Note', 'Note is required'],
    ] as const) {
      const control = screen.getByRole('textbox', { name, description });
      expect(control.getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getByRole('combobox', { name: 'Kind' }).getAttribute('aria-describedby')).toBeNull();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('keeps the messages current while typing and hands over the values once valid', async () => {
    const user = userEvent.setup({ delay: null });
    const onValid = jest.fn();
    renderWithProviders(<Form onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByLabelText(/^Name/), 'Amina');
    expect(screen.queryByText('Your name is required')).toBeNull();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();

    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Kind B');
    await user.type(screen.getByLabelText('Note'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({
      name: 'Amina',
      email: 'amina@example.com',
      kind: 'b',
      note: 'Hello',
    });
    // reset(): the first values again, and no messages until the next submit.
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Your name is required')).toBeNull();
  });

  it("shows the server's field messages beside their fields until each is edited", async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = new ApiError(
      400,
      JSON.stringify({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        reason: 'INVALID_FIELDS',
        message: 'Invalid fields',
        details: [
          { field: 'note', messages: ['Note is too long'] },
          { field: 'email', messages: ['An account with this email already exists'] },
          { field: 'unknown', messages: ['Not a field of this form'] },
        ],
      }),
    );
    renderWithProviders(<Form onValid={() => undefined} failWith={refusal} />);
    await user.type(screen.getByLabelText(/^Name/), 'Amina');
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.type(screen.getByLabelText('Note'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(screen.getByText('An account with this email already exists')).toBeTruthy();
    expect(screen.getByText('Note is too long')).toBeTruthy();
    expect(screen.queryByText('Not a field of this form')).toBeNull();

    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('An account with this email already exists')).toBeNull();
    expect(screen.getByText('Note is too long')).toBeTruthy();
  });
});
