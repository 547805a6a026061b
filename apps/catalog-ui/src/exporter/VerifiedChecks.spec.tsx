import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExporterDto, PublicVerificationDto } from '@ped/contracts/catalog';
import { createQueryClient } from '@ped/web-kit';
import { Route, Routes } from '@ped/web-kit/ui';
import { mockApi, renderWithProviders, type FakeAnswer } from '@ped/web-kit/testing';
import { ExporterProfilePage } from './ExporterProfilePage';

const exporter: ExporterDto = {
  id: 5,
  companyName: 'Indus Textiles',
  description: 'Cotton towels and bed linen from Faisalabad.',
  logoUrl: null,
  city: 'Faisalabad',
  country: 'Pakistan',
  establishedYear: 2001,
  certifications: [],
  isVerified: true,
  isPremium: false,
  businessType: 'Manufacturer',
  categoryIds: [1],
  responseRate: null,
  medianResponseMinutes: null,
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

const VERIFIED: PublicVerificationDto = {
  exporterId: 5,
  isVerified: true,
  checks: [
    { check: 'site', approvedAt: '2026-04-02T10:00:00.000Z', expiresAt: '2027-04-02T10:00:00.000Z' },
    {
      check: 'legal_entity',
      approvedAt: '2026-03-10T10:00:00.000Z',
      expiresAt: '2027-03-10T10:00:00.000Z',
    },
    // Lapsed on 1 May 2026, before "today" (15 June 2026): never shown as passed.
    { check: 'contact', approvedAt: '2025-05-01T10:00:00.000Z', expiresAt: '2026-05-01T10:00:00.000Z' },
  ],
};

/** The profile answers at once; the verification answer waits for `release` (a slow second read). */
function renderProfile(profile: ExporterDto, verification: () => FakeAnswer) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const api = mockApi(async (call) => {
    if (call.url === '/api/exporters/5') return { status: 200, body: profile };
    if (call.url === '/api/exporters/5/verification') {
      await held;
      return verification();
    }
    if (call.url === '/api/exporters/5/products') return { status: 200, body: [] };
    return { status: 404, body: { statusCode: 404, message: 'Not found' } };
  });
  renderWithProviders(
    <Routes>
      <Route path="/exporters/:id" element={<ExporterProfilePage />} />
    </Routes>,
    { path: '/exporters/5', queryClient: createQueryClient() },
  );
  return { api, release };
}

describe('the profile’s verification line (checks passed and when)', () => {
  let restore = () => undefined as void;
  beforeEach(() => {
    // Only the clock is fixed (timers stay real: the page's reads and Testing Library's waits use them).
    jest.useFakeTimers({
      now: new Date('2026-06-15T12:00:00.000Z'),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    restore();
  });

  it('shows the profile first, then names the checks passed with their months, leaving a lapsed one out', async () => {
    const { api, release } = renderProfile(exporter, () => ({ status: 200, body: VERIFIED }));
    restore = api.restore;
    await screen.findByRole('heading', { level: 1, name: 'Indus Textiles' });
    // The profile is on screen before the verification answer; its line's space is already kept.
    expect(screen.getAllByText('Verified').length).toBeGreaterThan(0);
    expect(screen.getByTestId('verified-checks').textContent).toBe('');
    expect(api.calls.map((call) => call.url).indexOf('/api/exporters/5')).toBe(0);
    release();
    const line = await screen.findByText('Checks passed:');
    expect(line.parentElement!.textContent).toBe('Checks passed: Legal entity (Mar 2026), Site (Apr 2026)');
    expect(
      [...line.parentElement!.querySelectorAll('time')].map((time) => time.getAttribute('dateTime')),
    ).toEqual(['2026-03-10T10:00:00.000Z', '2026-04-02T10:00:00.000Z']);
    expect(screen.queryByText(/Contact details/)).toBeNull();
  });

  it('says so when no check has passed', async () => {
    const first = renderProfile({ ...exporter, isVerified: false }, () => ({
      status: 200,
      body: { exporterId: 5, isVerified: false, checks: [] },
    }));
    restore = first.api.restore;
    first.release();
    expect(await screen.findByText('No verification checks passed yet')).toBeTruthy();
    expect(screen.queryByText('Verified')).toBeNull();
  });

  it('shows a profile Verified by the team without checks as such', async () => {
    const { api, release } = renderProfile(exporter, () => ({
      status: 200,
      body: { exporterId: 5, isVerified: true, checks: [] },
    }));
    restore = api.restore;
    release();
    expect(await screen.findByText('Verified by the directory team')).toBeTruthy();
  });

  it('keeps the profile when the verification read fails, and reads it again on request', async () => {
    let fail = true;
    const { api, release } = renderProfile(exporter, () =>
      fail ? { status: 503 } : { status: 200, body: VERIFIED },
    );
    restore = api.restore;
    release();
    expect(await screen.findByText(/The verification details could not be loaded/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Indus Textiles' })).toBeTruthy();
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Checks passed:')).toBeTruthy();
  });
});
