import 'reflect-metadata';
import {
  EXPORTER_APPROVAL_MESSAGES,
  VERIFICATION_DOCUMENT_MESSAGES as D,
  VERIFICATION_MESSAGES as V,
  VERIFICATION_PHONE_CODE_TRIES,
} from '@ped/contracts/options';
import pg from 'pg';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import { expectFieldError, gatewayCalls, type FieldErrors } from '../../../tools/testing/gateway-calls.js';
import { freePort } from '../../../tools/testing/node-process.js';
import { startSmsCatcher } from '../../../tools/testing/sms-catcher.js';
import { eventually } from '../../../tools/testing/rpc-client.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

const PASSWORD = 'Faisalabad-Looms-2026';

interface Submission {
  id: number;
  check: string;
  status: string;
  evidence: Record<string, string | null>;
  adminNotes: string | null;
}
interface Ladder {
  exporterId: number;
  isVerified: boolean;
  checks: {
    check: string;
    status: string;
    submission: Submission | null;
    approvedAt: string | null;
    expiresAt: string | null;
  }[];
}
interface AdminList {
  requests: (Submission & { exporterId: number; companyName: string; email: string })[];
  pendingCount: number;
}
interface Badge {
  exporterId: number;
  isVerified: boolean;
  checks: { check: string; approvedAt: string; expiresAt: string }[];
}

const profile = (name: string) => ({
  companyName: `${name} Textile Mills`,
  email: `${name.toLowerCase()}@mills.example.pk`,
  contactPerson: 'Ayesha Khan',
  city: 'Faisalabad',
});
const LEGAL = {
  secpNumber: '0123456',
  ntn: '1234567-8',
  certificateUrl: 'https://secp.example.pk/cert/0123456',
};
const MEMBERSHIP = {
  bodyName: 'Faisalabad Chamber of Commerce',
  memberNumber: 'FCCI-4411',
  link: 'https://fcci.example.pk/m/4411',
};

