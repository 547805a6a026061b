import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExporterStatus } from '@ped/contracts/options';
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

const METRICS: FakeAnswer = {
  status: 200,
  body: { profileViews30d: 0, inquiries30d: 0, responseRate: null, medianResponseMinutes: null, days: [] },
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

  /** The workspace of an exporter in `status`; any read besides its profile and figures fails loudly. */
  async function workspaceOf(status: ExporterStatus) {
    const api = serve((call) =>
      call.url === '/api/my-exporter'
        ? {
            status: 200,
            body: myExporter({ status, rejectionReason: status === 'rejected' ? 'No NTN' : null }),
          }
        : call.url === '/api/my-exporter/metrics'
          ? METRICS
          : { status: 500 },
    );
    const page = renderWithProviders(<DashboardPage />, {
      path: '/dashboard',
      user: exporterUser,
      queryClient: readingQueryClient(),
    });
    await screen.findByRole('heading', { level: 2, name: 'Indus Textiles' });
    return { api, page, user: userEvent.setup({ delay: null }) };
  }

  it('shows a pending applicant why buying requests and verification wait and what happens next, asking the server for neither', async () => {
    const { api, page, user } = await workspaceOf('pending');
    let section: HTMLElement | undefined;
    for (const [tab, title] of [
      ['Buying Requests', 'Buying requests open once your profile is approved'],
      ['Verification', 'Verification opens once your profile is approved'],
    ] as const) {
      await user.click(screen.getByRole('tab', { name: tab }));
      section = await screen.findByRole('region', { name: title });
      expect(within(section).getByText('We review new exporter profiles within 48 hours.')).toBeTruthy();
      expect(within(section).getByText(/We e-mail amina@indus\.example when yours is approved/)).toBeTruthy();
    }
    expect(
      api.calls.filter((call) =>
        /^\/api\/(requirements|my-exporter\/(verification|responses|requirement-alerts))/.test(call.url),
      ),
    ).toEqual([]);
    expect(screen.queryByText('Error')).toBeNull();
    // The way on: the profile, while the review runs.
    await user.click(within(section!).getByRole('link', { name: 'Complete your profile meanwhile' }));
    expect(page.currentPath()).toBe('/dashboard?tab=profile');
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
  });

  it('counts the new requests in its categories on the Buying Requests tab, lists them there and marks them seen', async () => {
    const alert = (requirementId: number, title: string, seen = false) => ({
      requirementId,
      title,
      categoryName: 'Textiles',
      postedAt: '2026-11-27T09:00:00.000Z',
      seen,
    });
    const unseen = [alert(9, 'Bath towels for Lyon'), alert(8, 'Denim fabric for Porto')];
    const api = serve((call) => {
      if (call.url === '/api/my-exporter') return { status: 200, body: myExporter({ status: 'approved' }) };
      if (call.url === '/api/my-exporter/metrics') return METRICS;
      if (call.url === '/api/my-exporter/requirement-alerts')
        return { status: 200, body: { unseen: 2, items: [...unseen, alert(7, 'Older', true)] } };
      if (call.url === '/api/my-exporter/requirement-alerts/seen')
        return { status: 200, body: { unseen: 0, items: unseen.map((a) => ({ ...a, seen: true })) } };
      if (call.url === '/api/my-exporter/products') return { status: 200, body: { products: [] } };
      if (call.url === '/api/my-exporter/responses')
        return { status: 200, body: { items: [], allowance: { monthlyLimit: null, usedThisMonth: 0 } } };
      if (call.url === '/api/categories') return { status: 200, body: [] };
      if (call.url.startsWith('/api/requirements'))
        return { status: 200, body: { items: [], total: 0, page: 1, pageSize: 10 } };
      return { status: 500 };
    });
    renderWithProviders(<DashboardPage />, {
      path: '/dashboard',
      user: exporterUser,
      queryClient: readingQueryClient(),
    });
    const user = userEvent.setup({ delay: null });
    const tab = await screen.findByRole('tab', { name: /Buying Requests\s*2 new/ });
    await user.click(tab);
    const fresh = await screen.findByRole('region', { name: '2 new requests in your categories' });
    expect(within(fresh).getByText('Bath towels for Lyon')).toBeTruthy();
    expect(within(fresh).queryByText('Older')).toBeNull();
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.url === '/api/my-exporter/requirement-alerts/seen'),
      ).toHaveLength(1),
    );
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Buying Requests' })).toBeTruthy());
    // Still listed for this visit; "Show it" searches the list for it across categories.
    await user.click(within(fresh).getAllByRole('button', { name: 'Show it' })[0]!);
    await waitFor(() =>
      expect(api.calls.some((call) => call.url.includes('q=Bath+towels+for+Lyon'))).toBe(true),
    );
  });

  it('tells a rejected exporter to update its profile to be reviewed again before buying requests open', async () => {
    const { user } = await workspaceOf('rejected');
    await user.click(screen.getByRole('tab', { name: 'Buying Requests' }));
    const section = await screen.findByRole('region', {
      name: 'Buying requests open once your profile is approved',
    });
    expect(
      within(section).getByText(/Your profile was not approved\. Update it in the Profile tab/),
    ).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Update your profile' }).getAttribute('href')).toBe(
      '/dashboard?tab=profile',
    );
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
