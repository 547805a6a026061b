import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import argon2 from 'argon2';
import { generate } from 'otplib';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { TWO_FACTOR_MESSAGES } from '@ped/contracts/options';
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
import { dismissToasts } from './support/toasts.js';
import { signUpThroughApi } from './support/sign-up.js';

// The admin journey, from sign-in to removal: a console account of its own turns on two-factor sign-in and
// signs in again with a code; exporters sign up while the admin looks; the admin filters the pending ones,
// bulk-approves three and sees the counters, the new-exporters chart and the activity change; blocks a
// conversation, resolves a reported message with a note, approves one verification check and finds it named on
// the exporter's public badge, removes an exporter through the confirmation dialog; every tab of /admin is looked
// at (1280 px; the exporters tab and a chart at 390 px) and checked with axe; /admin-legacy loads with its tabs.
// The steps share one admin session and what they seed, so they run in order. Screenshots go to e2e/screenshots
// (and SHOTS_DIR). e2e/admin-console.e2e.ts covers two-factor, Settings, verification review and charts in depth.

const stamp = `${Date.now()}.${process.pid}`;
/** In every seeded company name and subject: the search that finds exactly this run's rows. */
const tag = `R${Date.now().toString(36).slice(-6)}`;
const PASSWORD = 'Faisalabad-Textiles-2026';
/** Read models are fed by events: what the console shows follows a change within seconds. */
const CONVERGE_MS = 30_000;
const SCREENSHOTS = join(process.cwd(), 'e2e', 'screenshots');

interface Party {
  context: BrowserContext;
  page: Page;
}

interface SeededExporter extends Party {
  company: string;
  id: number;
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPageShot(page, `admin-journey-${name}`);
  const extra = process.env.SHOTS_DIR;
  if (extra)
    await page.screenshot({ path: `${extra}/admin-journey-${name}.png`, fullPage: true, timeout: 12_000 });
}

async function expectToast(page: Page, title: string): Promise<void> {
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByText(title, { exact: true })
    .first()
    .waitFor();
}

/** No serious or critical WCAG 2.1 A/AA violation (it also lets animations finish, so screenshots follow it). */
async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
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

