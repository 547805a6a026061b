import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TWO_FACTOR_MESSAGES, VERIFICATION_MESSAGES } from '@ped/contracts/options';
import { seriousViolations } from './support/axe.js';
import {
  baseUrl,
  DESKTOP,
  expectNoSidewaysScroll,
  launchBrowser,
  PHONE,
  screenshot,
} from './support/browser.js';
import { queryDatabase } from './support/database.js';
import { dismissToasts } from './support/toasts.js';
import { signUpThroughApi } from './support/sign-up.js';

// The admin console against the running system: two-factor sign-in turned on from the dashboard's reminder and
// used at the next sign-in (the authenticator code, then a recovery code), Settings from the header, the
// verification ladder reviewed check by check in the Verification tab, and the Analytics tab's charts — at
// 1280 and 390 px, with screenshots in e2e/screenshots.

const stamp = `${Date.now()}.${process.pid}`;
const EXPORTER_PASSWORD = 'Sialkot-Leather-2026';
const CERTIFICATE = 'https://secp.example.pk/cert/0123456';

/** A console account of its own (the run's `admin` changes its password in another test). */
async function consoleAccount(): Promise<{ username: string; password: string }> {
  const username = `console-${randomBytes(4).toString('hex')}`;
  const password = `Review-${randomBytes(8).toString('hex')}`;
  await queryDatabase(
    `INSERT INTO identity.admin_credentials (username, password_hash, must_change_password)
     VALUES ($1, $2, false)`,
    [username, await argon2.hash(password, { type: argon2.argon2id })],
  );
  return { username, password };
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

async function expectToast(page: Page, text: string): Promise<void> {
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text)
    .first()
    .waitFor();
}

/** Lets a dialog finish fading in before a screenshot (one cancelled meanwhile is over all the same). */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

