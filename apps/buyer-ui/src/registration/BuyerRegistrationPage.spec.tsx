import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BuyerProfileDto } from '@ped/contracts/identity';
import { BUYER_PROFILE_MESSAGES } from '@ped/contracts/options';
import type { AuthUser } from '@ped/web-kit';
import { mockApi, renderWithProviders, type RenderOptions } from '@ped/web-kit/testing';
import { Route, Routes } from '@ped/web-kit/ui';
import { BuyerRegistrationPage } from './BuyerRegistrationPage';

/** The page among routes, so that leaving it unmounts it as in the site. */
const renderPage = (options: RenderOptions) =>
  renderWithProviders(
    <Routes>
      <Route path="/buyer-registration" element={<BuyerRegistrationPage />} />
      <Route path="*" element={<p>Another page</p>} />
    </Routes>,
    options,
  );

const buyer: AuthUser = {
  id: 3,
  email: 'omar@example.com',
  firstName: 'Omar',
  lastName: 'Farooq',
  profileImageUrl: null,
  role: 'buyer',
  kind: 'buyer',
  hasBuyerProfile: false,
};

const savedProfile: BuyerProfileDto = {
  buyerUserId: 3,
  companyName: 'Farooq Imports GmbH',
  businessType: 'trading company',
  industryFocus: ['Rice & Grains', 'Salt & Minerals'],
  country: 'Germany',
  city: 'Hamburg',
  website: 'https://farooq.example',
  phone: null,
  address: null,
  yearEstablished: 2004,
  employeeCount: '11-50',
  annualTurnover: '1m-10m',
  preferredPaymentTerms: ['Letter of Credit (LC)'],
  shippingRequirements: null,
  certificationRequirements: [],
  bio: 'We import rice.',
  isVerified: false,
};

type User = ReturnType<typeof userEvent.setup>;

