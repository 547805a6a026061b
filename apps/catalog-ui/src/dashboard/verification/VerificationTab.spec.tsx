import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyVerificationDto, VerificationCheckDto } from '@ped/contracts/catalog';
import { VERIFICATION_DOCUMENT_MESSAGES as D, VERIFICATION_MESSAGES as V } from '@ped/contracts/options';
import { mockApi, renderWithProviders, type ApiCall, type FakeAnswer } from '@ped/web-kit/testing';
import { ExporterWorkspace } from '../ExporterWorkspace';
import { myExporter, readingQueryClient } from '../workspaceFixtures';
import { VerificationTab } from './VerificationTab';

const notStarted = (check: VerificationCheckDto['check']): VerificationCheckDto => ({
  check,
  status: 'not_submitted',
  submission: null,
  files: [],
  approvedAt: null,
  expiresAt: null,
});

function ladder(checks: Partial<Record<VerificationCheckDto['check'], VerificationCheckDto>> = {}) {
  return {
    exporterId: 31,
    email: 'amina@indus.example',
    isVerified: false,
    checks: (['contact', 'legal_entity', 'membership', 'site'] as const).map(
      (check) => checks[check] ?? notStarted(check),
    ),
  } satisfies MyVerificationDto;
}

const LEGAL = {
  secpNumber: '0123456',
  ntn: '1234567-8',
  certificateUrl: 'https://secp.example.pk/c/0123456',
};

/** Every state of the ladder at once: passed, rejected with notes, lapsed, not started. */
const MIXED = ladder({
  legal_entity: {
    check: 'legal_entity',
    status: 'passed',
    submission: {
      id: 3,
      check: 'legal_entity',
      status: 'approved',
      evidence: LEGAL,
      files: [],
      submittedAt: '2026-03-08T09:00:00.000Z',
      adminNotes: 'CUIN and NTN match the registers',
      reviewedAt: '2026-03-10T09:00:00.000Z',
    },
    files: [],
    approvedAt: '2026-03-10T09:00:00.000Z',
    expiresAt: '2027-03-10T09:00:00.000Z',
  },
  membership: {
    check: 'membership',
    status: 'rejected',
    submission: {
      id: 4,
      check: 'membership',
      status: 'rejected',
      evidence: {
        bodyName: 'Lahore Chamber of Commerce and Industry',
        memberNumber: 'LCCI-88',
        link: 'https://lcci.example.pk/m/88',
      },
      files: [],
      submittedAt: '2026-04-01T09:00:00.000Z',
      adminNotes: 'The member link does not open',
      reviewedAt: '2026-04-02T09:00:00.000Z',
    },
    files: [],
    approvedAt: null,
    expiresAt: null,
  },
  site: {
    check: 'site',
    status: 'lapsed',
    submission: {
      id: 1,
      check: 'site',
      status: 'approved',
      evidence: { method: 'video_call', availability: 'Weekdays' },
      files: [],
      submittedAt: '2025-02-01T09:00:00.000Z',
      adminNotes: null,
      reviewedAt: '2025-02-03T09:00:00.000Z',
    },
    files: [],
    approvedAt: '2025-02-03T09:00:00.000Z',
    expiresAt: '2026-02-03T09:00:00.000Z',
  },
});

const card = (name: string) => screen.getByRole('article', { name });