/** Asks `check` again (every 250 ms, up to CONVERGE_MS) until it answers true. */
async function eventually(what: string, check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + CONVERGE_MS;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${CONVERGE_MS / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The dashboard at `path`, opened again until `ready` sees what the read models were to show. */
async function reloadUntil(page: Page, path: string, what: string, ready: () => Promise<boolean>) {
  await eventually(what, async () => {
    await page.goto(`${baseUrl()}${path}`);
    await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();
    return ready();
  });
}

/** A figure of the overview's cards ("Total Exporters", "Pending Reviews"), as a number. */
async function figure(page: Page, label: string): Promise<number> {
  const value = page
    .locator('dl')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
  return Number((await value.innerText()).replaceAll(/[^\d.-]/g, ''));
}

/** The current month as the charts' tables name it ("Nov 2026"; the server's months are UTC). */
const thisMonth = () =>
  new Date().toLocaleDateString('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** This month's new exporters, read from the table the chart keeps for screen readers. */
async function newExportersThisMonth(page: Page): Promise<number> {
  const table = page.getByRole('table', { name: 'New exporters per month, last six months' });
  await table.waitFor({ state: 'attached' });
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((cells) =>
      cells.map((row) => [row.querySelector('th')?.textContent, row.querySelector('td')?.textContent]),
    );
  return Number(rows.find(([month]) => month === thisMonth())?.[1] ?? 0);
}

/** Chakra's checkbox: its input is visually hidden; the label around it takes the click. */
async function tick(page: Page, name: string): Promise<void> {
  await page.locator('label', { has: page.getByRole('checkbox', { name, exact: true }) }).click();
  await expect(page.getByRole('checkbox', { name, exact: true }).isChecked()).resolves.toBe(true);
}

/** A console account of this test's own: other browser tests keep signing in as `admin` without a code. */
async function consoleAccount(): Promise<{ username: string; password: string }> {
  const username = `journey-${randomBytes(4).toString('hex')}`;
  const password = `Console-${randomBytes(8).toString('hex')}`;
  await queryDatabase(
    `INSERT INTO identity.admin_credentials (username, password_hash, must_change_password)
     VALUES ($1, $2, false)`,
    [username, await argon2.hash(password, { type: argon2.argon2id })],
  );
  return { username, password };
}

async function newParty(browser: Browser, contexts: BrowserContext[]): Promise<Party> {
  const context = await browser.newContext({ viewport: DESKTOP });
  contexts.push(context);
  return { context, page: await context.newPage() };
}

/** An exporter account with its profile, pending review (what a signup makes). */
async function signUpExporter(party: Party, company: string, city: string): Promise<SeededExporter> {
  const email = `journey.${company.split(' ')[0]!.toLowerCase()}.${stamp}@example.com`;
  await signUpThroughApi(party.page, '/api/auth/register', {
    firstName: 'Usman',
    lastName: 'Tariq',
    email,
    password: PASSWORD,
  });
  await party.page.goto(`${baseUrl()}/about`);
  const created = await fetchFromPage<{ id: number }>(party.page, 'POST', '/api/exporters', {
    companyName: company,
    email,
    contactPerson: 'Usman Tariq',
    phone: '+92 41 8765432',
    city,
  });
  expect(created.status).toBe(201);
  return { ...party, company, id: created.body.id };
}

/** A buyer with a completed profile (which starting a conversation needs). */
async function signUpBuyer(party: Party): Promise<void> {
  const email = `journey.buyer.${stamp}@example.com`;
  await signUpThroughApi(party.page, '/api/buyer/register', {
    firstName: 'Lena',
    lastName: 'Vogel',
    email,
    password: PASSWORD,
  });
  await party.page.goto(`${baseUrl()}/about`);
  const profile = await fetchFromPage(party.page, 'POST', '/api/buyer/complete-profile', {
    firstName: 'Lena',
    lastName: 'Vogel',
    email,
    companyName: 'Vogel Textilhandel GmbH',
    businessType: 'wholesaler',
    country: 'Germany',
    city: 'Bremen',
    industryFocus: ['Textiles & Garments'],
  });
  expect(profile.status).toBe(200);
}

/** The buyer's conversation with an exporter, once messaging has heard of the exporter's approval. */
async function startConversation(buyer: Page, exporterId: number, subject: string, message: string) {
  // Asked of messaging's directory, not by retrying the start: refused starts count toward its rate limit.
  await eventually(`messaging lists exporter ${exporterId} as public`, async () => {
    const rows = await queryDatabase(
      'SELECT 1 FROM messaging.exporter_directory WHERE id = $1 AND is_public',
      [exporterId],
    );
    return rows.length === 1;
  });
  const started = await fetchFromPage<{ id: number }>(buyer, 'POST', '/api/conversations', {
    exporterId,
    subject,
    initialMessage: message,
  });
  expect(started.status).toBe(201);
  return started.body.id;
}

async function signIn(page: Page, account: { username: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl()}/admin-login`);
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  await recordToasts(page);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

type ToastWindow = Window & { shownToasts?: string[] };

/**
 * Records the text of every toast shown on this page from now on. The newest toast replaces the shown one, so on
 * a loaded machine the sign-in's toast can be replaced (by the console's first answers) before a look finds it.
 */
async function recordToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shown: string[] = ((window as ToastWindow).shownToasts = []);
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="region"][aria-label*="Notifications"]')) {
        const text = region.textContent ?? '';
        if (text && !shown.includes(text)) shown.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** A toast with this title was shown since `recordToasts`, even if another has replaced it since. */
async function expectToastShown(page: Page, title: string): Promise<void> {
  try {
    await page.waitForFunction(
      (wanted) => ((window as ToastWindow).shownToasts ?? []).some((text) => text.includes(wanted)),
      title,
      { timeout: 30_000 },
    );
  } catch (error) {
    // What the page showed instead, for a run that cannot be watched (CI).
    const seen = await page
      .evaluate(() => ({
        url: location.href,
        toasts: (window as ToastWindow).shownToasts ?? null,
        headings: [...document.querySelectorAll('h1, h2')].map((h) => h.textContent),
        answered: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/'))
          .map((entry) => `${entry.name} in ${Math.round(entry.duration)} ms`),
        sinceLoad: Math.round(performance.now()),
      }))
      .catch((reason: unknown) => String(reason));
    throw new Error(`no "${title}" toast in 30 s; the page: ${JSON.stringify(seen)}`, { cause: error });
  }
}

describe('the admin journey: two-factor sign-in, review, moderation, verification and removal (admin-ui)', () => {
  let browser: Browser;
  let admin: Party;
  let account: { username: string; password: string };
  const contexts: BrowserContext[] = [];
  const exporters: SeededExporter[] = [];
  /** The three bulk-approved (the first also passes a verification check); the fourth is removed. */
  const approved = () => exporters.slice(0, 3);
  const removed = () => exporters[3]!;

  beforeAll(async () => {
    browser = await launchBrowser();
    account = await consoleAccount();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('turns on two-factor sign-in from the reminder, and then signs in only with a code', async () => {
    admin = await newParty(browser, contexts);
    const { page } = admin;
    // On a slow phone (the CPU 6× slower), where the signed-in user reaches the console's gate late: it waits
    // for them rather than showing "Admin Access Required" over the sign-in's toast and sending them back.
    const cpu = await admin.context.newCDPSession(page);
    await cpu.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await signIn(page, account);
    await expectToastShown(page, 'Admin login successful');
    await page.waitForURL(/\/admin$/);
    await page.getByText(`Signed in as ${account.username}`).waitFor();
    await cpu.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(await page.evaluate(() => (window as ToastWindow).shownToasts)).not.toContainEqual(
      expect.stringContaining('Admin Access Required'),
    );

    // Two-factor is off: the reminder opens the settings on its tab.
    const reminder = page.getByRole('region', { name: 'Two-factor authentication reminder' });
    await reminder.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('tab', { name: 'Two-factor authentication', selected: true }).waitFor();
    await settings.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await settings.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    // The authenticator app's side: the key shown as text beside the QR code.
    const secret = (await settings.getByLabel('Setup key').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await settings.getByLabel('Authentication code').fill(await generate({ secret }));
    await settings.getByRole('button', { name: 'Turn on', exact: true }).click();
    await settings.getByText('Two-factor authentication is on').waitFor();
    await settings.getByRole('button', { name: 'Done' }).click();
    await settings.getByText('Recovery codes left: 10.').waitFor();
    await settings.getByRole('button', { name: 'Close settings' }).click();
    await settings.waitFor({ state: 'detached' });
    await expect(reminder.count()).resolves.toBe(0);

    // Signed out and in again: the password alone no longer opens the console.
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    // Signed out once the server's answer sends the page home (the home page's pictures need not have loaded).
    await page.waitForURL(`${baseUrl()}/`, { waitUntil: 'commit' });
    expect((await page.request.get(`${baseUrl()}/api/admin/stats`)).status()).toBe(401);
    await signIn(page, account);
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    const code = await generate({ secret });
    if (code !== '000000') await page.getByText(TWO_FACTOR_MESSAGES.invalid).waitFor();
    await page.getByLabel('Authentication code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByText(`Signed in as ${account.username}`).waitFor();
    await expect(
      queryDatabase('SELECT two_factor_enabled FROM identity.admin_credentials WHERE username = $1', [
        account.username,
      ]),
    ).resolves.toEqual([{ two_factor_enabled: true }]);
  }, 120_000);

  it('sees sign-ups counted and charted, filters the pending exporters, bulk-approves three, and sees counters and activity change', async () => {
    const { page } = admin;
    await page.getByText('Pending Reviews', { exact: true }).waitFor();
    const before = {
      total: await figure(page, 'Total Exporters'),
      pending: await figure(page, 'Pending Reviews'),
      thisMonth: await newExportersThisMonth(page),
    };

    // Four exporters sign up while the admin looks.
    for (const [name, city] of [
      ['Indus Looms', 'Faisalabad'],
      ['Ravi Tanners', 'Kasur'],
      ['Chenab Rice Mills', 'Gujranwala'],
      ['Margalla Cutlery', 'Wazirabad'],
    ] as const) {
      exporters.push(await signUpExporter(await newParty(browser, contexts), `${name} ${tag}`, city));
    }

    await reloadUntil(
      page,
      '/admin',
      'the overview counts the four sign-ups',
      async () =>
        (await figure(page, 'Total Exporters')) === before.total + 4 &&
        (await figure(page, 'Pending Reviews')) === before.pending + 4 &&
        (await newExportersThisMonth(page)) === before.thisMonth + 4,
    );

    // "Review pending exporters" opens the exporters tab filtered to pending; the search narrows it to this run's.
    await page.getByRole('link', { name: 'Review pending exporters' }).click();
    await page.getByRole('tab', { name: 'Exporters', selected: true }).waitFor();
    await expect(page.getByLabel('Status').inputValue()).resolves.toBe('pending');
    await page.getByRole('searchbox', { name: 'Search exporters' }).fill(tag);
    await page.waitForURL(new RegExp(`searchTerm=${tag}`));
    const table = page.getByRole('region', { name: 'Exporters' });
    for (const exporter of exporters) await table.getByText(exporter.company, { exact: true }).waitFor();
    await expect(table.locator('tbody tr').count()).resolves.toBe(4);

    // Bulk Approve without a selection says why (it is aria-disabled, which Playwright would not click, but a
    // pointer can).
    await page.getByRole('button', { name: 'Bulk Approve' }).click({ force: true });
    await expectToast(page, 'No Selection');
    await page.getByText('Please select exporters first.').waitFor();
    await dismissToasts(page);

    for (const exporter of approved()) await tick(page, `Select ${exporter.company}`);
    await page.getByText('3 selected').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'exporters-pending-selected-desktop');
    // It asks first, with the count and the companies (issue 33), and the toast counts what was done.
    await page.getByRole('button', { name: 'Bulk Approve' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Approve 3 exporters?' });
    for (const exporter of approved()) await confirm.getByText(exporter.company, { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Approve 3 exporters' }).click();
    await expectToast(page, 'Success');
    await page.getByText('Bulk approve completed successfully: 3 approved').waitFor();
    // The selection clears and the pending list, read again, holds only the fourth.
    await page.getByText('No exporters selected').waitFor();
    for (const exporter of approved()) {
      await table.getByText(exporter.company, { exact: true }).waitFor({ state: 'detached' });
    }
    await table.getByText(removed().company, { exact: true }).waitFor();
    await expect(
      queryDatabase('SELECT status FROM catalog.exporters WHERE id = ANY($1)', [
        approved().map((exporter) => exporter.id),
      ]),
    ).resolves.toEqual([{ status: 'approved' }, { status: 'approved' }, { status: 'approved' }]);
    await dismissToasts(page);

    // Approved, the first sends its legal entity check for review (evidence waits for the approval).
    const legal = await fetchFromPage(
      exporters[0]!.page,
      'POST',
      '/api/my-exporter/verification/legal-entity',
      {
        secpNumber: '0198765',
        ntn: '7654321-0',
        certificateUrl: 'https://secp.example.pk/cert/0198765',
      },
    );
    expect(legal.status).toBe(200);

    // The counters and the recent activity follow the catalog's events.
    const activity = page.getByRole('region', { name: 'Recent activity' });
    await reloadUntil(page, '/admin', 'the overview shows the three approvals', async () => {
      if ((await figure(page, 'Pending Reviews')) !== before.pending + 1) return false;
      for (const exporter of approved()) {
        if ((await activity.getByText(`Approved ${exporter.company}`).count()) === 0) return false;
      }
      return true;
    });
    await expect(figure(page, 'Total Exporters')).resolves.toBe(before.total + 4);
    await expect(newExportersThisMonth(page)).resolves.toBe(before.thisMonth + 4);
    await screenshot(page, 'overview-after-approval-desktop');
  }, 180_000);

  it('blocks a conversation and resolves a reported message with a note', async () => {
    const { page } = admin;
    const buyer = await newParty(browser, contexts);
    await signUpBuyer(buyer);
    const [blockWith, reportWith] = [approved()[1]!, approved()[2]!];
    const blockSubject = `Leather work gloves ${tag}`;
    const reportSubject = `Rice samples for Bremen ${tag}`;
    await startConversation(
      buyer.page,
      blockWith.id,
      blockSubject,
      'We need 5,000 pairs of leather work gloves.',
    );
    const reported = await startConversation(
      buyer.page,
      reportWith.id,
      reportSubject,
      'Please send 2 kg samples of Super Basmati.',
    );
    const scam = `Pay the sample fee by gift card to +92 300 0000000 first (${tag}).`;
    const sent = await fetchFromPage<{ id: number }>(
      reportWith.page,
      'POST',
      `/api/conversations/${reported}/messages`,
      { content: scam },
    );
    expect(sent.status).toBe(201);
    const report = await fetchFromPage(buyer.page, 'POST', `/api/conversations/${reported}/report`, {
      messageId: sent.body.id,
      reason: 'scam',
      details: 'Asked for gift cards before sending samples.',
    });
    expect(report.status).toBe(202);

    // Communication: the conversation is blocked from its row.
    await page.goto(`${baseUrl()}/admin?tab=communication`);
    const row = page
      .getByRole('region', { name: 'Conversations' })
      .getByRole('row')
      .filter({ hasText: blockSubject });
    await row.getByRole('button', { name: `Block ${blockSubject}` }).click();
    await expectToast(page, 'Conversation moderated successfully');
    await row.getByText('Blocked', { exact: true }).waitFor();
    await expect(row.getByRole('button', { name: `Block ${blockSubject}` }).count()).resolves.toBe(0);
    await expect(
      queryDatabase('SELECT status FROM messaging.conversations WHERE subject = $1', [blockSubject]),
    ).resolves.toEqual([{ status: 'blocked' }]);
    await dismissToasts(page);

    // Moderation: the report arrives with the reported text; resolved with a note, it leaves the pending list.
    const card = page.getByRole('article').filter({ hasText: scam });
    await reloadUntil(page, '/admin?tab=moderation', 'the report is in the moderation queue', async () => {
      await page
        .getByText(/^\d+ pending$|^No reports waiting$/)
        .first()
        .waitFor();
      return (await card.count()) === 1;
    });
    await card.getByText('Asked for gift cards before sending samples.').waitFor();
    await card.getByRole('button', { name: 'Resolve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resolve the report' });
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await dialog.getByText('Please add a note about your decision').waitFor();
    await dialog.getByLabel(/^Note/).fill('Warned the exporter: payment by gift card is not allowed.');
    await expectAccessible(page);
    await screenshot(page, 'moderation-resolve-desktop');
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await expectToast(page, 'Report resolved');
    await card.waitFor({ state: 'detached' });
    await page.getByLabel('Status').selectOption('resolved');
    await card.getByText('Warned the exporter: payment by gift card is not allowed.').waitFor();
    await card.getByText('Resolved', { exact: true }).waitFor();
    await dismissToasts(page);
  }, 120_000);

  it('approves one verification check and sees it named on the exporter’s public badge', async () => {
    const { page } = admin;
    const exporter = approved()[0]!;
    await page.goto(`${baseUrl()}/admin?tab=verification`);
    const approve = page.getByRole('button', {
      name: `Approve the legal entity check of ${exporter.company}`,
    });
    await approve.click();
    const dialog = page.getByRole('dialog', { name: 'Approve the legal entity check' });
    await dialog.getByText('https://secp.example.pk/cert/0198765').waitFor();
    await dialog.getByLabel(/^Notes/).fill('SECP and FBR records match the company.');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectToast(page, 'Check approved');
    await approve.waitFor({ state: 'detached' });
    await dismissToasts(page);

    const visitor = await newParty(browser, contexts);
    await visitor.page.goto(`${baseUrl()}/exporters/${exporter.id}`);
    await visitor.page.getByRole('heading', { level: 1, name: exporter.company }).waitFor();
    const line = visitor.page.getByTestId('verified-checks');
    await line.getByText('Checks passed:').waitFor();
    const month = new Date().toLocaleDateString('en-GB', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(line.textContent()).resolves.toBe(`Checks passed: Legal entity (${month})`);
    await expectAccessible(visitor.page);
    await screenshot(visitor.page, 'public-badge-desktop');
  }, 90_000);

  it('removes an exporter after "Are you sure…", and the activity says so', async () => {
    const { page } = admin;
    const target = removed();
    await page.goto(`${baseUrl()}/admin?tab=exporters&searchTerm=${tag}`);
    const table = page.getByRole('region', { name: 'Exporters' });
    const remove = table.getByRole('button', { name: `Remove ${target.company}` });
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove exporter?' });
    await dialog
      .getByText(`Are you sure you want to remove ${target.company}? This action cannot be undone.`, {
        exact: true,
      })
      .waitFor();
    await expectAccessible(page);
    await screenshot(page, 'remove-dialog-desktop');
    // Cancel keeps it; Remove removes it for good.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await remove.click();
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expectToast(page, 'Exporter removed successfully');
    await table.getByText(target.company, { exact: true }).waitFor({ state: 'detached' });
    await expect(
      queryDatabase('SELECT id FROM catalog.exporters WHERE id = $1', [target.id]),
    ).resolves.toEqual([]);
    await dismissToasts(page);

    const activity = page.getByRole('region', { name: 'Recent activity' });
    await reloadUntil(page, '/admin', 'the overview shows the removal', async () => {
      await page.getByText('Pending Reviews', { exact: true }).waitFor();
      return (await activity.getByText(`Removed ${target.company}`).count()) === 1;
    });
  }, 90_000);

  it('shows every tab of /admin at 1280 px, and the exporters tab and a chart at 390 px, without serious axe violations', async () => {
    const { page } = admin;
    const tabs: [string, (page: Page) => Locator][] = [
      ['Overview', (p) => p.getByRole('heading', { name: 'Recent activity' })],
      ['Analytics', (p) => p.getByRole('table').first()],
      ['Exporters', (p) => p.getByRole('region', { name: 'Exporters' })],
      ['Verification', (p) => p.getByRole('group', { name: 'Show submissions' })],
      ['Financial', (p) => p.getByRole('heading', { name: 'Subscriptions' })],
      ['Communication', (p) => p.getByRole('region', { name: 'Conversations' }).first()],
      ['Moderation', (p) => p.getByRole('heading', { name: 'Moderation queue' })],
      ['System', (p) => p.getByRole('heading', { name: 'Platform metrics' })],
    ];
    await page.goto(`${baseUrl()}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();
    for (const [label, ready] of tabs) {
      await page.getByRole('tab', { name: label, exact: true }).click();
      await ready(page).waitFor({ state: 'attached' });
      // Nothing left loading.
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await screenshot(page, `tab-${label.toLowerCase()}-desktop`);
    }

    const phone = await browser.newContext({
      viewport: PHONE,
      storageState: await admin.context.storageState(),
    });
    contexts.push(phone);
    const small = await phone.newPage();
    await small.goto(`${baseUrl()}/admin?tab=exporters&searchTerm=${tag}`);
    await small
      .getByRole('region', { name: 'Exporters' })
      .getByText(approved()[0]!.company, { exact: true })
      .waitFor();
    await expectNoSidewaysScroll(small);
    await expectAccessible(small);
    await screenshot(small, 'tab-exporters-phone');
    await small.getByRole('tab', { name: 'Overview', exact: true }).click();
    const chart = small.getByRole('region', { name: 'New exporters' });
    // Below the fold on a phone: its chart is drawn (and nivo fetched) once it is scrolled to.
    await chart.scrollIntoViewIfNeeded();
    await chart.locator('svg').first().waitFor();
    await expectNoSidewaysScroll(small);
    await expectAccessible(small);
    await chart.screenshot({ path: join(SCREENSHOTS, 'admin-journey-chart-new-exporters-phone.png') });
  }, 180_000);

  it('opens /admin-legacy with its tabs', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl()}/admin-legacy`);
    await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();
    await page.getByRole('link', { name: 'Open the enhanced dashboard' }).waitFor();
    const tabs: [string, (page: Page) => Locator][] = [
      ['Overview', (p) => p.getByRole('heading', { name: 'Recent activity' })],
      ['Exporters', (p) => p.getByRole('region', { name: 'Exporters' })],
      ['Messaging', (p) => p.getByRole('region', { name: 'Conversations' })],
      ['Activity', (p) => p.getByRole('list', { name: 'Activity' })],
      ['Analytics', (p) => p.getByText('Verification rate')],
    ];
    for (const [label, ready] of tabs) {
      await page.getByRole('tab', { name: label, exact: true }).click();
      await ready(page).waitFor();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await screenshot(page, `legacy-${label.toLowerCase()}-desktop`);
    }
  }, 90_000);
});
