import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASIC_PLAN_LIMITS, EXPORTER_APPROVAL_MESSAGES, PLAN_LIMIT_MESSAGES } from '@ped/contracts/options';
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
import { dismissToasts } from './support/toasts.js';
import { signUpThroughApi } from './support/sign-up.js';

// From the signup form to a working exporter account: the application mail, an administrator's approval through
// the API, the set-password link of the approval mail, sign-in, the dashboard's tabs, products up to the Basic
// plan's limit, and an inquiry sent from the public profile answered by e-mail. Screenshots of each tab at 1280
// and 390 px go to e2e/screenshots (and /tmp/shots when SHOTS_DIR says so).

const stamp = `${Date.now()}.${process.pid}`;
const PASSWORD = 'Sialkot-Instruments-2026';
type Viewport = typeof DESKTOP;

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
async function fetchFromPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
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
}

/** Fills and sends the public signup form; answers the registration ID shown. */
async function submitSignup(page: Page, company: string, email: string): Promise<string> {
  await page.goto(`${baseUrl()}/exporter-signup`);
  const field = (label: string) => page.getByLabel(label, { exact: false }).first();
  await field('Company Name').fill(company);
  await field('Business Type').selectOption('Manufacturer');
  await field('Year Established').fill('2004');
  await field('Number of Employees').selectOption('51-100');
  await field('Contact Person Name').fill('Sana Iqbal');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: /^Phone/ }).fill('+92 52 7654321');
  await page.getByRole('textbox', { name: /^Address/ }).fill('Plot 7, Small Industrial Estate');
  await page.getByRole('combobox', { name: /^City/ }).fill('Sialkot');
  await field('Province').selectOption('Punjab');
  await field('Company Description').fill(
    'We forge and finish stainless-steel surgical instruments for hospitals and distributors in Europe.',
  );
  await field('Main Products').fill('Surgical scissors, forceps');
  await field('Export Experience').selectOption('10+ Years');
  await field('Target Markets').fill('EU, Middle East');
  for (const name of [/I agree to the Terms/, /I agree to the processing/]) {
    await page.getByRole('checkbox', { name }).locator('..').locator('[data-part="control"]').click();
  }
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await page.waitForURL(/\/exporter-registration-success\?id=EXP-\d{8}$/);
  const registrationId = await page.getByTestId('registration-id').textContent();
  expect(registrationId).toMatch(/^EXP-\d{8}$/);
  return registrationId!;
}

