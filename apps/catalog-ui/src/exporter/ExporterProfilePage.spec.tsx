import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExporterDto } from '@ped/contracts/catalog';
import { createQueryClient, type AuthUser } from '@ped/web-kit';
import { Route, Routes } from '@ped/web-kit/ui';
import { mockApi, renderWithProviders } from '@ped/web-kit/testing';
import { ExporterProfilePage } from './ExporterProfilePage';

const exporter: ExporterDto = {
  id: 5,
  companyName: 'Indus Textiles',
  description: 'Cotton towels and bed linen from Faisalabad.',
  logoUrl: null,
  city: 'Faisalabad',
  country: 'Pakistan',
  establishedYear: 2001,
  certifications: ['GOTS Certification'],
  isVerified: true,
  isPremium: false,
  businessType: 'Manufacturer',
  categoryIds: [1],
  responseRate: 100,
  medianResponseMinutes: 45,
  contactPerson: 'Bilal Ahmed',
  email: 'sales@indus.example',
  phone: null,
  website: null,
  address: null,
  employeeCount: '51-100',
  status: 'approved',
  productCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderProfile(path: string, user: AuthUser | null = null) {
  const api = mockApi((call) => {
    if (call.url === '/api/exporters/5') return { status: 200, body: exporter };
    if (call.url === '/api/exporters/5/products') return { status: 200, body: [] };
    if (call.url === '/api/buyer/saved-exporters/ids') return { status: 200, body: { exporterIds: [5] } };
    return { status: 404, body: { statusCode: 404, message: 'Not found' } };
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/exporters/:id" element={<ExporterProfilePage />} />
    </Routes>,
    { path, user, queryClient: createQueryClient() },
  );
  return { api, view };
}

const buyer: AuthUser = {
  id: 7,
  email: 'amina@example.com',
  firstName: 'Amina',
  profileImageUrl: null,
  role: 'buyer',
  kind: 'buyer',
};

describe('/exporters/{id} (the profile), for buyers', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('opens the contact dialog when asked by ?contact=1, once', async () => {
    const { api, view } = renderProfile('/exporters/5?contact=1');
    restore = api.restore;
    // The dialog's code loads on first use (slow on a busy machine).
    await screen.findByRole('dialog', { name: 'Contact Indus Textiles' }, { timeout: 5000 });
    await waitFor(() => expect(view.currentPath()).toBe('/exporters/5'));
  });

  it("shows a buyer's Save toggle pressed beside Contact Exporter when the exporter is saved", async () => {
    const { api } = renderProfile('/exporters/5', buyer);
    restore = api.restore;
    const toggle = await screen.findByRole('button', { name: 'Remove Indus Textiles from saved' });
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The response figures in the header.
    expect(screen.getByTestId('responsiveness').textContent).toBe('Responds within 1 h · 100% response rate');
  });

  it("leads a signed-in buyer's Contact Exporter to a new conversation with the exporter; others get the contact dialog", async () => {
    const { api, view } = renderProfile('/exporters/5', buyer);
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Contact Exporter' }));
    // The sign-in state is read when the button is used.
    await waitFor(() => expect(view.currentPath()).toBe('/messages?exporterId=5'));
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();
    api.restore();

    const exporterAccount = { ...buyer, role: 'exporter', kind: 'user' as const };
    const other = renderProfile('/exporters/5', exporterAccount);
    restore = other.api.restore;
    await user.click(await screen.findByRole('button', { name: 'Contact Exporter' }));
    // The dialog's code loads on first use (slow on a busy machine).
    await screen.findByRole('dialog', { name: 'Contact Indus Textiles' }, { timeout: 5000 });
    expect(other.view.currentPath()).toBe('/exporters/5');
  });

  it('shows the profile in tabs: Overview first, another tab by click or arrow keys, its panel rendered when first shown', async () => {
    const { api } = renderProfile('/exporters/5');
    restore = api.restore;
    const overview = await screen.findByRole('tab', { name: 'Overview', selected: true });
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(overview.id);
    expect(api.calls.some((call) => call.url === '/api/exporters/5/products')).toBe(false);

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('tab', { name: 'Products (0)' }));
    expect(screen.getByRole('tab', { name: 'Products (0)', selected: true }).tabIndex).toBe(0);
    expect(overview.tabIndex).toBe(-1);
    await waitFor(() =>
      expect(api.calls.some((call) => call.url === '/api/exporters/5/products')).toBe(true),
    );

    await user.keyboard('{ArrowRight}');
    const certifications = screen.getByRole('tab', { name: 'Certifications', selected: true });
    expect(document.activeElement).toBe(certifications);
    expect(screen.getByRole('tabpanel').textContent).toContain('GOTS Certification');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBe(document.activeElement);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Certifications', selected: true })).toBe(document.activeElement);
  });
});
