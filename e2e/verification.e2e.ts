import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import argon2 from 'argon2';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { VERIFICATION_MESSAGES as V } from '@ped/contracts/options';
import { seriousViolations } from './support/axe.js';
import {
  baseUrl,
  DESKTOP,
  expectNoSidewaysScroll,
  launchBrowser,
  PHONE,
  screenshot as fullPageShot,
} from './support/browser.js';
import { queryDatabase } from './support/database.js';
import { waitForMail } from './support/mail.js';
import { waitForSms } from './support/sms.js';
import { signUpThroughApi } from './support/sign-up.js';

// The verification ladder from both ends: an approved exporter sends the contact check (the mailed code and the
// code texted to its mobile typed back), the legal entity check (numbers, a certificate link and an uploaded PDF) and the membership check from
// its dashboard; an administrator finds the PDF in the console's Verification tab and downloads it, then approves
// two checks and rejects one through the API; the dashboard shows passed and rejected
// checks with dates and notes, and the public profile names the checks passed and their months — its line
// arriving after the profile without moving the header. Screenshots go to e2e/screenshots (and SHOTS_DIR).

const stamp = `${Date.now()}.${process.pid}`;
/** A one-page PDF as small as a scanner's could be: what the exporter uploads as its certificate. */
const CERTIFICATE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
const PASSWORD = 'Sialkot-Leather-2026';

interface PendingRequest {
  id: number;
  exporterId: number;
  check: string;
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPageShot(page, name);
  const extra = process.env.SHOTS_DIR;
  if (extra) await page.screenshot({ path: `${extra}/${name}.png`, fullPage: true, timeout: 12_000 });
}

async function expectToast(page: Page, title: string): Promise<void> {
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByText(title, { exact: true })
    .first()
    .waitFor();
}

/** A request from the page itself (same origin, its session cookies), as the site's own code sends it. */
async function fetchFromPage<T = unknown>(page: Page, method: string, path: string, body?: unknown) {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
      });
      return { status: res.status, text: await res.text() };
    },
    { method, path, body },
  );
  return { status: answer.status, body: JSON.parse(answer.text || 'null') as T };
}

