import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASIC_PLAN_LIMITS, TRADE_TERMS_MESSAGES } from '@ped/contracts/options';
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

// Issue 20's browser test: a buyer posts a rice request with the category's template; an exporter selling rice
// finds it in its Buying Requests tab and quotes in USD with a price tier; a second one quotes in EUR; the buyer
// compares both in one currency at the stated rate, accepts the first and lands in their conversation, whose first
// message is the quotation. Screenshots at 1280 and 390 px go to e2e/screenshots (and SHOTS_DIR).

const stamp = `${Date.now()}.${process.pid}`;
const PASSWORD = 'Gujranwala-Rice-2026';
const TITLE = `1121 basmati sella, 100 MT ${stamp}`;
const CONVERGE_MS = 30_000;

interface Party {
  context: BrowserContext;
  page: Page;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function screenshot(page: Page, name: string): Promise<void> {
  await fullPageShot(page, `quotations-${name}`);
  const extra = process.env.SHOTS_DIR;
  if (extra)
    await page.screenshot({ path: `${extra}/quotations-${name}.png`, fullPage: true, timeout: 12_000 });
}

async function expectToast(page: Page, title: string): Promise<void> {
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByText(title, { exact: true })
    .first()
    .waitFor();
}

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

async function eventually(what: string, check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + CONVERGE_MS;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The dialog's opening animation has ended (a screenshot mid-way shows it faded). */
async function settled(page: Page): Promise<void> {
  await page.waitForTimeout(400);
}

async function newParty(browser: Browser, contexts: BrowserContext[], viewport = DESKTOP): Promise<Party> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  return { context, page: await context.newPage() };
}

/** A console account of the test's own, signed in on `page` (approves the exporters). */
async function signInAdmin(page: Page): Promise<void> {
  const username = `requests-${randomBytes(4).toString('hex')}`;
  const password = `Review-${randomBytes(8).toString('hex')}`;
  await queryDatabase(
    `INSERT INTO identity.admin_credentials (username, password_hash, must_change_password)
     VALUES ($1, $2, false)`,
    [username, await argon2.hash(password, { type: argon2.argon2id })],
  );
  await page.goto(`${baseUrl()}/about`);
  expect((await fetchFromPage(page, 'POST', '/api/admin/login', { username, password })).status).toBe(200);
}

/** An approved exporter selling rice (its product's category is what the tab filters by first). */
async function riceExporter(party: Party, admin: Page, company: string, riceId: number): Promise<number> {
  const email = `requests.${company.split(' ')[0]!.toLowerCase()}.${stamp}@example.com`;
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
    phone: '+92 55 3841234',
    city: 'Gujranwala',
  });
  expect(created.status).toBe(201);
  const approved = await fetchFromPage(admin, 'PATCH', `/api/admin/exporters/${created.body.id}/status`, {
    status: 'approved',
  });
  expect(approved.status).toBe(200);
  const product = await fetchFromPage(party.page, 'POST', '/api/my-exporter/products', {
    name: 'Super Kernel Basmati Rice',
    categoryId: riceId,
  });
  expect(product.status).toBe(201);
  return created.body.id;
}

/** A buyer with a completed profile: a wholesaler in Germany. */
async function signUpBuyer(party: Party): Promise<void> {
  const email = `requests.buyer.${stamp}@example.com`;
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
    companyName: `Vogel Reishandel ${stamp}`,
    businessType: 'wholesaler',
    country: 'Germany',
    city: 'Bremen',
    industryFocus: ['Rice & Grains'],
  });
  expect(profile.status).toBe(200);
}

