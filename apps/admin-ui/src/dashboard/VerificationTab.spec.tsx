import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminVerificationRequestDto } from '@ped/contracts/catalog';
import { VERIFICATION_MESSAGES } from '@ped/contracts/options';
import { renderWithProviders, type ApiCall, type FakeAnswer } from '@ped/web-kit/testing';
import { adminUser, readingQueryClient } from '../testing/adminFixtures';
import { fakeAdminApi, verificationRequest } from '../testing/dashboardFixtures';
import { VerificationTab } from './VerificationTab';

const LIST = '/api/admin/verification-requests';
const CERTIFICATE = 'https://eservices.secp.gov.pk/certificates/0123456.pdf';

function render(
  requests: AdminVerificationRequestDto[],
  special: (call: ApiCall) => FakeAnswer | null = () => null,
) {
  const world = { exporters: [], notifications: [], verificationRequests: requests };
  const api = fakeAdminApi(world, special);
  renderWithProviders(<VerificationTab />, {
    path: '/admin?tab=verification',
    user: adminUser,
    queryClient: readingQueryClient(),
  });
  const reads = () => api.calls.filter((call) => call.method === 'GET' && call.url.startsWith(LIST));
  return { api, world, reads, user: userEvent.setup({ delay: null }) };
}

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: /verification submissions/ });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`no row with ${name}`);
  return row;
};

