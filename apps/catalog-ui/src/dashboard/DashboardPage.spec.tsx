import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPORTER_PROFILE_MESSAGES, establishedYearMessage } from '@ped/contracts/options';
import { leavePage, mockApi, renderWithProviders, type ApiCall, type FakeAnswer } from '@ped/web-kit/testing';
import { DashboardPage } from './DashboardPage';
import { exporterUser, myExporter, readingQueryClient } from './workspaceFixtures';

const NO_PROFILE: FakeAnswer = {
  status: 404,
  body: {
    statusCode: 404,
    code: 'NOT_FOUND',
    reason: 'EXPORTER_PROFILE_NOT_FOUND',
    message: EXPORTER_PROFILE_MESSAGES.notFound,
  },
};

const labelled = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), {
    selector: 'input, select, textarea',
  }) as HTMLInputElement;

describe('/dashboard', () => {
  const leave = jest.spyOn(leavePage, 'to').mockImplementation(() => undefined);
  let restore = () => undefined as void;
  afterEach(() => {
    leave.mockClear();
    restore();
  });

  function serve(answer: (call: ApiCall) => FakeAnswer) {
    const api = mockApi(answer);
    restore = api.restore;
    return api;
  }

  it('sends a visitor to sign in after the "Unauthorized" toast, to come back here', async () => {
    renderWithProviders(<DashboardPage />, { path: '/dashboard', user: null });
    await screen.findByText('You are logged out. Logging in again...');
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/api/login?returnTo=%2Fdashboard'));
    expect(screen.queryByRole('heading', { name: 'Exporter dashboard' })).toBeNull();
  });

  it('tells a signed-in buyer that the dashboard is for exporter accounts, without asking the API', () => {
    const api = serve(() => ({ status: 500 }));
    renderWithProviders(<DashboardPage />, {
      path: '/dashboard',
      user: { ...exporterUser, role: 'buyer', kind: 'buyer' },
    });
    expect(screen.getByRole('heading', { name: 'This dashboard is for exporter accounts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your buyer dashboard' }).getAttribute('href')).toBe(
      '/buyer-dashboard',
    );
    expect(api.calls).toEqual([]);
  });

  it("offers an account without a profile the create form, checked with the contract's messages", async () => {
    const api = serve(() => NO_PROFILE);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DashboardPage />, {
      path: '/dashboard',
      user: exporterUser,
      queryClient: readingQueryClient(),
    });
    expect(await screen.findByRole('heading', { name: 'Create Your Exporter Profile' })).toBeTruthy();
    expect(screen.getByText('Welcome, Amina Khan.')).toBeTruthy();
    // The spec's defaults: the signed-in e-mail, Pakistan and this year.
    expect(labelled('Business Email').value).toBe('amina@indus.example');
    expect(labelled('Country').value).toBe('Pakistan');
    expect(labelled('Established Year').value).toBe(String(new Date().getFullYear()));
    await user.clear(labelled('Established Year'));
    await user.type(labelled('Established Year'), '1700');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(screen.getByText(EXPORTER_PROFILE_MESSAGES.companyName)).toBeTruthy();
    expect(screen.getByText(establishedYearMessage())).toBeTruthy();
    expect(document.activeElement).toBe(labelled('Company Name'));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('creates the profile (certifications split from the comma text) and shows the pending workspace', async () => {
    const api = serve((call) =>
      call.method === 'POST'
        ? { status: 201, body: myExporter({ status: 'pending', certifications: ['ISO 9001', 'Oeko-Tex'] }) }
        : call.url === '/api/my-exporter'
          ? NO_PROFILE
          : {
              status: 200,
              body: {
                profileViews30d: 0,
                inquiries30d: 0,
                responseRate: null,
                medianResponseMinutes: null,
                days: [],
              },
            },
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DashboardPage />, {
      path: '/dashboard',
      user: exporterUser,
      queryClient: readingQueryClient(),
    });
    await user.type(await screen.findByLabelText(/^Company Name/), ' Indus Textiles ');
    await user.type(labelled('Website'), 'indus.example');
    await user.type(labelled('Certifications'), 'ISO 9001, , Oeko-Tex ,');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    await screen.findByText('Exporter profile created successfully!');
    expect(api.calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/exporters',
      body: {
        companyName: 'Indus Textiles',
        email: 'amina@indus.example',
        website: 'https://indus.example',
        country: 'Pakistan',
        establishedYear: new Date().getFullYear(),
        certifications: ['ISO 9001', 'Oeko-Tex'],
      },
    });
    expect(await screen.findByText('Your profile is under review')).toBeTruthy();
    expect(screen.getByText(/verifies new exporters within 48 hours/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Overview' })).toBeTruthy();
  });

  it("shows the server's refusal of a field beside it under the spec's error toast", async () => {
    serve((call) =>
      call.method === 'POST'
        ? {
            status: 409,
            body: {
              statusCode: 409,
              code: 'CONFLICT',
              reason: 'APPLICATION_EMAIL_TAKEN',
              message: 'An application with this email already exists',
              details: [{ field: 'email', messages: ['An application with this email already exists'] }],
            },
          }
        : NO_PROFILE,
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DashboardPage />, {
      path: '/dashboard',
      user: exporterUser,
      queryClient: readingQueryClient(),
    });
    await user.type(await screen.findByLabelText(/^Company Name/), 'Indus Textiles');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    await screen.findByText('Failed to create exporter profile');
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByText('An application with this email already exists')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(labelled('Business Email')));
  });

  it('shows a rejected exporter the reason and how to apply again', async () => {
    serve((call) =>
      call.url === '/api/my-exporter'
        ? { status: 200, body: myExporter({ status: 'rejected', rejectionReason: 'No NTN on file' }) }
        : { status: 500 },
    );
    renderWithProviders(<DashboardPage />, {
      path: '/dashboard',
      user: exporterUser,
      queryClient: readingQueryClient(),
    });
    expect(await screen.findByText('Your profile was not approved')).toBeTruthy();
    expect(screen.getByText('No NTN on file')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'contact us' }).getAttribute('href')).toBe('/contact');
  });
});