describe('the verification ladder over HTTP: submit, review, badge, lapse, the Verified rule', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  let db: pg.Client;
  let owner: string;
  let other: string;
  /** An exporter whose profile waits for review (then is rejected): it may send no evidence. */
  let applicant: string;
  let applicantId: number;
  let noProfile: string;
  let buyer: string;
  let admin: string;
  let exporterId: number;
  let sms: Awaited<ReturnType<typeof startSmsCatcher>>;

  const { call, tokenOf, person } = gatewayCalls(
    () => system.base,
    '10.55',
    PASSWORD,
    () => testEnv.databaseUrl,
  );
  const scalar = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0]?.n;
  const ladder = (token: string) => call<Ladder & FieldErrors>(token, 'GET', '/api/my-exporter/verification');
  const submit = (token: string, check: string, body: unknown) =>
    call<Ladder & FieldErrors>(token, 'POST', `/api/my-exporter/verification/${check}`, body);
  const pendingOf = async (check: string) =>
    (
      await call<AdminList>(admin, 'GET', '/api/admin/verification-requests?status=pending')
    ).body.requests.find((request) => request.exporterId === exporterId && request.check === check)!;
  const review = (id: number | string, body: unknown, token = admin) =>
    call<{ id: number; status: string; exporterId: number; isVerified: boolean } & FieldErrors>(
      token,
      'PATCH',
      `/api/admin/verification-requests/${id}`,
      body,
    );
  const badge = (id = exporterId) =>
    call<Badge & FieldErrors>(null, 'GET', `/api/exporters/${id}/verification`);
  const statusOf = (answer: Ladder, check: string) =>
    answer.checks.find((item) => item.check === check)!.status;

  beforeAll(async () => {
    testEnv = await createTestEnv('verification_ladder');
    // Mail stays in the outbox (nothing listens on this port): the suite reads the code from it.
    const closedPort = String(await freePort());
    // Texts go to the test's own SMS gateway, which keeps them.
    sms = await startSmsCatcher();
    system = await startBuiltSystem(
      { ...testEnv.env, SMTP_PORT: closedPort, SMS_HTTP_URL: sms.url, SMS_HTTP_TOKEN: 'sms-secret' },
      ['catalog', 'identity'],
    );
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    owner = await tokenOf('/api/auth/register', person('owner'));
    other = await tokenOf('/api/auth/register', person('other'));
    applicant = await tokenOf('/api/auth/register', person('applicant'));
    noProfile = await tokenOf('/api/auth/register', person('nobody'));
    buyer = await tokenOf('/api/buyer/register', person('buyer'));
    await tokenOf('/api/auth/register', person('staff'));
    await db.query("UPDATE identity.users SET role = 'admin' WHERE email = 'staff@example.com'");
    admin = await tokenOf('/api/auth/login', { email: 'staff@example.com', password: PASSWORD });
    const created = await call<{ id: number }>(owner, 'POST', '/api/exporters', profile('Owner'));
    expect(created.status).toBe(201);
    exporterId = created.body.id;
    const otherCreated = await call<{ id: number }>(other, 'POST', '/api/exporters', profile('Other'));
    expect(otherCreated.status).toBe(201);
    for (const id of [exporterId, otherCreated.body.id]) {
      expect(
        (await call(admin, 'PATCH', `/api/admin/exporters/${id}/status`, { status: 'approved' })).status,
      ).toBe(200);
    }
    const applied = await call<{ id: number }>(applicant, 'POST', '/api/exporters', profile('Applicant'));
    expect(applied.status).toBe(201);
    applicantId = applied.body.id;
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
    await sms?.stop();
    await testEnv?.dispose();
  });

  it('lets only exporter accounts submit (visitors 401, buyers and administrators 403), only admins review', async () => {
    const mine = [
      ['GET', '/api/my-exporter/verification', undefined],
      ['POST', '/api/my-exporter/verification/email-code', undefined],
      ['POST', '/api/my-exporter/verification/contact/phone-code', { phone: '0300 1234567' }],
      [
        'POST',
        '/api/my-exporter/verification/contact',
        { emailCode: '123456', phoneCode: '123456', phone: '0300 1234567' },
      ],
      ['POST', '/api/my-exporter/verification/legal-entity', LEGAL],
      ['POST', '/api/my-exporter/verification/membership', MEMBERSHIP],
      ['POST', '/api/my-exporter/verification/site', { method: 'video_call', availability: 'Weekdays' }],
    ] as const;
    for (const [method, path, body] of mine) {
      const answers = [
        (await call(null, method, path, body)).status,
        (await call(buyer, method, path, body)).status,
        (await call(admin, method, path, body)).status,
        (await call(noProfile, method, path, body)).status,
      ];
      expect(`${method} ${path}: ${answers.join(' ')}`).toBe(`${method} ${path}: 401 403 403 404`);
    }
    const reviews = [
      ['GET', '/api/admin/verification-requests', undefined],
      ['PATCH', '/api/admin/verification-requests/1', { decision: 'approved' }],
    ] as const;
    for (const [method, path, body] of reviews) {
      const answers = [
        (await call(null, method, path, body)).status,
        (await call(buyer, method, path, body)).status,
        (await call(owner, method, path, body)).status,
      ];
      expect(`${method} ${path}: ${answers.join(' ')}`).toBe(`${method} ${path}: 401 403 403`);
    }
    expect(await scalar('SELECT count(*)::int AS n FROM catalog.verification_requests')).toBe(0);
  });

  it('takes no evidence from a pending or rejected applicant: 403 EXPORTER_NOT_APPROVED saying why, no code sent', async () => {
    const refused = (status: 'pending' | 'rejected') => ({
      status: 403,
      body: {
        statusCode: 403,
        code: 'FORBIDDEN',
        reason: 'EXPORTER_NOT_APPROVED',
        message: EXPORTER_APPROVAL_MESSAGES[status],
      },
    });
    const evidence = [
      ['email-code', undefined],
      ['contact/phone-code', { phone: '0300 7654321' }],
      ['contact', { emailCode: '123456', phoneCode: '123456', phone: '0300 7654321' }],
      ['legal-entity', LEGAL],
      ['membership', MEMBERSHIP],
      ['site', { method: 'video_call', availability: 'Weekdays 10:00–16:00 PKT' }],
    ] as const;
    for (const [check, body] of evidence)
      expect([check, await submit(applicant, check, body)]).toEqual([check, refused('pending')]);
    // Where it stands still reads: nothing submitted.
    const ladderOf = await ladder(applicant);
    expect([ladderOf.status, ladderOf.body.checks.map((item) => item.status)]).toEqual([
      200,
      ['not_submitted', 'not_submitted', 'not_submitted', 'not_submitted'],
    ]);
    expect(
      (
        await call(admin, 'PATCH', `/api/admin/exporters/${applicantId}/status`, {
          status: 'rejected',
          reason: 'The NTN does not match the company name.',
        })
      ).status,
    ).toBe(200);
    for (const [check, body] of evidence)
      expect([check, await submit(applicant, check, body)]).toEqual([check, refused('rejected')]);

    for (const table of ['verification_requests', 'verification_email_codes', 'verification_phone_codes'])
      expect([
        table,
        await scalar(`SELECT count(*)::int AS n FROM catalog.${table} WHERE exporter_id = $1`, [applicantId]),
      ]).toEqual([table, 0]);
    expect(
      await scalar(
        "SELECT count(*)::int AS n FROM catalog.mail_outbox WHERE mail_key LIKE 'verification-code:' || $1 || ':%'",
        [applicantId],
      ),
    ).toBe(0);
    expect(sms.messages).toHaveLength(0);
  });

  it('answers bad input with 400 naming each field', async () => {
    const legal = await submit(owner, 'legal-entity', { secpNumber: '12-34', ntn: '12345678' });
    expectFieldError(legal, 'secpNumber', V.secpNumber);
    expectFieldError(legal, 'ntn', V.ntn);
    expectFieldError(
      await submit(owner, 'legal-entity', { ...LEGAL, certificateUrl: 'javascript:x' }),
      'certificateUrl',
      V.link,
    );
    const membership = await submit(owner, 'membership', {
      bodyName: ' ',
      memberNumber: 'x'.repeat(51),
      link: 'ftp://x',
    });
    for (const field of ['bodyName', 'memberNumber', 'link']) expectFieldError(membership, field);
    expectFieldError(await submit(owner, 'site', { method: 'drone' }), 'method', V.siteMethod);
    const audit = await submit(owner, 'site', { method: 'audit_report' });
    expectFieldError(audit, 'auditor', V.auditor);
    // Neither a link nor an uploaded file: nothing for the reviewer to open.
    expectFieldError(
      await submit(owner, 'site', { method: 'audit_report', auditor: 'SGS Pakistan' }),
      'link',
      D.linkOrFile,
    );
    expectFieldError(
      await submit(owner, 'membership', { bodyName: 'FCCI', memberNumber: '1', link: ' ' }),
      'link',
      D.linkOrFile,
    );
    expectFieldError(await submit(owner, 'site', { method: 'video_call' }), 'availability', V.availability);
    const contact = await submit(owner, 'contact', { emailCode: '12ab', phoneCode: '', phone: 'call me' });
    expectFieldError(contact, 'emailCode', V.emailCode);
    expectFieldError(contact, 'phoneCode', V.phoneCode);
    expectFieldError(contact, 'phone', V.phone);
    expectFieldError(await submit(owner, 'contact/phone-code', { phone: 'call me' }), 'phone', V.phone);
    // The right shape, but no such number (or a landline, which takes no text).
    for (const phone of ['0300 12345', '+92 41 1234567']) {
      const answer = await submit(owner, 'contact/phone-code', { phone });
      expect(answer.body.reason).toBe('VERIFICATION_PHONE_INVALID');
      expectFieldError(answer, 'phone', V.phoneInvalid);
    }
    expect(sms.messages).toHaveLength(0);
    expectFieldError(await review(1, { decision: 'maybe' }), 'decision', V.decision);
    expectFieldError(await review(1, { decision: 'rejected', notes: '  ' }), 'notes', V.notes);
    expectFieldError(
      await review(1, { decision: 'approved', notes: 'x'.repeat(2001) }),
      'notes',
      V.notesLength,
    );
    expectFieldError(await review('abc', { decision: 'approved' }), 'id');
    expectFieldError(
      await call(admin, 'GET', '/api/admin/verification-requests?status=done'),
      'status',
      V.status,
    );
    expect((await review(999_999, { decision: 'approved' })).body.reason).toBe(
      'VERIFICATION_REQUEST_NOT_FOUND',
    );
    expect(await scalar('SELECT count(*)::int AS n FROM catalog.verification_requests')).toBe(0);
  });

  it('confirms the e-mail and the phone with codes typed back: wrong codes refused and counted, both needed', async () => {
    const sent = await call<{ sentTo: string }>(owner, 'POST', '/api/my-exporter/verification/email-code');
    expect(sent).toMatchObject({ status: 200, body: { sentTo: 'owner@mills.example.pk' } });
    const [mail] = (
      await db.query(
        "SELECT to_address, text_body FROM catalog.mail_outbox WHERE mail_key LIKE 'verification-code:' || $1 || ':%'",
        [exporterId],
      )
    ).rows as { to_address: string; text_body: string }[];
    expect(mail!.to_address).toBe('owner@mills.example.pk');
    const emailCode = /^(\d{6})$/m.exec(mail!.text_body)![1]!;

    // The phone code: read as E.164, texted through the gateway (with its token and the text's key), retried
    // while the gateway is down.
    sms.failNext(1);
    const texted = await call<{ sentTo: string; expiresAt: string }>(
      owner,
      'POST',
      '/api/my-exporter/verification/contact/phone-code',
      { phone: '0300 1234567' },
    );
    expect(texted).toMatchObject({ status: 200, body: { sentTo: '+923001234567' } });
    await eventually(async () => sms.messages.length === 1, 15_000);
    expect(sms.refused()).toBe(1);
    const [text] = sms.messages;
    expect(text).toMatchObject({ to: '+923001234567', authorization: 'Bearer sms-secret' });
    expect(text!.idempotencyKey).toMatch(new RegExp(`^verification-code:${exporterId}:`));
    const phoneCode = /^(\d{6}) /.exec(text!.text)![1]!;
    // Sent: the outbox keeps the row, without the code. The sender marks it after the gateway's answer, so wait.
    const sentRow = async () =>
      (
        await db.query('SELECT sent_at, text_body, attempts FROM catalog.sms_outbox WHERE to_number = $1', [
          '+923001234567',
        ])
      ).rows[0] as { sent_at: Date | null; text_body: string | null; attempts: number };
    await eventually(async () => (await sentRow()).sent_at !== null, 15_000);
    const row = await sentRow();
    expect([row.sent_at !== null, row.text_body, row.attempts]).toEqual([true, null, 2]);

    const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const phoneTries = () =>
      scalar('SELECT attempts AS n FROM catalog.verification_phone_codes WHERE exporter_id = $1', [
        exporterId,
      ]);
    const both = { emailCode, phoneCode, phone: '+92 300 1234567' };

    const wrongPhone = await submit(owner, 'contact', { ...both, phoneCode: wrongOf(phoneCode) });
    expect(wrongPhone.body.reason).toBe('VERIFICATION_CODE_INCORRECT');
    expectFieldError(wrongPhone, 'phoneCode', V.phoneCodeWrong);
    expect(wrongPhone.body.details!.map((detail) => detail.field)).toEqual(['phoneCode']);
    expect(await phoneTries()).toBe(1);
    const wrongEmail = await submit(owner, 'contact', { ...both, emailCode: wrongOf(emailCode) });
    expectFieldError(wrongEmail, 'emailCode', V.emailCodeWrong);
    expect(await phoneTries()).toBe(2);
    // The code went to another number than the one submitted.
    expectFieldError(
      await submit(owner, 'contact', { ...both, phone: '0321 7654321' }),
      'phoneCode',
      V.phoneCodeOtherNumber,
    );
    // Another exporter cannot use the owner's codes: codes belong to the exporter they were sent for.
    expect((await submit(other, 'contact', both)).status).toBe(400);
    expect(await scalar('SELECT count(*)::int AS n FROM catalog.verification_requests')).toBe(0);

    const accepted = await submit(owner, 'contact', both);
    expect(accepted.status).toBe(200);
    expect(statusOf(accepted.body, 'contact')).toBe('pending');
    const contact = accepted.body.checks.find((item) => item.check === 'contact')!.submission!;
    expect(contact.evidence).toMatchObject({ email: 'owner@mills.example.pk', phone: '+923001234567' });
    expect(Date.parse(contact.evidence.emailConfirmedAt!)).not.toBeNaN();
    expect(Date.parse(contact.evidence.phoneConfirmedAt!)).not.toBeNaN();
    // The codes are used up.
    expect((await submit(owner, 'contact', both)).status).toBe(400);
  });

  it('runs a texted code out after its tries, even the right one', async () => {
    const texted = await call(other, 'POST', '/api/my-exporter/verification/contact/phone-code', {
      phone: '+92 321 7654321',
    });
    expect(texted.status).toBe(200);
    await eventually(async () => sms.messages.some((text) => text.to === '+923217654321'), 15_000);
    const phoneCode = /^(\d{6}) /.exec(sms.messages.find((text) => text.to === '+923217654321')!.text)![1]!;
    const wrong = String((Number(phoneCode) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < VERIFICATION_PHONE_CODE_TRIES; i += 1) {
      const answer = await submit(other, 'contact', {
        emailCode: '000000',
        phoneCode: wrong,
        phone: '03217654321',
      });
      expectFieldError(answer, 'phoneCode', V.phoneCodeWrong);
    }
    const spent = await submit(other, 'contact', { emailCode: '000000', phoneCode, phone: '03217654321' });
    expectFieldError(spent, 'phoneCode', V.phoneCodeWrong);
  });

  it('keeps one pending submission per check, shows it to its owner only, and lists pending ones first for admins', async () => {
    expect((await submit(owner, 'legal-entity', LEGAL)).status).toBe(200);
    const again = await submit(owner, 'legal-entity', LEGAL);
    expect([again.status, again.body.reason]).toEqual([409, 'VERIFICATION_ALREADY_PENDING']);
    expect((await submit(owner, 'membership', MEMBERSHIP)).status).toBe(200);
    expect(
      await scalar('SELECT count(*)::int AS n FROM catalog.verification_documents WHERE exporter_id = $1', [
        exporterId,
      ]),
    ).toBe(2);

    const others = await ladder(other);
    expect(others.body.checks.map((item) => item.status)).toEqual([
      'not_submitted',
      'not_submitted',
      'not_submitted',
      'not_submitted',
    ]);

    const list = await call<AdminList>(admin, 'GET', '/api/admin/verification-requests');
    expect(list.body.pendingCount).toBe(3);
    expect(list.body.requests.map((request) => [request.check, request.status])).toEqual([
      ['contact', 'pending'],
      ['legal_entity', 'pending'],
      ['membership', 'pending'],
    ]);
    expect(list.body.requests[1]).toMatchObject({
      companyName: 'Owner Textile Mills',
      evidence: { secpNumber: '0123456', ntn: '1234567-8' },
    });
  });

  it('reviews each check with notes, turns Verified on with the legal entity and one more, and shows the badge', async () => {
    const legal = await pendingOf('legal_entity');
    const first = await review(legal.id, { decision: 'approved', notes: 'CUIN and NTN match the registers' });
    expect(first.body).toEqual({ id: legal.id, status: 'approved', exporterId, isVerified: false });
    expect((await review(legal.id, { decision: 'approved' })).body.reason).toBe('VERIFICATION_NOT_PENDING');

    const membership = await pendingOf('membership');
    const rejected = await review(membership.id, {
      decision: 'rejected',
      notes: 'The member link does not open',
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', isVerified: false });
    const mine = (await ladder(owner)).body;
    expect(statusOf(mine, 'membership')).toBe('rejected');
    expect(mine.checks.find((item) => item.check === 'membership')!.submission!.adminNotes).toBe(
      'The member link does not open',
    );

    const contact = await pendingOf('contact');
    const second = await review(contact.id, { decision: 'approved', notes: 'Codes typed back' });
    expect(second.body).toMatchObject({ status: 'approved', isVerified: true });
    expect(await scalar('SELECT is_verified AS n FROM catalog.exporters WHERE id = $1', [exporterId])).toBe(
      true,
    );

    const shown = await badge();
    expect(shown.status).toBe(200);
    expect(shown.body.isVerified).toBe(true);
    expect(shown.body.checks.map((item) => item.check).sort()).toEqual(['contact', 'legal_entity']);
    const approvedAt = new Date(shown.body.checks[0]!.approvedAt);
    const expiresAt = new Date(shown.body.checks[0]!.expiresAt);
    expect(expiresAt.getUTCFullYear() - approvedAt.getUTCFullYear()).toBe(1);
    await eventually(
      async () =>
        (await call<{ isVerified: boolean }>(null, 'GET', `/api/exporters/${exporterId}`)).body.isVerified,
      15_000,
    );

    const actions = (
      await db.query(
        `SELECT envelope FROM catalog.outbox WHERE subject = 'catalog.admin_action.recorded'
            AND envelope->'data'->>'action' LIKE 'verification.%' ORDER BY id`,
      )
    ).rows.map(
      (row: {
        envelope: { actor: { id: number }; client?: unknown; data: { action: string; details: string } };
      }) => row.envelope,
    );
    expect(actions.map((envelope) => envelope.data.action)).toEqual([
      'verification.approved',
      'verification.rejected',
      'verification.approved',
    ]);
    expect(actions[0]!.data.details).toBe('Approved the legal entity check of Owner Textile Mills');
    expect(actions[0]!.client).toBeDefined();
    expect(
      await scalar(
        `SELECT count(*)::int AS n FROM catalog.outbox WHERE subject = 'catalog.exporter.updated'
            AND (envelope->'data'->>'id')::int = $1 AND (envelope->'data'->>'isVerified')::boolean`,
        [exporterId],
      ),
    ).toBe(1);
  });

  it('lapses a check a year after its approval: the badge drops it and Verified turns off', async () => {
    await db.query(
      `UPDATE catalog.verification_checklists SET completed_at = now() - interval '1 year 1 day'
        WHERE exporter_id = $1 AND checklist_item = 'contact'`,
      [exporterId],
    );
    const shown = await badge();
    expect(shown.body.checks.map((item) => item.check)).toEqual(['legal_entity']);
    expect(shown.body.isVerified).toBe(false);
    expect(await scalar('SELECT is_verified AS n FROM catalog.exporters WHERE id = $1', [exporterId])).toBe(
      false,
    );
    expect(statusOf((await ladder(owner)).body, 'contact')).toBe('lapsed');
    await eventually(
      async () =>
        !(await call<{ isVerified: boolean }>(null, 'GET', `/api/exporters/${exporterId}`)).body.isVerified,
      15_000,
    );
    // Re-checking starts a new year.
    expect(
      (await submit(owner, 'site', { method: 'video_call', availability: 'Weekdays 10:00–16:00 PKT' }))
        .status,
    ).toBe(200);
    const site = await pendingOf('site');
    expect(
      (await review(site.id, { decision: 'approved', notes: 'Toured the weaving hall' })).body.isVerified,
    ).toBe(true);
    expect((await badge()).body.checks.map((item) => item.check).sort()).toEqual(['legal_entity', 'site']);
  });

  it('shows no badge for an exporter that is not public', async () => {
    expect((await badge(applicantId)).status).toBe(404);
    expect((await badge(999_999)).status).toBe(404);
  });
});