const control = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`), {
    selector: 'input, select, textarea',
  }) as HTMLInputElement;
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const percent = () =>
  screen.getByRole('progressbar', { name: 'Profile completion' }).getAttribute('aria-valuenow');

async function expectRefused(message: string) {
  await screen.findByText('Incomplete Information');
  expect(screen.getByText(BUYER_PROFILE_MESSAGES.incomplete)).toBeTruthy();
  expect(screen.getByText(message)).toBeTruthy();
}

async function fillCompany(user: User) {
  await user.type(control('Company Name'), 'Farooq Imports');
  await user.selectOptions(control('Business Type'), 'Wholesaler');
  await user.type(control('Country'), 'Germany');
}

describe('/buyer-registration (the four-step wizard)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('refuses Next on each of steps 1-3 until its required fields are filled, then sends every field', async () => {
    const api = mockApi(({ body }) => ({ status: 200, body: { ...savedProfile, ...(body as object) } }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    const view = renderPage({
      path: '/buyer-registration',
      user: { ...buyer, firstName: null, lastName: null },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, buyer!' })).toBeTruthy();
    await stepHeading('Personal Information');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    // Only the e-mail is filled: 1 of 18 fields.
    expect(percent()).toBe('6');

    await next(user);
    await expectRefused(BUYER_PROFILE_MESSAGES.firstName);
    expect(screen.getByText(BUYER_PROFILE_MESSAGES.lastName)).toBeTruthy();
    expect(document.activeElement).toBe(control('First Name'));
    await user.type(control('First Name'), 'Omar');
    await user.type(control('Last Name'), 'Farooq');
    await next(user);

    await stepHeading('Company Information');
    expect(screen.queryByText(BUYER_PROFILE_MESSAGES.companyName)).toBeNull();
    await next(user);
    await expectRefused(BUYER_PROFILE_MESSAGES.companyName);
    expect(screen.getByText(BUYER_PROFILE_MESSAGES.businessType)).toBeTruthy();
    expect(screen.getByText(BUYER_PROFILE_MESSAGES.country)).toBeTruthy();
    await fillCompany(user);
    await user.type(control('Website'), 'not a website');
    await next(user);
    expect(screen.getByText(BUYER_PROFILE_MESSAGES.website)).toBeTruthy();
    await user.clear(control('Website'));
    await next(user);

    await stepHeading('Business Interests & Requirements');
    await next(user);
    await expectRefused(BUYER_PROFILE_MESSAGES.industryFocus);
    for (const industry of [
      'Textiles & Garments',
      'Rice & Grains',
      'Chemicals',
      'Handicrafts',
      'Electronics',
    ])
      await user.click(screen.getByRole('checkbox', { name: industry }));
    await user.click(screen.getByRole('checkbox', { name: 'Advance Payment' }));
    await next(user);

    await stepHeading('Final Details & Review');
    // Spec: up to 3 industries, then "+N more".
    expect(screen.getByText('Textiles & Garments')).toBeTruthy();
    expect(screen.getByText('Chemicals')).toBeTruthy();
    expect(screen.queryByText('Handicrafts')).toBeNull();
    expect(screen.getByText('+2 more')).toBeTruthy();
    expect(screen.getByText(/reviews new buyer profiles within 24 hours/)).toBeTruthy();
    await user.type(control('Company Bio'), 'Importers of rice and textiles.');
    // firstName, lastName, email, companyName, businessType, country, industryFocus, payment terms, bio: 9 of 18.
    expect(percent()).toBe('50');

    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await screen.findByText('Registration Successful!');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/buyer/complete-profile',
      body: {
        firstName: 'Omar',
        lastName: 'Farooq',
        email: 'omar@example.com',
        companyName: 'Farooq Imports',
        businessType: 'Wholesaler',
        country: 'Germany',
        industryFocus: ['Textiles & Garments', 'Rice & Grains', 'Chemicals', 'Handicrafts', 'Electronics'],
        preferredPaymentTerms: ['Advance Payment'],
        certificationRequirements: [],
        bio: 'Importers of rice and textiles.',
      },
    });
    expect(api.calls[0].body).not.toHaveProperty('website');
    await waitFor(() => expect(view.currentPath()).toBe('/buyer-dashboard'));
  });

  it('pre-fills the e-mail from the account and locks it, and Previous keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage({ path: '/buyer-registration', user: buyer });
    const email = control('Email');
    expect(email.value).toBe('omar@example.com');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText('Locked: the e-mail address you signed in with.')).toBeTruthy();
    expect(control('First Name').value).toBe('Omar');
    await next(user);
    await stepHeading('Company Information');
    await user.type(control('Company Name'), 'Farooq Imports');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await stepHeading('Personal Information');
    await next(user);
    expect(control('Company Name').value).toBe('Farooq Imports');
  });

  it("shows the server's refusal of a field on the step that holds it, with the failure toast", async () => {
    const api = mockApi(() => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'INVALID_FIELDS',
        message: BUYER_PROFILE_MESSAGES.website,
        details: [{ field: 'website', messages: [BUYER_PROFILE_MESSAGES.website] }],
      },
    }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    renderPage({ path: '/buyer-registration', user: buyer });
    await next(user);
    await fillCompany(user);
    await user.type(control('Website'), 'farooq.example');
    await next(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Rice & Grains' }));
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Complete Registration' }));

    await screen.findByText('Registration Failed');
    await stepHeading('Company Information');
    expect(within(screen.getByRole('form')).getByText(BUYER_PROFILE_MESSAGES.website)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(control('Website')));
  });

  it('says "Failed to create buyer profile" when the server gives no message', async () => {
    const api = mockApi(() => ({ status: 502 }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    renderPage({ path: '/buyer-registration', user: buyer });
    await next(user);
    await fillCompany(user);
    await next(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Rice & Grains' }));
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Complete Registration' }));
    await screen.findByText('Failed to create buyer profile');
  });

  it('edits a saved profile: the wizard starts from it (?edit=1) and saving goes to the Profile tab', async () => {
    const api = mockApi(({ method }) => ({
      status: 200,
      body: method === 'GET' ? savedProfile : savedProfile,
    }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    const view = renderPage({
      path: '/buyer-registration?edit=1',
      user: { ...buyer, hasBuyerProfile: true },
    });
    view.queryClient.setQueryData(['/api/buyer/profile'], savedProfile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit your buyer profile' })).toBeTruthy();
    await next(user);
    expect(control('Company Name').value).toBe('Farooq Imports GmbH');
    expect(control('Business Type').value).toBe('Trading Company');
    expect(control('Annual Turnover (USD)').value).toBe('1m-10m');
    await next(user);
    expect((screen.getByRole('checkbox', { name: 'Salt & Minerals' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await screen.findByText('Profile Updated');
    expect(api.calls[0]).toMatchObject({
      body: { companyName: 'Farooq Imports GmbH', yearEstablished: 2004 },
    });
    await waitFor(() => expect(view.currentPath()).toBe('/buyer-dashboard?tab=profile'));
  });

  it('sends a buyer who completed the wizard on to the dashboard', async () => {
    const view = renderPage({
      path: '/buyer-registration',
      user: { ...buyer, hasBuyerProfile: true },
    });
    await waitFor(() => expect(view.currentPath()).toBe('/buyer-dashboard'));
  });

  it.each([
    ['a visitor', null],
    ['an exporter', { ...buyer, role: 'exporter', kind: 'user' } satisfies AuthUser],
  ])('sends %s to /buyer-login after "Authentication Required"', async (_who, user) => {
    const view = renderPage({ path: '/buyer-registration', user });
    await screen.findByText('Authentication Required');
    expect(screen.getByText('Please login to complete your buyer registration.')).toBeTruthy();
    expect(view.currentPath()).toBe('/buyer-registration');
    await waitFor(() => expect(view.currentPath()).toBe('/buyer-login'), { timeout: 4000 });
    expect(screen.queryByRole('heading', { name: /Welcome/ })).toBeNull();
  });
});