/** Opens Post Requirement and fills the rice request (the template's answers included). */
async function fillRiceRequest(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Post Requirement' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Post a Buying Requirement' });
  await dialog.waitFor();
  await dialog.getByLabel(/^Title/).fill(TITLE);
  await dialog
    .getByLabel(/^Description/)
    .fill('Monthly shipments, new crop, sortexed, private label bags welcome.');
  await dialog.getByLabel('Category').selectOption({ label: 'Rice & Grains' });
  const rice = dialog.getByRole('region', { name: 'Rice & Grains details' });
  await rice.waitFor();
  // Once one answer is given, the template's required answers are asked for before anything is sent.
  await rice.getByLabel(/^Broken \(%\)/).fill('2');
  await dialog.getByRole('button', { name: 'Post Requirement' }).click();
  await rice.getByText('Variety is required', { exact: true }).waitFor();
  await expectToast(page, 'Missing Information');
  await dismissToasts(page);
  await rice.getByLabel(/^Variety/).selectOption('1121 Basmati');
  await rice.getByLabel(/^Processing/).selectOption('Sella (parboiled)');
  await rice.getByLabel(/^Broken \(%\)/).fill('2');
  await rice.getByLabel(/^Moisture \(%\)/).fill('13');
  await rice.getByLabel(/^Packing/).selectOption('50 kg PP bags');
  await dialog.getByLabel(/^Quantity/).fill('100');
  await dialog.getByLabel(/^Unit/).selectOption('MT');
  await dialog.getByLabel(/^Incoterm/).selectOption('CIF');
  await dialog.getByLabel(/^Destination/).fill('Jebel Ali, UAE');
  await dialog.getByLabel(/^Target Price/).fill('1,150');
  await dialog.getByLabel(/^Deadline/).fill(inDays(20));
  // The screenshot shows the template from its top.
  await rice.scrollIntoViewIfNeeded();
  await rice.evaluate((element) => element.scrollIntoView({ block: 'start' }));
}

/** The exporter's quote form, filled and sent; `tier` adds one price tier. */
async function sendQuote(
  page: Page,
  quote: { price: string; currency: string; lead: string; tier?: [string, string]; shot?: string },
): Promise<void> {
  await page.getByRole('button', { name: `Send quote for ${TITLE}` }).click();
  const form = page.getByRole('dialog', { name: 'Send a quotation' });
  await form.waitFor();
  // The request's own unit and Incoterm are the quotation's to start with.
  await expect(form.getByLabel(/^Per unit/).inputValue()).resolves.toBe('MT');
  await expect(form.getByLabel(/^Incoterm/).inputValue()).resolves.toBe('CIF');
  await form
    .getByLabel(/^Message to the buyer/)
    .fill('New crop 1121 sella, sortexed, 2% broken max. Pre-shipment SGS.');
  await form.getByLabel(/^Unit price/).fill(quote.price);
  await form.getByLabel(/^Currency/).selectOption(quote.currency);
  if (quote.tier) {
    await form.getByRole('button', { name: 'Add price tier' }).click();
    await form.getByLabel(/^From \(MT\)/).fill(quote.tier[0]);
    await form
      .getByLabel(/^Unit price$/)
      .last()
      .fill(quote.tier[1]);
  }
  await form.getByLabel(/^Minimum order/).fill('25');
  await form.getByLabel(/^Lead time/).fill(quote.lead);
  await form.getByLabel(/^Port of loading/).fill('Karachi');
  await form.getByLabel(/^Attachment links/).fill('https://example.com/specs/1121-sella.pdf');
  if (quote.shot) {
    await settled(page);
    await screenshot(page, quote.shot);
  }
  await form.getByRole('button', { name: 'Send quotation' }).click();
  await expectToast(page, 'Quotation sent');
  await form.waitFor({ state: 'hidden' });
  await dismissToasts(page);
}