/** An administrator of the console of its own (the run's `admin` may have changed its password elsewhere). */
async function signedInAdmin(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const username = `verifier-${randomBytes(4).toString('hex')}`;
  const password = `Review-${randomBytes(8).toString('hex')}`;
  await queryDatabase(
    `INSERT INTO identity.admin_credentials (username, password_hash, must_change_password)
     VALUES ($1, $2, false)`,
    [username, await argon2.hash(password, { type: argon2.argon2id })],
  );
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/about`);
  expect((await fetchFromPage(page, 'POST', '/api/admin/login', { username, password })).status).toBe(200);
  return { context, page };
}

/** The top of the place-and-facts row under the verification line, where a late line would push it. */
async function headerRowTop(page: Page): Promise<number> {
  const box = await page.getByText('Sialkot, Pakistan', { exact: true }).first().boundingBox();
  return box!.y;
}

describe('verification ladder: an exporter sends evidence, an admin reviews it, the profile names the checks', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('submits the contact, legal entity and membership checks, is reviewed, and shows the passed ones publicly', async () => {
    const email = `ladder.${stamp}@example.com`;
    const company = `Sialkot Tanners ${stamp}`;

    // An exporter account with an approved profile.
    const exporter = await browser.newContext({ viewport: DESKTOP });
    contexts.push(exporter);
    const page = await exporter.newPage();
    await signUpThroughApi(page, '/api/auth/register', {
      firstName: 'Hina',
      lastName: 'Raza',
      email,
      password: PASSWORD,
    });
    await page.goto(`${baseUrl()}/about`);
    const created = await fetchFromPage<{ id: number }>(page, 'POST', '/api/exporters', {
      companyName: company,
      email,
      contactPerson: 'Hina Raza',
      phone: '+92 52 3550011',
      city: 'Sialkot',
    });
    expect(created.status).toBe(201);
    const exporterId = created.body.id;
    const admin = await signedInAdmin(browser);
    contexts.push(admin.context);
    expect(
      (
        await fetchFromPage(admin.page, 'PATCH', `/api/admin/exporters/${exporterId}/status`, {
          status: 'approved',
        })
      ).status,
    ).toBe(200);

    // The Verification tab: four checks, none started; free on every plan.
    await page.goto(`${baseUrl()}/dashboard?tab=verification`);
    await page.getByRole('heading', { level: 2, name: company }).waitFor();
    await page.getByText('You have not started any check yet').waitFor();
    await page.getByText('Verification is free on every plan: it is never part of a paid plan.').waitFor();
    expect(await page.getByText('Not started', { exact: true }).count()).toBe(4);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'verification-tab-start-desktop');

    // Legal entity: a malformed NTN is refused with the contract's message, then sent.
    const legal = page.getByRole('article', { name: 'Legal entity' });
    const legalForm = legal.getByRole('form', { name: 'Legal entity check' });
    await legalForm.getByLabel(/^SECP incorporation number/).fill('0123456');
    await legalForm.getByLabel(/^FBR National Tax Number/).fill('12345678');
    await legalForm.getByLabel(/^Certificate of incorporation/).fill('https://secp.example.pk/cert/0123456');
    // The certificate's scan as a file too: uploaded when picked, listed with a download link and Remove.
    await legalForm.getByLabel('Upload a file for the legal entity check').setInputFiles({
      name: 'SECP certificate.pdf',
      mimeType: 'application/pdf',
      buffer: CERTIFICATE_PDF,
    });
    await expectToast(page, 'File uploaded');
    await legalForm.getByRole('link', { name: 'SECP certificate.pdf' }).waitFor();
    await legalForm.getByRole('button', { name: 'Remove SECP certificate.pdf' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'verification-tab-file-desktop');
    await legalForm.getByRole('button', { name: 'Send for review' }).click();
    await legalForm.getByText(V.ntn, { exact: true }).waitFor();
    await legalForm.getByLabel(/^FBR National Tax Number/).fill('1234567-8');
    await legalForm.getByRole('button', { name: 'Send for review' }).click();
    await expectToast(page, 'Sent for review');
    await legal.getByText('Pending review', { exact: true }).waitFor();
    await legal.getByRole('link', { name: 'https://secp.example.pk/cert/0123456' }).waitFor();
    await legal
      .getByRole('group', { name: 'Files sent for review' })
      .getByText('SECP certificate.pdf')
      .waitFor();

    // Contact: the code the catalog mails to the profile's address and the one it texts to the mobile, typed back.
    const contact = page.getByRole('article', { name: 'Contact details' });
    await contact.getByRole('button', { name: 'Send the e-mail code' }).click();
    await contact.getByText(`Code sent to ${email}`, { exact: false }).waitFor();
    const mail = await waitForMail(email, (received) => received.subject.includes('verification code'));
    const code = /^(\d{6})$/m.exec(mail.text)?.[1];
    const contactForm = contact.getByRole('form', { name: 'Contact details check' });
    const mobile = contactForm.getByLabel(/^Mobile number/);
    await expect(mobile.inputValue()).resolves.toBe('+92 52 3550011');
    // The profile's number is a Sialkot landline: it takes no text, and the form says so beside it.
    await contactForm.getByRole('button', { name: 'Send the SMS code' }).click();
    await contactForm.getByText(V.phoneInvalid, { exact: true }).waitFor();
    await mobile.fill('0300 3550011');
    await contactForm.getByRole('button', { name: 'Send the SMS code' }).click();
    await contact.getByText('Code texted to +923003550011', { exact: false }).waitFor();
    const text = await waitForSms('+923003550011', (received) => received.text.includes('verification code'));
    const phoneCode = /^(\d{6}) /.exec(text.text)?.[1];
    await contactForm.getByLabel(/^Code from the e-mail/).fill(code!);
    await contactForm.getByLabel(/^Code from the text message/).fill(phoneCode!);
    expect(await seriousViolations(page)).toEqual([]);
    await contact.screenshot({ path: 'e2e/screenshots/verification-contact-codes-desktop.png' });
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await contact.screenshot({ path: 'e2e/screenshots/verification-contact-codes-phone.png' });
    await page.setViewportSize(DESKTOP);
    await contactForm.getByRole('button', { name: 'Send for review' }).click();
    await contact.getByText('Pending review', { exact: true }).waitFor();

    // Membership.
    const membership = page.getByRole('article', { name: 'Exporter body membership' });
    const membershipForm = membership.getByRole('form', { name: 'Exporter body membership check' });
    await membershipForm
      .getByLabel(/^Chamber or association/)
      .fill('Sialkot Chamber of Commerce and Industry');
    await membershipForm.getByLabel(/^Member number/).fill('SCCI-2231');
    await membershipForm.getByLabel(/^Link to your membership record/).fill('https://scci.example.pk/m/2231');
    await membershipForm.getByRole('button', { name: 'Send for review' }).click();
    await membership.getByText('Pending review', { exact: true }).waitFor();

    // The console's Verification tab lists the PDF with the legal entity submission; it downloads as sent.
    await admin.page.goto(`${baseUrl()}/admin?tab=verification`);
    const files = admin.page.getByRole('list', { name: `Files from ${company}` });
    await files.getByRole('link', { name: 'Download SECP certificate.pdf' }).waitFor();
    expect(await seriousViolations(admin.page)).toEqual([]);
    await screenshot(admin.page, 'verification-admin-files-desktop');
    const [saved] = await Promise.all([
      admin.page.waitForEvent('download'),
      files.getByRole('link', { name: 'Download SECP certificate.pdf' }).click(),
    ]);
    expect(saved.suggestedFilename()).toBe('SECP certificate.pdf');
    const path = await saved.path();
    expect((await readFile(path)).equals(CERTIFICATE_PDF)).toBe(true);
    // A visitor (no session) gets nothing.
    const href = (await files.getByRole('link').first().getAttribute('href'))!;
    const visitor = await browser.newContext();
    contexts.push(visitor);
    expect((await visitor.request.get(`${baseUrl()}${href}`)).status()).toBe(401);

    // The administrator approves the legal entity and contact checks and rejects the membership with notes.
    const pending = await fetchFromPage<{ requests: PendingRequest[] }>(
      admin.page,
      'GET',
      '/api/admin/verification-requests?status=pending',
    );
    const requestOf = (check: string) =>
      pending.body.requests.find((request) => request.exporterId === exporterId && request.check === check)!;
    const review = (check: string, body: unknown) =>
      fetchFromPage<{ status: string; isVerified: boolean }>(
        admin.page,
        'PATCH',
        `/api/admin/verification-requests/${requestOf(check).id}`,
        body,
      );
    expect(
      (await review('legal_entity', { decision: 'approved', notes: 'CUIN and NTN match' })).body,
    ).toMatchObject({
      status: 'approved',
      isVerified: false,
    });
    expect(
      (await review('contact', { decision: 'approved', notes: 'Both codes typed back' })).body,
    ).toMatchObject({
      status: 'approved',
      isVerified: true,
    });
    expect(
      (await review('membership', { decision: 'rejected', notes: 'The member link does not open' })).body,
    ).toMatchObject({ status: 'rejected' });

    // The dashboard: passed with dates, rejected with the notes and the form to send it again.
    await page.reload();
    await page.getByText('Your profile shows the Verified badge').waitFor();
    await legal.getByText('Passed', { exact: true }).waitFor();
    await legal.getByText(/^Passed on \d{1,2} \w{3} \d{4}; it shows on your public profile until/).waitFor();
    await membership.getByText(/Reviewer’s notes: The member link does not open/).waitFor();
    await membership.getByRole('form', { name: 'Exporter body membership check' }).waitFor();
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'verification-tab-reviewed-desktop');
    const phone = await browser.newContext({ viewport: PHONE, storageState: await exporter.storageState() });
    contexts.push(phone);
    const phonePage = await phone.newPage();
    await phonePage.goto(`${baseUrl()}/dashboard?tab=verification`);
    await phonePage.getByText('Your profile shows the Verified badge').waitFor();
    await expectNoSidewaysScroll(phonePage);
    await screenshot(phonePage, 'verification-tab-reviewed-phone');

    // The public profile: the checks passed and their months, from the badge route.
    const badge = await fetchFromPage<{ checks: { check: string; approvedAt: string }[] }>(
      admin.page,
      'GET',
      `/api/exporters/${exporterId}/verification`,
    );
    const month = (check: string) =>
      new Date(badge.body.checks.find((item) => item.check === check)!.approvedAt).toLocaleDateString(
        'en-GB',
        {
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        },
      );
    const expected = `Checks passed: Contact details (${month('contact')}), Legal entity (${month('legal_entity')})`;
    // The Verified flag reaches the cached profile with the catalog's event.
    for (let tries = 0; ; tries += 1) {
      const profile = await fetchFromPage<{ isVerified: boolean }>(
        admin.page,
        'GET',
        `/api/exporters/${exporterId}`,
      );
      if (profile.body.isVerified) break;
      expect(tries).toBeLessThan(60);
      await admin.page.waitForTimeout(250);
    }

    for (const [viewport, tag] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const visitor = await browser.newContext({ viewport });
      contexts.push(visitor);
      const visitorPage = await visitor.newPage();
      // The verification answer is held until the profile is on screen: the header must not move when it lands.
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await visitorPage.route(`**/api/exporters/${exporterId}/verification`, async (route) => {
        await held;
        await route.continue();
      });
      await visitorPage.goto(`${baseUrl()}/exporters/${exporterId}`);
      await visitorPage.getByRole('heading', { level: 1, name: company }).waitFor();
      const before = await headerRowTop(visitorPage);
      release();
      const line = visitorPage.getByTestId('verified-checks');
      await line.getByText('Checks passed:').waitFor();
      await expect(line.textContent()).resolves.toBe(expected);
      expect(await headerRowTop(visitorPage)).toBe(before);
      await visitorPage.getByText('Verified', { exact: true }).first().waitFor();
      await expectNoSidewaysScroll(visitorPage);
      expect(await seriousViolations(visitorPage)).toEqual([]);
      await screenshot(visitorPage, `verification-profile-badge-${tag}`);
    }
  }, 180_000);
});