async function signInOnPage(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}/admin-login`);
  await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('the admin console in the browser', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const newContext = async (viewport = DESKTOP) => {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    return context;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('turns two-factor sign-in on from the reminder, then asks for the code (or a recovery code) at sign-in', async () => {
    const { username, password } = await consoleAccount();
    const context = await newContext();
    const page = await context.newPage();
    await signInOnPage(page, username, password);
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();

    // Two-factor is off: the dashboard reminds, and its button opens the two-factor settings.
    const reminder = page.getByRole('region', { name: 'Two-factor authentication reminder' });
    await reminder.getByText('Two-factor authentication is off').waitFor();
    await dismissToasts(page);
    await screenshot(page, 'admin-console-reminder-desktop');
    await reminder.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByRole('tab', { name: 'Two-factor authentication', selected: true }).waitFor();
    await dialog.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await dialog.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await dialog.getByLabel('Setup key').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await settled(page);
    await screenshot(page, 'admin-console-two-factor-setup-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByLabel(/^Authentication code/).fill(await generate({ secret }));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    const codes = dialog.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    const recoveryCodes = (await codes.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    await settled(page);
    await screenshot(page, 'admin-console-recovery-codes-desktop');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.getByText('Recovery codes left: 10', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Close settings' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(reminder.count()).resolves.toBe(0);

    // The next sign-in asks for the code after the password: a wrong one is said beside the field.
    await context.clearCookies();
    await signInOnPage(page, username, password);
    await page.getByRole('heading', { level: 1, name: 'Two-factor authentication' }).waitFor();
    const code = page.getByLabel('Authentication code');
    await expect(code.evaluate((field) => field === document.activeElement)).resolves.toBe(true);
    await expect(code.getAttribute('inputmode')).resolves.toBe('numeric');
    await expect(code.getAttribute('autocomplete')).resolves.toBe('one-time-code');
    await screenshot(page, 'admin-console-sign-in-code-desktop');
    const right = await generate({ secret });
    await code.fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(TWO_FACTOR_MESSAGES.invalid).waitFor();
    await expect(code.evaluate((field) => field === document.activeElement)).resolves.toBe(true);
    await expect(code.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-console-sign-in-wrong-code-desktop');
    await code.fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();

    // On a phone, with a recovery code instead.
    await context.clearCookies();
    const phone = await (await newContext(PHONE)).newPage();
    await signInOnPage(phone, username, password);
    await phone.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await phone.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await expectNoSidewaysScroll(phone);
    await screenshot(phone, 'admin-console-sign-in-recovery-phone');
    await phone.getByRole('button', { name: 'Verify' }).click();
    await phone.waitForURL(/\/admin$/);
    await phone.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();
    await phone.getByRole('button', { name: 'Settings' }).click();
    const phoneDialog = phone.getByRole('dialog', { name: 'Settings' });
    await phoneDialog.getByRole('tab', { name: 'Two-factor authentication' }).click();
    await phoneDialog.getByText('Recovery codes left: 9', { exact: false }).waitFor();
    await dismissToasts(phone);
    await settled(phone);
    await screenshot(phone, 'admin-console-settings-phone');
  });

  it('reviews the verification ladder check by check in the Verification tab', async () => {
    // An approved exporter that sent the legal entity and membership checks.
    const email = `console.ladder.${stamp}@example.com`;
    const company = `Lahore Looms ${stamp}`;
    const exporter = await (await newContext()).newPage();
    await signUpThroughApi(exporter, '/api/auth/register', {
      firstName: 'Hina',
      lastName: 'Raza',
      email,
      password: EXPORTER_PASSWORD,
    });
    await exporter.goto(`${baseUrl()}/about`);
    const created = await fetchFromPage<{ id: number }>(exporter, 'POST', '/api/exporters', {
      companyName: company,
      email,
      contactPerson: 'Hina Raza',
      phone: '+92 42 3550011',
      city: 'Lahore',
    });
    expect(created.status).toBe(201);

    const { username, password } = await consoleAccount();
    const context = await newContext();
    const page = await context.newPage();
    await signInOnPage(page, username, password);
    await page.waitForURL(/\/admin$/);
    const approved = await fetchFromPage(page, 'PATCH', `/api/admin/exporters/${created.body.id}/status`, {
      status: 'approved',
    });
    expect(approved.status).toBe(200);
    for (const [check, body] of [
      ['legal-entity', { secpNumber: '0123456', ntn: '1234567-8', certificateUrl: CERTIFICATE }],
      [
        'membership',
        {
          bodyName: 'Lahore Chamber of Commerce',
          memberNumber: 'LCCI-2231',
          link: 'https://lcci.example.pk/m/2231',
        },
      ],
    ] as const) {
      const sent = await fetchFromPage(exporter, 'POST', `/api/my-exporter/verification/${check}`, body);
      expect({ check, status: sent.status }).toEqual({ check, status: 200 });
    }

    await page.goto(`${baseUrl()}/admin?tab=verification`);
    const table = page.getByRole('table', { name: 'Pending verification submissions' });
    const legal = table.getByRole('row').filter({ hasText: company }).filter({ hasText: 'Legal entity' });
    await legal.waitFor();
    const link = legal.getByRole('link', { name: CERTIFICATE });
    await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await legal.getByText('secp.example.pk', { exact: true }).waitFor();
    await dismissToasts(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-console-verification-desktop');

    await legal.getByRole('button', { name: `Approve the legal entity check of ${company}` }).click();
    const approve = page.getByRole('dialog', { name: 'Approve the legal entity check' });
    await approve.getByText(/Check the SECP incorporation number/).waitFor();
    await settled(page);
    await screenshot(page, 'admin-console-verification-approve-desktop');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Check approved');
    await expectToast(page, `The legal entity check of ${company} passes for a year.`);
    await legal.waitFor({ state: 'detached' });

    const membership = table.getByRole('row').filter({ hasText: company }).filter({ hasText: 'membership' });
    await membership
      .getByRole('button', { name: `Reject the exporter body membership check of ${company}` })
      .click();
    const reject = page.getByRole('dialog', { name: 'Reject the exporter body membership check' });
    await reject.getByRole('button', { name: 'Reject' }).click();
    await reject.getByText(VERIFICATION_MESSAGES.notes).waitFor();
    await reject.getByLabel(/^Notes/).fill('LCCI has no member LCCI-2231: please send the record again.');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expectToast(page, 'Check rejected');
    await membership.waitFor({ state: 'detached' });
    // Legal entity and one more check make an exporter verified: one passed, not verified yet.
    expect(
      (
        await queryDatabase<{ is_verified: boolean }>(
          'SELECT is_verified FROM catalog.exporters WHERE id = $1',
          [created.body.id],
        )
      )[0]?.is_verified,
    ).toBe(false);

    await page
      .getByRole('group', { name: 'Show submissions' })
      .getByRole('button', { name: 'Rejected' })
      .click();
    await page
      .getByRole('table', { name: 'Rejected verification submissions' })
      .getByText('LCCI has no member LCCI-2231: please send the record again.')
      .waitFor();
    await dismissToasts(page);

    const phone = await (await newContext(PHONE)).newPage();
    await phone.context().addCookies(await context.cookies());
    await phone.goto(`${baseUrl()}/admin?tab=verification`);
    await phone.getByRole('heading', { name: 'Exporter verification checks' }).waitFor();
    await phone.getByRole('group', { name: 'Show submissions' }).getByRole('button', { name: 'All' }).click();
    await phone
      .getByRole('table', { name: 'Verification submissions, pending first' })
      .getByText(company)
      .first()
      .waitFor();
    await expectNoSidewaysScroll(phone);
    await screenshot(phone, 'admin-console-verification-phone');
  });

  it('draws the Analytics tab as charts with table views, and fits a phone', async () => {
    const { username, password } = await consoleAccount();
    const context = await newContext();
    const page = await context.newPage();
    await signInOnPage(page, username, password);
    await page.waitForURL(/\/admin$/);
    await page.goto(`${baseUrl()}/admin?tab=analytics`);
    const performance = page.getByRole('region', { name: 'Platform performance' });
    await performance.locator('svg rect').first().waitFor();
    await page.getByRole('heading', { name: 'Geographic distribution' }).waitFor();
    await dismissToasts(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-console-analytics-desktop');
    await performance.getByRole('button', { name: 'Show as table' }).click();
    await performance
      .getByRole('table', { name: 'Platform performance' })
      .getByText('Response time')
      .waitFor();

    const phone = await (await newContext(PHONE)).newPage();
    await phone.context().addCookies(await context.cookies());
    await phone.goto(`${baseUrl()}/admin?tab=analytics`);
    await phone.getByRole('region', { name: 'Platform performance' }).locator('svg rect').first().waitFor();
    await expectNoSidewaysScroll(phone);
    await screenshot(phone, 'admin-console-analytics-phone');
    await phone.goto(`${baseUrl()}/admin`);
    await phone.getByRole('region', { name: 'Two-factor authentication reminder' }).waitFor();
    await expectNoSidewaysScroll(phone);
    await screenshot(phone, 'admin-console-overview-phone');
  });
});