describe('buying requests: a rice request quoted by two exporters, compared and accepted', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('posts, finds, quotes twice, compares in one currency, accepts and opens the conversation with the quotation', async () => {
    const [rice] = await queryDatabase<{ id: number }>(
      "SELECT id FROM catalog.categories WHERE slug = 'rice-grains'",
    );
    const admin = await newParty(browser, contexts);
    await signInAdmin(admin.page);
    const first = await newParty(browser, contexts);
    const second = await newParty(browser, contexts);
    const firstCompany = `Punjab Rice Mills ${stamp}`;
    const secondCompany = `Indus Grains ${stamp}`;
    const firstId = await riceExporter(first, admin.page, firstCompany, rice!.id);
    await riceExporter(second, admin.page, secondCompany, rice!.id);

    // The buyer posts the rice request with its template (at 390 px first, to look at the dialog there).
    const buyer = await newParty(browser, contexts);
    await signUpBuyer(buyer);
    const phone = await browser.newContext({
      viewport: PHONE,
      storageState: await buyer.context.storageState(),
    });
    contexts.push(phone);
    const phonePage = await phone.newPage();
    await phonePage.goto(`${baseUrl()}/buyer-dashboard`);
    await fillRiceRequest(phonePage);
    await settled(phonePage);
    await screenshot(phonePage, 'dialog-phone');
    await phonePage.keyboard.press('Escape');

    const page = buyer.page;
    await page.goto(`${baseUrl()}/buyer-dashboard`);
    await fillRiceRequest(page);
    await settled(page);
    await screenshot(page, 'dialog-desktop');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Post Requirement' }).click();
    await expectToast(page, 'Requirement Posted');
    await dismissToasts(page);

    // The first exporter's tab lists it (its rice product chose the category), with the template's answers,
    // first as new in its categories: the alert made as it was posted.
    for (let tries = 0; tries < 100; tries++) {
      const alerts = await queryDatabase('SELECT 1 FROM catalog.requirement_alerts WHERE exporter_id = $1', [
        firstId,
      ]);
      if (alerts.length > 0) break;
      await first.page.waitForTimeout(100);
    }
    await first.page.goto(`${baseUrl()}/dashboard?tab=requests`);
    const tab = first.page.getByRole('tabpanel');
    await tab.getByRole('region', { name: '1 new request in your categories' }).getByText(TITLE).waitFor();
    await tab
      .getByText(
        `${BASIC_PLAN_LIMITS.quotationsPerMonth} of ${BASIC_PLAN_LIMITS.quotationsPerMonth} quotations left this month`,
      )
      .waitFor();
    await expect(tab.getByLabel('Category').locator('option:checked').textContent()).resolves.toMatch(
      /^Rice & Grains/,
    );
    const request = tab.getByRole('article', { name: TITLE });
    for (const text of [
      '1121 Basmati',
      'Sella (parboiled)',
      '2%',
      '100 MT',
      'CIF Jebel Ali, UAE',
      'USD 1,150 per MT',
    ])
      await request.getByText(text, { exact: true }).waitFor();
    await request.getByText(/Germany · Wholesaler/).waitFor();
    await expect(request.getByText(/Vogel Reishandel/).count()).resolves.toBe(0);
    await screenshot(first.page, 'exporter-tab-desktop');
    expect(await seriousViolations(first.page)).toEqual([]);
    await sendQuote(first.page, {
      price: '1,090',
      currency: 'USD',
      lead: '21',
      tier: ['500', '1060'],
      shot: 'quote-form-desktop',
    });
    await tab
      .getByText(
        `${BASIC_PLAN_LIMITS.quotationsPerMonth - 1} of ${BASIC_PLAN_LIMITS.quotationsPerMonth} quotations left this month`,
      )
      .waitFor();
    await request.getByText('Your quote: Pending').waitFor();
    await tab.getByRole('region', { name: 'My quotes' }).getByText(TITLE).waitFor();

    const exporterPhone = await browser.newContext({
      viewport: PHONE,
      storageState: await first.context.storageState(),
    });
    contexts.push(exporterPhone);
    const exporterPhonePage = await exporterPhone.newPage();
    await exporterPhonePage.goto(`${baseUrl()}/dashboard?tab=requests`);
    await exporterPhonePage.getByRole('article', { name: TITLE }).getByText('Your quote: Pending').waitFor();
    await expectNoSidewaysScroll(exporterPhonePage);
    await screenshot(exporterPhonePage, 'exporter-tab-phone');
    await exporterPhonePage.getByRole('button', { name: `Edit quote for ${TITLE}` }).click();
    await exporterPhonePage.getByRole('dialog', { name: 'Edit your quotation' }).waitFor();
    await settled(exporterPhonePage);
    await screenshot(exporterPhonePage, 'quote-form-phone');

    // The second exporter quotes in euros.
    await second.page.goto(`${baseUrl()}/dashboard?tab=requests`);
    await second.page.getByRole('article', { name: TITLE }).waitFor();
    await sendQuote(second.page, { price: '1000', currency: 'EUR', lead: '30' });

    // The buyer compares both in US dollars at the stated rate: EUR 1,000 at 0.86 EUR per USD is USD 1,162.79.
    await page.goto(`${baseUrl()}/buyer-dashboard?tab=requirements`);
    const card = page.getByRole('article', { name: TITLE });
    await card.getByRole('button', { name: /^View Responses \(2\)/ }).click();
    const responses = page.getByRole('dialog', { name: /^Responses/ });
    const table = responses.getByRole('region', { name: 'Quotations compared' });
    await table.getByRole('rowheader', { name: 'Unit price in USD' }).waitFor();
    // The converted price and its unit are one line ("USD 1,162.79 per MT").
    await table.getByText(/^USD 1,162\.79/).waitFor();
    await table
      .getByText(/^USD 1,090\.00 per MT/)
      .first()
      .waitFor();
    // The Incoterm with the place it names (CIF: the destination), and where the goods leave from.
    await table.getByText('CIF Jebel Ali, UAE, from Karachi').first().waitFor();
    for (const text of ['at 1 EUR = 1.1628 USD', 'Lowest price', '21 days', '30 days'])
      await table.getByText(text, { exact: true }).first().waitFor();
    await table.getByText('From 500 MT: USD 1,060.00').waitFor();
    await responses.getByText(/at the stated rates of 1 Nov 2026/).waitFor();
    await settled(page);
    await screenshot(page, 'comparison-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    await phonePage.goto(`${baseUrl()}/buyer-dashboard?tab=requirements`);
    await phonePage
      .getByRole('article', { name: TITLE })
      .getByRole('button', { name: /^View Responses \(2\)/ })
      .click();
    await phonePage
      .getByRole('article', { name: `Quotation from ${secondCompany}` })
      .getByText(/^USD 1,162\.79/)
      .waitFor();
    await settled(phonePage);
    await screenshot(phonePage, 'comparison-phone');

    // Accepting the first: confirmed, then its conversation opens with the quotation as the first message.
    await eventually(`messaging lists exporter ${firstId}`, async () => {
      const rows = await queryDatabase('SELECT 1 FROM messaging.exporter_directory WHERE id = $1', [firstId]);
      return rows.length === 1;
    });
    await table.getByRole('button', { name: `Accept the quotation from ${firstCompany}` }).click();
    await responses.getByText(/sees your company name and contact details/).waitFor();
    await responses.getByRole('button', { name: 'Accept quotation' }).click();
    await expectToast(page, TRADE_TERMS_MESSAGES.accepted);
    await page.waitForURL(/\/messages\/\d+$/);
    await page.getByText(`Quotation for “${TITLE}”`).first().waitFor();
    await page.getByText('Price: USD 1,090.00 per MT, CIF Jebel Ali, UAE, from Karachi').first().waitFor();
    await dismissToasts(page);
    await screenshot(page, 'conversation-desktop');

    // The exporter now reads who the buyer is, and its quotation as accepted.
    await first.page.reload();
    const accepted = first.page.getByRole('article', { name: TITLE });
    await accepted.getByText('Your quote: Accepted').waitFor();
    await accepted.getByText(/Vogel Reishandel/).waitFor();
  }, 300_000);
});
