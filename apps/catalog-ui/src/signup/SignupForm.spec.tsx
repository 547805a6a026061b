import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPORTER_SIGNUP_MESSAGES, yearEstablishedMessage } from '@ped/contracts/options';
import { mockApi, renderWithProviders } from '@ped/web-kit/testing';
import { SignupForm } from './SignupForm';

const labelled = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), {
    selector: 'input, select, textarea',
  }) as HTMLInputElement;

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  const type = async (label: string, text: string) => {
    await user.click(labelled(label));
    await user.paste(text);
  };
  await type('Company Name', 'Indus Textiles');
  await user.selectOptions(labelled('Business Type'), 'Manufacturer');
  await type('Year Established', '1998');
  await user.selectOptions(labelled('Number of Employees'), '51-100');
  await type('Contact Person Name', 'Amina Khan');
  await type('Email', 'amina@indus.example');
  await type('Phone', '+92 300 0000000');
  await type('Address', '12 Mall Road');
  await type('City', 'Lahore');
  await user.selectOptions(labelled('Province'), 'Punjab');
  await type('Company Description', 'Bed linen and towels from our own mills, for Europe.');
  await type('Main Products', 'Bed linen, towels');
  await user.selectOptions(labelled('Export Experience'), '6-10 Years');
  await type('Target Markets', 'EU');
  await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
  await user.click(screen.getByRole('checkbox', { name: /processing of my company/ }));
}

describe('SignupForm (free exporter registration)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it("refuses an empty form with the spec's messages, focusing the first field, and the server's year range", async () => {
    const api = mockApi(() => ({ status: 500 }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SignupForm />);
    await user.click(screen.getByRole('button', { name: 'Submit Registration' }));
    for (const message of [
      EXPORTER_SIGNUP_MESSAGES.companyName,
      EXPORTER_SIGNUP_MESSAGES.yearEstablished,
      EXPORTER_SIGNUP_MESSAGES.description,
      EXPORTER_SIGNUP_MESSAGES.agreeToTerms,
      EXPORTER_SIGNUP_MESSAGES.agreeToDataProcessing,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(labelled('Company Name'));
    await user.type(labelled('Year Established'), '1700');
    expect(screen.getByText(yearEstablishedMessage())).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("sends the application and shows the server's refusal of a field beside it", async () => {
    const api = mockApi(() => ({
      status: 409,
      body: {
        statusCode: 409,
        code: 'CONFLICT',
        reason: 'APPLICATION_EMAIL_TAKEN',
        message: 'An application with this email already exists',
        details: [{ field: 'email', messages: ['An application with this email already exists'] }],
      },
    }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SignupForm />, { path: '/exporter-signup' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Registration' }));
    await screen.findByText('Registration Failed');
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/exporter/signup',
      body: { companyName: 'Indus Textiles', city: 'Lahore', agreeToTerms: true, certifications: [] },
    });
    expect(screen.getAllByText('An application with this email already exists')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(labelled('Email')));
  });
});