/** An administrator of the console of its own (the run's `admin` may have changed its password in another test). */
async function signedInAdmin(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const username = `approver-${randomBytes(4).toString('hex')}`;
  const password = `Review-${randomBytes(8).toString('hex')}`;
  const hash = await argon2.hash(password, { type: argon2.argon2id });
  await queryDatabase(
    `INSERT INTO identity.admin_credentials (username, password_hash, must_change_password)
     VALUES ($1, $2, false)`,
    [username, hash],
  );
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/about`);
  const login = await fetchFromPage(page, 'POST', '/api/admin/login', { username, password });
  expect(login.status).toBe(200);
  return { context, page };
}

async function openTab(page: Page, name: RegExp | string): Promise<void> {
  await page.getByRole('tab', { name }).click();
}

async function addProduct(page: Page, name: string, price: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Add Product' });
  await form.getByLabel(/^Product Name/).fill(name);
  await form.getByLabel(/^Category/).selectOption({ index: 1 });
  await form.getByLabel(/^Description/).fill(`${name}, German stainless steel, autoclavable.`);
  await form.getByLabel(/^Price/).fill(price);
  await form.getByLabel(/^Unit/).fill('piece');
  await form.getByLabel(/^Minimum Order/).fill('200 pieces');
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expectToast(page, 'Product added successfully!');
  await page.getByRole('heading', { level: 4, name }).waitFor();
  await dismissToasts(page);
}

/** Each tab of the dashboard at one width: a screenshot, no sideways scrolling, axe on the desktop. */
async function shootTabs(page: Page, viewport: Viewport, tag: string): Promise<void> {
  for (const [tab, ready] of [
    ['Overview', 'Last 30 days'],
    ['Profile', 'Company profile'],
    [/^Products/, 'Your products'],
    ['Inquiries', 'Omar Farooq'],
  ] as const) {
    await openTab(page, tab);
    await page.getByRole('tabpanel').getByText(ready).first().waitFor();
    if (tab === 'Overview') await page.getByRole('tabpanel').locator('svg').first().waitFor();
    await expectNoSidewaysScroll(page);
    if (viewport === DESKTOP) expect(await seriousViolations(page)).toEqual([]);
    const name = typeof tab === 'string' ? tab.toLowerCase() : 'products';
    await screenshot(page, `exporter-workspace-${name}-${tag}`);
  }
}

describe('exporter workspace: from the signup form to answering an inquiry', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('applies, is approved, sets a password from the mail, signs in, adds products up to the Basic limit and answers an inquiry', async () => {
    const company = `Iqbal Surgical ${stamp}`;
    const email = `workspace.${stamp}@example.com`;

    // A visitor applies; the application mail names the registration ID.
    const visitor = await browser.newContext({ viewport: DESKTOP });
    contexts.push(visitor);
    const visitorPage = await visitor.newPage();
    const registrationId = await submitSignup(visitorPage, company, email);
    const received = await waitForMail(email, (mail) => mail.subject.includes(registrationId));
    expect(received.text).toContain(registrationId);

    // An administrator approves it through the API.
    const [application] = await queryDatabase<{ exporter_id: number }>(
      'SELECT exporter_id FROM catalog.exporter_applications WHERE registration_id = $1',
      [registrationId],
    );
    const exporterId = application!.exporter_id;
    const admin = await signedInAdmin(browser);
    contexts.push(admin.context);
    const approved = await fetchFromPage(admin.page, 'PATCH', `/api/admin/exporters/${exporterId}/status`, {
      status: 'approved',
    });
    expect(approved).toEqual({ status: 200, text: JSON.stringify({ id: exporterId, status: 'approved' }) });

    // Identity creates the account and mails a link to set its password.
    const linkMail = await waitForMail(email, (mail) => /\/set-password\?token=/.test(mail.text));
    const link = /https?:\/\/\S+\/set-password\?token=[\w-]+/.exec(linkMail.text)?.[0];
    expect(link).toBeDefined();
    const exporter = await browser.newContext({ viewport: DESKTOP });
    contexts.push(exporter);
    const page = await exporter.newPage();
    await page.goto(`${baseUrl()}${new URL(link!).pathname}${new URL(link!).search}`);
    await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await page.getByRole('heading', { name: 'Password set — sign in' }).waitFor();
    await screenshot(page, 'exporter-workspace-password-set');

    // It signs in with the new password and goes to its dashboard.
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
    await page.goto(`${baseUrl()}/dashboard`);
    await page.getByRole('heading', { level: 2, name: company }).waitFor();
    await page.getByText('Approved', { exact: true }).first().waitFor();
    await expect(page.getByText('Your profile is under review').count()).resolves.toBe(0);

    // Products up to the Basic plan's limit; the limit shows before it is reached and closes the form at it.
    await openTab(page, /^Products/);
    await page.getByText(`0 of ${BASIC_PLAN_LIMITS.products} products on the Basic plan`).waitFor();
    // The public profile is rendered by the edge: each product added here is in its HTML within a second.
    // (React separates the count from the text around it with comments.)
    const renderedProfile = async () =>
      (await (await fetch(`${baseUrl()}/exporters/${exporterId}`)).text()).replaceAll('<!-- -->', '');
    expect(await renderedProfile()).toContain('Products (0)');
    for (let n = 1; n <= BASIC_PLAN_LIMITS.products; n += 1) {
      await addProduct(page, `Mayo scissors ${n}`, `${n}.50`);
      if (n === 3) await page.getByText('3 of 5 products on the Basic plan').waitFor();
      if (n === 1) {
        const added = Date.now();
        while (!(await renderedProfile()).includes('Products (1)')) {
          expect(Date.now() - added).toBeLessThan(1000);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    }
    await page.getByText('5 of 5 products on the Basic plan').waitFor();
    await page.getByText(PLAN_LIMIT_MESSAGES.products, { exact: false }).first().waitFor();
    await expect(
      page
        .getByRole('form', { name: 'Add Product' })
        .getByRole('button', { name: 'Add Product' })
        .isDisabled(),
    ).resolves.toBe(true);
    // The server holds the limit too: a sixth product is refused with the plan's message.
    const sixth = await fetchFromPage(page, 'POST', '/api/my-exporter/products', {
      name: 'Mayo scissors 6',
      categoryId: 1,
    });
    expect(sixth.status).toBe(403);
    expect(JSON.parse(sixth.text)).toMatchObject({
      reason: 'PLAN_LIMIT_REACHED',
      message: PLAN_LIMIT_MESSAGES.products,
    });

    // A visitor sends an inquiry from the exporter's public profile.
    const buyerEmail = `omar.${stamp}@example.com`;
    await visitorPage.goto(`${baseUrl()}/exporters/${exporterId}`);
    await visitorPage.getByRole('heading', { level: 1, name: company }).waitFor();
    await visitorPage.getByRole('button', { name: 'Contact Exporter' }).click();
    const contact = visitorPage.getByRole('dialog', { name: `Contact ${company}` });
    await contact.getByLabel(/^Your Name/).fill('Omar Farooq');
    await contact.getByLabel(/^Email/).fill(buyerEmail);
    await contact.getByLabel(/^Company/).fill('Farooq Medical Supplies');
    await contact.getByLabel(/^Message/).fill('Please quote 2,000 Mayo scissors, 14 cm, CIF Jeddah.');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(visitorPage, 'Message Sent!');

    // The exporter reads it and replies; the visitor has no account, so the reply goes by e-mail.
    await openTab(page, 'Inquiries');
    const inquiry = page.getByRole('article', { name: /Omar Farooq/ });
    await inquiry.getByText('Please quote 2,000 Mayo scissors, 14 cm, CIF Jeddah.').waitFor();
    await inquiry.getByRole('link', { name: buyerEmail }).waitFor();
    await inquiry.getByRole('button', { name: 'Reply' }).click();
    const reply = page.getByRole('dialog', { name: 'Reply to Omar Farooq' });
    await reply.getByLabel(/^Your reply/).fill('USD 2.40 a piece CIF Jeddah; shipment in three weeks.');
    await screenshot(page, 'exporter-workspace-reply-dialog-desktop');
    await reply.getByRole('button', { name: 'Send Reply' }).click();
    await expectToast(page, 'Reply sent');
    await inquiry.getByText('Replied', { exact: true }).waitFor();
    const answer = await waitForMail(buyerEmail, (mail) => mail.text.includes('USD 2.40 a piece'));
    expect(answer.to[0]?.address).toBe(buyerEmail);
    await dismissToasts(page);

    // Every tab, on a desktop and on a phone (the same session).
    await shootTabs(page, DESKTOP, 'desktop');
    const phone = await browser.newContext({ viewport: PHONE, storageState: await exporter.storageState() });
    contexts.push(phone);
    const phonePage = await phone.newPage();
    await phonePage.goto(`${baseUrl()}/dashboard`);
    await phonePage.getByRole('heading', { level: 2, name: company }).waitFor();
    await shootTabs(phonePage, PHONE, 'phone');
  }, 240_000);

  it('lets a self-registered exporter create its profile, tells it pending why products, requests and verification wait, then approved it adds and edits a product', async () => {
    const email = `self.${stamp}@example.com`;
    const company = `Khan Leather ${stamp}`;
    const context = await browser.newContext({ viewport: DESKTOP });
    contexts.push(context);
    const page = await context.newPage();
    await signUpThroughApi(page, '/api/auth/register', {
      firstName: 'Bilal',
      lastName: 'Khan',
      email,
      password: PASSWORD,
    });
    await page.goto(`${baseUrl()}/dashboard`);
    const form = page.getByRole('form', { name: 'Create exporter profile' });
    await page.getByRole('heading', { name: 'Create Your Exporter Profile' }).waitFor();
    await expect(form.getByLabel(/^Business Email/).inputValue()).resolves.toBe(email);
    await form.getByRole('button', { name: 'Create Profile' }).click();
    await form.getByText('Company name is required', { exact: true }).waitFor();
    await screenshot(page, 'exporter-workspace-create-errors-desktop');
    await form.getByLabel(/^Company Name/).fill(company);
    await form.getByLabel(/^City/).fill('Sialkot');
    await form.getByLabel(/^Certifications/).fill('ISO 9001, , LWG Gold ,');
    await form.getByRole('button', { name: 'Create Profile' }).click();
    await expectToast(page, 'Exporter profile created successfully!');
    await page.getByText('Your profile is under review').waitFor();
    await dismissToasts(page);
    await screenshot(page, 'exporter-workspace-pending-desktop');
    const [stored] = await queryDatabase<{ status: string; certifications: string[] }>(
      'SELECT status, certifications FROM catalog.exporters WHERE email = $1',
      [email],
    );
    expect(stored).toEqual({ status: 'pending', certifications: ['ISO 9001', 'LWG Gold'] });

    // Pending, each tab of what buyers would see says why it waits and what comes next, instead of an error.
    for (const [tab, title] of [
      [/^Products/, 'You can add products once your profile is approved'],
      ['Buying Requests', 'Buying requests open once your profile is approved'],
      ['Verification', 'Verification opens once your profile is approved'],
    ] as const) {
      await openTab(page, tab);
      await page
        .getByRole('region', { name: title })
        .getByText('within 48 hours', { exact: false })
        .waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    }
    await expect(page.getByRole('form', { name: 'Add Product' }).count()).resolves.toBe(0);
    await screenshot(page, 'exporter-workspace-pending-verification-desktop');
    // The server holds the rule too, with the same words.
    const early = await fetchFromPage(page, 'POST', '/api/my-exporter/products', {
      name: 'Leather gloves',
      categoryId: 1,
    });
    expect([early.status, JSON.parse(early.text)]).toEqual([
      403,
      expect.objectContaining({
        reason: 'EXPORTER_NOT_APPROVED',
        message: EXPORTER_APPROVAL_MESSAGES.pending,
      }),
    ]);

    const phone = await browser.newContext({ viewport: PHONE, storageState: await context.storageState() });
    contexts.push(phone);
    const phonePage = await phone.newPage();
    await phonePage.goto(`${baseUrl()}/dashboard?tab=requests`);
    await phonePage.getByText('Your profile is under review').waitFor();
    await phonePage
      .getByRole('region', { name: 'Buying requests open once your profile is approved' })
      .waitFor();
    await expectNoSidewaysScroll(phonePage);
    await screenshot(phonePage, 'exporter-workspace-pending-phone');

    // Approved by an administrator, it adds and edits its products.
    const admin = await signedInAdmin(browser);
    contexts.push(admin.context);
    const [exporter] = await queryDatabase<{ id: number }>(
      'SELECT id FROM catalog.exporters WHERE email = $1',
      [email],
    );
    const approved = await fetchFromPage(admin.page, 'PATCH', `/api/admin/exporters/${exporter!.id}/status`, {
      status: 'approved',
    });
    expect(approved.status).toBe(200);
    await page.reload();
    await page.getByText('Approved', { exact: true }).first().waitFor();
    await openTab(page, /^Products/);
    await addProduct(page, 'Leather gloves', '3.20');
    await page.getByRole('button', { name: 'Edit Leather gloves' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Leather gloves' });
    await dialog.getByLabel(/^Price/).fill('abc');
    await dialog.getByRole('button', { name: 'Save Product' }).click();
    await dialog.getByText('Price must be a positive amount').waitFor();
    await dialog.getByLabel(/^Price/).fill('3.45');
    await screenshot(page, 'exporter-workspace-edit-product-desktop');
    await dialog.getByRole('button', { name: 'Save Product' }).click();
    await expectToast(page, 'Product updated successfully!');
    await page.getByText('$3.45 / piece').waitFor();
  }, 180_000);
});