describe('Verification tab (the verification ladder, check by check)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('lists the pending submissions: exporter, check, evidence, submitted date and status; buyer verification stays', async () => {
    const { api, reads } = render([
      verificationRequest(1),
      verificationRequest(2, {
        exporterId: 4,
        companyName: 'Sialkot Sports',
        email: 'info@sialkot.example',
        check: 'contact',
        evidence: {
          email: 'info@sialkot.example',
          emailConfirmedAt: '2026-11-21T08:00:00.000Z',
          phone: '+923001234567',
          phoneConfirmedAt: '2026-11-21T08:00:00.000Z',
        },
      }),
    ]);
    restore = api.restore;
    const row = await rowOf('Indus Textiles');
    expect(reads()[0]?.url).toBe(`${LIST}?status=pending`);
    expect(within(row).getByText('sales@indus.example')).toBeTruthy();
    expect(within(row).getByText('Legal entity')).toBeTruthy();
    expect(within(row).getByText('SECP number (CUIN)')).toBeTruthy();
    expect(within(row).getByText('0123456')).toBeTruthy();
    expect(within(row).getByText('1234567-8')).toBeTruthy();
    expect(within(row).getByText('20 Nov 2026')).toBeTruthy();
    expect(within(row).getByText('Pending review')).toBeTruthy();
    const contact = await rowOf('Sialkot Sports');
    expect(within(contact).getByText('Contact details')).toBeTruthy();
    expect(within(contact).getByText('+923001234567')).toBeTruthy();
    expect(within(contact).getByText('E-mail confirmed')).toBeTruthy();
    expect(within(contact).getByText('Phone confirmed by code')).toBeTruthy();
    const filters = screen.getByRole('group', { name: 'Show submissions' });
    expect(
      within(filters).getByRole('button', { name: /^Pending\W+2 waiting$/, pressed: true }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Buyer verification' })).toBeTruthy();
    expect(await screen.findByText('No buyers waiting')).toBeTruthy();
  });

  it('lists the uploaded files of a submission, each a download link with its kind and size', async () => {
    const { api } = render([
      verificationRequest(1, {
        files: [
          {
            id: 7,
            name: 'SECP certificate.pdf',
            contentType: 'application/pdf',
            size: 250_000,
            uploadedAt: '2026-11-20T09:00:00.000Z',
            url: '/api/verification-documents/7/file',
          },
        ],
      }),
    ]);
    restore = api.restore;
    const row = await rowOf('Indus Textiles');
    const link = within(row).getByRole('link', { name: 'Download SECP certificate.pdf' });
    expect(link.getAttribute('href')).toBe('/api/verification-documents/7/file');
    expect(link.hasAttribute('download')).toBe(true);
    expect(within(row).getByText('PDF, 244 KB')).toBeTruthy();
  });

  it('shows an evidence link as its own text with its host, opening in a new tab without opener or referrer', async () => {
    const { api } = render([
      verificationRequest(1),
      verificationRequest(2, {
        check: 'membership',
        evidence: { bodyName: 'Lahore Chamber', memberNumber: 'LCCI-1', link: 'javascript:alert(1)' },
      }),
    ]);
    restore = api.restore;
    const row = await rowOf('Legal entity');
    const link = within(row).getByRole('link', { name: CERTIFICATE });
    expect(link.getAttribute('href')).toBe(CERTIFICATE);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(row).getByText('eservices.secp.gov.pk')).toBeTruthy();
    // Anything but an http(s) address stays text.
    const membership = await rowOf('Exporter body membership');
    expect(within(membership).getByText('javascript:alert(1)')).toBeTruthy();
    expect(within(membership).queryByRole('link')).toBeNull();
  });

  it('approves a check (notes optional): the list reads again and the toast says what happened', async () => {
    const { api, world, reads, user } = render([
      verificationRequest(1),
      verificationRequest(2, { check: 'contact', status: 'approved', evidence: {} }),
    ]);
    restore = api.restore;
    const row = await rowOf('Pending review');
    await user.click(
      within(row).getByRole('button', { name: 'Approve the legal entity check of Indus Textiles' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve the legal entity check' });
    expect(within(dialog).getByText(/Check the SECP incorporation number/)).toBeTruthy();
    const before = reads().length;
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Check approved');
    expect(
      screen.getByText(
        'The legal entity check of Indus Textiles passes for a year. Indus Textiles is verified.',
      ),
    ).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: `${LIST}/1`,
      body: { decision: 'approved' },
    });
    expect(world.verificationRequests[0]?.status).toBe('approved');
    expect(reads().length).toBeGreaterThan(before);
    expect(await screen.findByText('No checks waiting for review')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('rejects a check only with notes, which go to the exporter', async () => {
    const { api, user } = render([verificationRequest(1, { check: 'membership', evidence: {} })]);
    restore = api.restore;
    await user.click(
      await screen.findByRole('button', {
        name: 'Reject the exporter body membership check of Indus Textiles',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject the exporter body membership check' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(VERIFICATION_MESSAGES.notes)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Notes/));
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Notes/), '  The member number is not on the register.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await screen.findByText('Check rejected');
    expect(
      screen.getByText(
        'The exporter body membership check of Indus Textiles was rejected. The exporter sees your notes.',
      ),
    ).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      decision: 'rejected',
      notes: 'The member number is not on the register.',
    });
  });

  it('shows reviewed submissions with their status, date and notes, and no actions', async () => {
    const { api, reads, user } = render([
      verificationRequest(1),
      verificationRequest(2, {
        check: 'site',
        status: 'rejected',
        evidence: { method: 'video_call', availability: 'Weekdays after 3 pm PKT' },
        adminNotes: 'No one answered the call twice.',
        reviewedAt: '2026-11-22T11:00:00.000Z',
      }),
    ]);
    restore = api.restore;
    await rowOf('Pending review');
    await user.click(screen.getByRole('button', { name: 'Rejected', pressed: false }));
    const row = await rowOf('No one answered the call twice.');
    expect(reads().at(-1)?.url).toBe(`${LIST}?status=rejected`);
    expect(within(row).getByText('Site')).toBeTruthy();
    expect(within(row).getByText('Video call with our team')).toBeTruthy();
    expect(within(row).getByText('Rejected')).toBeTruthy();
    expect(within(row).getByText('22 Nov 2026')).toBeTruthy();
    expect(within(row).getByText('Reviewed')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(reads().at(-1)?.url).toBe(LIST));
  });

  it('says so when another admin reviewed the submission meanwhile, and reads the list again', async () => {
    const { api, world, reads, user } = render([verificationRequest(1)]);
    restore = api.restore;
    await user.click(
      await screen.findByRole('button', { name: 'Approve the legal entity check of Indus Textiles' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve the legal entity check' });
    world.verificationRequests[0]!.status = 'approved';
    const before = reads().length;
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByText('This submission has been reviewed already');
    await waitFor(() => expect(reads().length).toBeGreaterThan(before));
    expect(await screen.findByText('No checks waiting for review')).toBeTruthy();
  });

  it('has a way to try again when the list cannot be read', async () => {
    let fail = true;
    const { api, user } = render([verificationRequest(1)], (call) =>
      fail && call.url.startsWith(LIST) ? { status: 500 } : null,
    );
    restore = api.restore;
    await screen.findByText('We could not load the verification submissions');
    fail = false;
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await rowOf('Indus Textiles')).toBeTruthy();
  });
});