function render(body: MyVerificationDto, answer: (call: ApiCall) => FakeAnswer = () => ({ status: 500 })) {
  const api = mockApi((call) =>
    call.method === 'GET' && call.url === '/api/my-exporter/verification'
      ? { status: 200, body }
      : answer(call),
  );
  renderWithProviders(<VerificationTab exporter={myExporter({ phone: '+92 42 1112223' })} />, {
    path: '/dashboard?tab=verification',
    queryClient: readingQueryClient(),
  });
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('VerificationTab (the exporter’s side of the verification ladder)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('shows each check’s state: passed with its dates, rejected with the notes, lapsed, not started', async () => {
    const { api } = render(MIXED);
    restore = api.restore;
    await screen.findByRole('article', { name: 'Legal entity' });
    expect(
      screen.getByText('Verification is free on every plan: it is never part of a paid plan.'),
    ).toBeTruthy();
    expect(screen.getByText('You have passed 1 of 4 checks.')).toBeTruthy();

    const legal = card('Legal entity');
    expect(within(legal).getByText('Passed')).toBeTruthy();
    expect(legal.textContent).toContain(
      'Passed on 10 Mar 2026; it shows on your public profile until 10 Mar 2027.',
    );
    // A passed check's form stays folded until asked for.
    expect(within(legal).queryByRole('form')).toBeNull();
    expect(within(legal).getByRole('button', { name: 'Check it again' }).getAttribute('aria-expanded')).toBe(
      'false',
    );

    const membership = card('Exporter body membership');
    expect(within(membership).getByText('Rejected')).toBeTruthy();
    expect(membership.textContent).toContain('Reviewer’s notes: The member link does not open');
    // The refused evidence is in the form, to correct.
    expect((within(membership).getByLabelText(/^Member number/) as HTMLInputElement).value).toBe('LCCI-88');

    const site = card('Site');
    expect(within(site).getByText('Lapsed')).toBeTruthy();
    expect(site.textContent).toContain('Lapsed on 3 Feb 2026');
    expect(within(site).getByRole('form', { name: 'Site check' })).toBeTruthy();

    const contact = card('Contact details');
    expect(within(contact).getByText('Not started')).toBeTruthy();
    expect(within(contact).getByRole('form', { name: 'Contact details check' })).toBeTruthy();
  });

  it('says where to begin when nothing is started, and that Verified needs the legal entity and one more', async () => {
    const { api } = render(ladder());
    restore = api.restore;
    expect(await screen.findByText('You have not started any check yet')).toBeTruthy();
    expect(
      screen.getByText(
        /The Verified badge shows once the legal entity check and one other check have passed/,
      ),
    ).toBeTruthy();
    expect(screen.getAllByText('Not started')).toHaveLength(4);
  });

  it('checks the legal entity’s fields with the contract’s messages, sends them, then shows the check pending', async () => {
    const { api, user } = render(ladder(), (call) => {
      if (call.method !== 'POST') return { status: 500 };
      return {
        status: 200,
        body: ladder({
          legal_entity: {
            check: 'legal_entity',
            status: 'pending',
            submission: {
              id: 9,
              check: 'legal_entity',
              status: 'pending',
              evidence: { ...LEGAL, certificateUrl: null },
              files: [],
              submittedAt: '2026-11-20T09:00:00.000Z',
              adminNotes: null,
              reviewedAt: null,
            },
            files: [],
            approvedAt: null,
            expiresAt: null,
          },
        }),
      };
    });
    restore = api.restore;
    const legal = await screen.findByRole('article', { name: 'Legal entity' });
    const form = within(legal).getByRole('form', { name: 'Legal entity check' });
    const secp = within(form).getByLabelText(/^SECP incorporation number/) as HTMLInputElement;
    await user.type(secp, '12-34');
    await user.type(within(form).getByLabelText(/^Certificate of incorporation/), 'ftp://x');
    await user.click(within(form).getByRole('button', { name: 'Send for review' }));
    expect(within(form).getByText(V.secpNumber)).toBeTruthy();
    expect(within(form).getByText(V.ntn)).toBeTruthy();
    expect(within(form).getByText(V.link)).toBeTruthy();
    // The message describes its field, and focus is on the first one refused.
    expect(secp.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(secp.getAttribute('aria-describedby')!)?.textContent).toBe(V.secpNumber);
    expect(document.activeElement).toBe(secp);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(secp);
    await user.type(secp, ' 0123456 ');
    await user.type(within(form).getByLabelText(/^FBR National Tax Number/), '1234567-8');
    await user.clear(within(form).getByLabelText(/^Certificate of incorporation/));
    await user.click(within(form).getByRole('button', { name: 'Send for review' }));
    await screen.findByText('Sent for review');
    expect(api.calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/my-exporter/verification/legal-entity',
      body: { secpNumber: '0123456', ntn: '1234567-8' },
    });
    await waitFor(() => expect(within(legal).getByText('Pending review')).toBeTruthy());
    expect(within(legal).queryByRole('form')).toBeNull();
    expect(legal.textContent).toContain('Sent on 20 Nov 2026. Our team reviews it within 48 hours.');
    expect(within(legal).getByText('What you sent')).toBeTruthy();
    expect(document.activeElement).toBe(within(legal).getByRole('heading', { name: 'Legal entity' }));
  });

  it('mails and texts the contact codes, and shows wrong codes refused beside their fields', async () => {
    const { api, user } = render(ladder(), (call) => {
      if (call.url === '/api/my-exporter/verification/email-code') {
        return {
          status: 200,
          body: { sentTo: 'amina@indus.example', expiresAt: '2026-11-20T09:30:00.000Z' },
        };
      }
      if (call.url === '/api/my-exporter/verification/contact/phone-code') {
        return { status: 200, body: { sentTo: '+923001234567', expiresAt: '2026-11-20T09:10:00.000Z' } };
      }
      return {
        status: 400,
        body: {
          statusCode: 400,
          code: 'BAD_REQUEST',
          reason: 'VERIFICATION_CODE_INCORRECT',
          message: `${V.emailCodeWrong} ${V.phoneCodeWrong}`,
          details: [
            { field: 'emailCode', messages: [V.emailCodeWrong] },
            { field: 'phoneCode', messages: [V.phoneCodeWrong] },
          ],
        },
      };
    });
    restore = api.restore;
    const contact = await screen.findByRole('article', { name: 'Contact details' });
    // The phone starts as the profile's.
    const phone = within(contact).getByLabelText(/^Mobile number/) as HTMLInputElement;
    expect(phone.value).toBe('+92 42 1112223');
    await user.click(within(contact).getByRole('button', { name: 'Send the e-mail code' }));
    await within(contact).findByText(/^Code sent to amina@indus\.example: it works until \d\d:\d\d\.$/);
    expect(within(contact).getByRole('button', { name: 'Send a new e-mail code' })).toBeTruthy();

    await user.clear(phone);
    await user.type(phone, '0300 1234567');
    await user.click(within(contact).getByRole('button', { name: 'Send the SMS code' }));
    await within(contact).findByText(/^Code texted to \+923001234567: it works until \d\d:\d\d\.$/);
    expect(within(contact).getByRole('button', { name: 'Send a new SMS code' })).toBeTruthy();

    await user.type(within(contact).getByLabelText(/^Code from the e-mail/), '654321');
    await user.type(within(contact).getByLabelText(/^Code from the text message/), '123456');
    await user.click(within(contact).getByRole('button', { name: 'Send for review' }));
    const emailCode = within(contact).getByLabelText(/^Code from the e-mail/);
    const phoneCode = within(contact).getByLabelText(/^Code from the text message/);
    await waitFor(() => expect(phoneCode.getAttribute('aria-invalid')).toBe('true'));
    expect(emailCode.getAttribute('aria-invalid')).toBe('true');
    expect(within(contact).getByText(V.emailCodeWrong)).toBeTruthy();
    expect(within(contact).getByText(V.phoneCodeWrong)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/my-exporter/verification/email-code', body: undefined },
      {
        method: 'POST',
        url: '/api/my-exporter/verification/contact/phone-code',
        body: { phone: '0300 1234567' },
      },
      {
        method: 'POST',
        url: '/api/my-exporter/verification/contact',
        body: { emailCode: '654321', phone: '0300 1234567', phoneCode: '123456' },
      },
    ]);
  });

  it('checks the number before texting it, and shows the server’s refusal of a number that does not exist', async () => {
    const { api, user } = render(ladder(), () => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'BAD_REQUEST',
        reason: 'VERIFICATION_PHONE_INVALID',
        message: V.phoneInvalid,
        details: [{ field: 'phone', messages: [V.phoneInvalid] }],
      },
    }));
    restore = api.restore;
    const contact = await screen.findByRole('article', { name: 'Contact details' });
    const phone = within(contact).getByLabelText(/^Mobile number/) as HTMLInputElement;
    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.click(within(contact).getByRole('button', { name: 'Send the SMS code' }));
    expect(within(contact).getByText(V.phone)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '0300 12345');
    await user.click(within(contact).getByRole('button', { name: 'Send the SMS code' }));
    await within(contact).findByText(V.phoneInvalid);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/my-exporter/verification/contact/phone-code',
        body: { phone: '0300 12345' },
      },
    ]);
  });

  it('asks the site check for the chosen method’s fields only', async () => {
    const { api, user } = render(ladder(), () => ({ status: 200, body: ladder() }));
    restore = api.restore;
    const site = await screen.findByRole('article', { name: 'Site' });
    await user.click(within(site).getByRole('button', { name: 'Send for review' }));
    expect(within(site).getByText(V.siteMethod)).toBeTruthy();
    await user.selectOptions(within(site).getByLabelText(/^How should we check your site/), 'audit_report');
    expect(within(site).queryByLabelText(/^When a video call suits you/)).toBeNull();
    await user.click(within(site).getByRole('button', { name: 'Send for review' }));
    expect(within(site).getByText(V.auditor)).toBeTruthy();
    expect(within(site).getByText(D.linkOrFile)).toBeTruthy();
    await user.selectOptions(within(site).getByLabelText(/^How should we check your site/), 'video_call');
    await user.type(within(site).getByLabelText(/^When a video call suits you/), 'Weekdays 10:00–16:00 PKT');
    await user.click(within(site).getByRole('button', { name: 'Send for review' }));
    await screen.findByText('Sent for review');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      method: 'video_call',
      availability: 'Weekdays 10:00–16:00 PKT',
    });
  });

  it('uploads, lists and removes evidence files; a file stands in for the membership link', async () => {
    const file = {
      id: 41,
      name: 'membership.pdf',
      contentType: 'application/pdf' as const,
      size: 48_000,
      uploadedAt: '2026-11-20T09:00:00.000Z',
      url: '/api/verification-documents/41/file',
    };
    let files: (typeof file)[] = [];
    const api = mockApi((call) => {
      if (call.method === 'GET' && call.url === '/api/my-exporter/verification')
        return { status: 200, body: ladder({ membership: { ...notStarted('membership'), files } }) };
      if (call.method === 'POST' && call.url === '/api/my-exporter/verification/membership/documents') {
        files = [file];
        return { status: 201, body: file };
      }
      if (call.method === 'DELETE' && call.url === '/api/my-exporter/verification/documents/41') {
        files = [];
        return { status: 204 };
      }
      return { status: 500 };
    });
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<VerificationTab exporter={myExporter()} />, { queryClient: readingQueryClient() });
    const membership = await screen.findByRole('article', { name: 'Exporter body membership' });
    const form = within(membership).getByRole('form', { name: 'Exporter body membership check' });
    await user.type(within(form).getByLabelText(/^Chamber or association/), 'Sialkot Chamber');
    await user.type(within(form).getByLabelText(/^Member number/), 'SCCI-101');
    await user.click(within(form).getByRole('button', { name: 'Send for review' }));
    // Neither a link nor a file yet.
    expect(within(form).getByText(D.linkOrFile)).toBeTruthy();

    const pdf = new File([new Uint8Array(100)], 'membership.pdf', { type: 'application/pdf' });
    fireEvent.change(within(form).getByLabelText('Upload a file for the exporter body membership check'), {
      target: { files: [pdf] },
    });
    const link = await within(form).findByRole('link', { name: 'membership.pdf' });
    expect(link.getAttribute('href')).toBe('/api/verification-documents/41/file');
    expect(form.textContent).toContain('47 KB');
    // With a file, the link may stay empty.
    expect(within(form).queryByText(D.linkOrFile)).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Remove membership.pdf' }));
    await waitFor(() => expect(within(form).queryByRole('link', { name: 'membership.pdf' })).toBeNull());
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/my-exporter/verification/membership/documents',
        'DELETE /api/my-exporter/verification/documents/41',
      ]),
    );
  });

  it('says a file over 10 MB is too large without sending it', async () => {
    const api = mockApi(() => ({ status: 200, body: ladder() }));
    restore = api.restore;
    renderWithProviders(<VerificationTab exporter={myExporter()} />, { queryClient: readingQueryClient() });
    const legal = await screen.findByRole('article', { name: 'Legal entity' });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    fireEvent.change(within(legal).getByLabelText('Upload a file for the legal entity check'), {
      target: { files: [big] },
    });
    expect(await screen.findByText(D.tooLarge)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('offers a retry when the ladder cannot be read', async () => {
    let fail = true;
    const api = mockApi(() => (fail ? { status: 503 } : { status: 200, body: ladder() }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<VerificationTab exporter={myExporter()} />, { queryClient: readingQueryClient() });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('We could not load your verification checks')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not started any check yet')).toBeTruthy();
  });

  it('is a tab of the workspace, its code fetched when the tab is opened', async () => {
    const api = mockApi((call) =>
      call.url === '/api/my-exporter/verification' ? { status: 200, body: MIXED } : { status: 500 },
    );
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    const view = renderWithProviders(<ExporterWorkspace exporter={myExporter()} />, {
      path: '/dashboard',
      queryClient: readingQueryClient(),
    });
    expect(api.calls.some((call) => call.url === '/api/my-exporter/verification')).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Verification' }));
    expect(await screen.findByRole('article', { name: 'Legal entity' }, { timeout: 5000 })).toBeTruthy();
    expect(view.currentPath()).toBe('/dashboard?tab=verification');
  });
});
