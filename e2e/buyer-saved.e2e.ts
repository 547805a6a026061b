import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  baseUrl,
  DESKTOP,
  expectNoSidewaysScroll,
  launchBrowser,
  PHONE,
  screenshot,
} from './support/browser.js';
import { seriousViolations } from './support/axe.js';
import { queryDatabase } from './support/database.js';
import { confirmSignUpInPage, signUpThroughApi } from './support/sign-up.js';

// Relies only on the demo data's general properties: ≥ 200 approved exporters in 6 cities, some verified.

/** Unique per run and per test, so runs never collide on an e-mail address. */
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${process.pid}@example.com`;
const PASSWORD = 'Sourcing-Hamburg-2024';

const COUNT_LINE = /^Showing (\d+)–(\d+) of (\d+)\+? exporters$/;

/** The page is no wider than the screen (nothing to scroll sideways). */
/** Waits for a toast's title (the newest toast replaces any other). */
async function expectToast(page: Page, title: string): Promise<Locator> {
  const toast = page.getByRole('region', { name: /Notifications/ });
  await toast.getByText(title, { exact: true }).waitFor();
  return toast;
}

async function dismissToast(page: Page): Promise<void> {
  const close = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('button', { name: 'Close notification' });
  if (await close.isVisible()) await close.click();
  await close.waitFor({ state: 'hidden' });
}

/** A JSON call from the page itself (same origin, the session's cookies), as the site's own code makes it. */
async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ([method, path, body]) => {
      const res = await fetch(path as string, {
        method: method as string,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
      });
      return res.status;
    },
    [method, path, body] as const,
  );
}

/** A new buyer in a browser context of its own: signed up, and (unless told not to) with a completed profile. */
async function newBuyer(
  browser: Browser,
  viewport: typeof DESKTOP,
  tag: string,
  { profile = true } = {},
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const email = uniqueEmail(`saved-${tag}`);
  await signUpThroughApi(page, '/api/buyer/register', {
    firstName: 'Amina',
    lastName: 'Khan',
    email,
    password: PASSWORD,
  });
  await page.goto(`${baseUrl()}/about`);
  if (profile) {
    const status = await callApi(page, 'POST', '/api/buyer/complete-profile', {
      firstName: 'Amina',
      lastName: 'Khan',
      email,
      companyName: 'Khan Handelshaus GmbH',
      businessType: 'wholesaler',
      country: 'Germany',
      city: 'Hamburg',
      industryFocus: ['Rice & Grains', 'Textiles & Garments'],
    });
    expect(status).toBe(200);
  }
  return { context, page, email };
}

/** The ranked list's cards (the Sponsored slot's left out). */
const rankedCards = (page: Page) =>
  page.locator('ul:not([data-testid="sponsored"] ul) > li [data-testid="exporter-card"]');

/** The company name and id of a card (its heading and its View Profile link). */
async function cardExporter(card: Locator): Promise<{ id: number; name: string }> {
  const name = (await card.getByRole('heading').textContent()) ?? '';
  const href = (await card.getByRole('link', { name: /^View Profile/ }).getAttribute('href')) ?? '';
  return { id: Number(href.split('/').pop()), name };
}

const isPressed = (toggle: Locator) => toggle.getAttribute('aria-pressed');

/** Saves the first ranked exporter of a browse page from its card; answers which one. */
async function saveFromCard(page: Page, path: string, index = 0): Promise<{ id: number; name: string }> {
  await page.goto(`${baseUrl()}${path}`);
  const card = rankedCards(page).nth(index);
  await card.waitFor();
  const exporter = await cardExporter(card);
  // (The click waits until the buyer's saved ids are read: the toggle is disabled until then.)
  await card.getByRole('button', { name: `Save ${exporter.name}` }).click();
  const remove = card.getByRole('button', { name: `Remove ${exporter.name} from saved` });
  await expect(isPressed(remove)).resolves.toBe('true');
  await expectToast(page, 'Exporter saved');
  return exporter;
}

/** Ticks a saved exporter's Compare box (its label: Chakra's input is hidden under its drawn box). */
async function pickForCompare(page: Page, name: string): Promise<void> {
  await page
    .getByRole('article', { name })
    .locator('label')
    .filter({ hasText: /^Compare/ })
    .click();
  await expect(page.getByRole('checkbox', { name: `Compare ${name}` }).isChecked()).resolves.toBe(true);
}

/** The list's total from the count line ("Showing 1–12 of 34 exporters" → 34). */
async function listTotal(page: Page): Promise<number> {
  const line = page.getByText(COUNT_LINE);
  await line.waitFor();
  return Number(COUNT_LINE.exec((await line.textContent()) ?? '')?.[3]);
}

describe('saved exporters, compare and saved searches (catalog-ui and buyer-ui)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lets a buyer save exporters from a card and a profile, note one, compare two by a shareable link and save a search', async () => {
    const { context, page, email } = await newBuyer(browser, DESKTOP, 'desktop');

    // From a browse card: pressed at once, and still after a reload (the server's saved ids).
    const fromCard = await saveFromCard(page, '/browse?city=Sialkot');
    await screenshot(page, 'saved-toggle-card-desktop');
    await page.reload();
    const savedCard = page.getByRole('article', { name: fromCard.name }).first();
    await expect(
      isPressed(savedCard.getByRole('button', { name: `Remove ${fromCard.name} from saved` })),
    ).resolves.toBe('true');

    // From a profile.
    const other = await cardExporter(rankedCards(page).nth(1));
    await page.goto(`${baseUrl()}/exporters/${other.id}`);
    await page.getByRole('heading', { level: 1, name: other.name }).waitFor();
    const profileToggle = page.getByRole('button', { name: `Save ${other.name}` });
    await expect(isPressed(profileToggle)).resolves.toBe('false');
    await profileToggle.click();
    await expect(
      isPressed(page.getByRole('button', { name: `Remove ${other.name} from saved` })),
    ).resolves.toBe('true');
    const toast = await expectToast(page, 'Exporter saved');
    await screenshot(page, 'saved-toggle-profile-desktop');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    const rows = await queryDatabase<{ exporter_id: number }>(
      `SELECT s.exporter_id FROM catalog.saved_exporters s
         JOIN identity.buyer_users u ON u.id = s.buyer_user_id WHERE u.email = $1 ORDER BY s.exporter_id`,
      [email],
    );
    expect(rows.map((row) => row.exporter_id)).toEqual([fromCard.id, other.id].sort((a, b) => a - b));

    // The toast leads to the dashboard's Saved tab: both there, newest first.
    await toast.getByRole('button', { name: 'View saved' }).click();
    await page.waitForURL(/\/buyer-dashboard\?tab=saved$/);
    const cards = page.getByTestId('saved-exporter');
    await cards.nth(1).waitFor();
    await expect(cards.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual([
      other.name,
      fromCard.name,
    ]);

    // A note, saved on leaving the field, is there after a reload.
    const first = page.getByRole('article', { name: fromCard.name });
    const notes = first.getByLabel(`Personal notes on ${fromCard.name}`);
    await notes.fill('Quoted $4.10 per piece for 5,000 forceps; samples by DHL.');
    await first.getByText(/characters$/).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Saved Exporters' }).click();
    await first.getByText('Note saved').waitFor();
    await page.reload();
    await expect(
      page
        .getByRole('article', { name: fromCard.name })
        .getByLabel(/^Personal notes/)
        .inputValue(),
    ).resolves.toBe('Quoted $4.10 per piece for 5,000 forceps; samples by DHL.');

    // Compare the two: a link anyone can open.
    await pickForCompare(page, fromCard.name);
    await pickForCompare(page, other.name);
    await screenshot(page, 'saved-tab-desktop');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Compare (2)' }).click();
    await page.waitForURL(new RegExp(`/compare\\?ids=${fromCard.id},${other.id}$`));
    const table = page.getByRole('table');
    await table.waitFor();
    await expect(table.getByRole('columnheader').allTextContents()).resolves.toEqual([
      expect.stringContaining(fromCard.name),
      expect.stringContaining(other.name),
    ]);
    await table.getByRole('rowheader', { name: 'Years in business' }).waitFor();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expectToast(page, 'Link copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());
    await screenshot(page, 'compare-desktop');
    await expect(seriousViolations(page)).resolves.toEqual([]);

    const stranger = await browser.newPage({ viewport: DESKTOP });
    await stranger.goto(copied);
    await stranger.getByRole('table').waitFor();
    await expect(stranger.getByRole('columnheader').count()).resolves.toBe(2);
    await expect(stranger.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
    await stranger.close();

    // Save a search on /browse; the dashboard counts the same exporters as the page.
    await page.goto(`${baseUrl()}/browse?city=Karachi&verified=true`);
    const total = await listTotal(page);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const saved = await expectToast(page, 'Search saved');
    await page.getByRole('button', { name: 'Search saved' }).waitFor();
    await saved.getByRole('button', { name: 'View saved searches' }).click();
    await page.waitForURL(/\/buyer-dashboard\?tab=saved$/);
    const search = page.getByTestId('saved-search').first();
    await search.waitFor();
    await search.getByText(`${total} ${total === 1 ? 'exporter' : 'exporters'}`, { exact: true }).waitFor();
    await search.getByText(/^No new exporters since /).waitFor();
    await expect(search.getByLabel('Filters').innerText()).resolves.toMatch(/Karachi[\s\S]*Verified only/);
    await screenshot(page, 'saved-searches-desktop');
    await search.getByRole('button', { name: /^Open / }).click();
    await page.waitForURL(/\/browse\?city=Karachi&verified=true$/);
    await expect(listTotal(page)).resolves.toBe(total);
    await context.close();
  }, 180_000);

  it("takes a visitor's Save to the buyer sign-in and back, where the exporter is saved", async () => {
    const email = uniqueEmail('saved-visitor');
    const elsewhere = await browser.newPage();
    await signUpThroughApi(elsewhere, '/api/buyer/register', {
      firstName: 'Omar',
      lastName: 'Farooq',
      email,
      password: PASSWORD,
    });
    await elsewhere.close();

    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${baseUrl()}/browse?city=Lahore`);
    const exporter = await cardExporter(rankedCards(page).first());
    await page.goto(`${baseUrl()}/exporters/${exporter.id}`);
    await page.getByRole('button', { name: `Save ${exporter.name}` }).click();
    await page.waitForURL(
      `${baseUrl()}/buyer-login?returnTo=${encodeURIComponent(`/exporters/${exporter.id}?save=${exporter.id}`)}&reason=save-exporter`,
    );
    // The sign-in says why the visitor is there (issue 33).
    await page.getByText('Sign in as a buyer to save this exporter.', { exact: false }).waitFor();
    await screenshot(page, 'saved-sign-in-reason-desktop');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/exporters/${exporter.id}`);
    await expectToast(page, 'Exporter saved');
    await expect(
      isPressed(page.getByRole('button', { name: `Remove ${exporter.name} from saved` })),
    ).resolves.toBe('true');
    await page.close();
  }, 90_000);

  it("keeps a visitor's Save through a sign-up: the mailed link leads to the wizard, then back to save", async () => {
    const email = uniqueEmail('saved-sign-up');
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${baseUrl()}/browse?city=Lahore`);
    const exporter = await cardExporter(rankedCards(page).first());
    await page.goto(`${baseUrl()}/exporters/${exporter.id}`);
    await page.getByRole('button', { name: `Save ${exporter.name}` }).click();
    await page.waitForURL((url) => url.pathname === '/buyer-login');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('First name').fill('Lina');
    await page.getByLabel('Last name').fill('Haddad');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Buyer Account' }).click();
    await confirmSignUpInPage(page, email, 'buyer');
    // The wizard carries the way back on: completing it saves the exporter (registrationPath, afterRegistration).
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(
      `/exporters/${exporter.id}?save=${exporter.id}`,
    );
    await page.close();
  }, 90_000);

  it('works on a 390 px wide phone: the toggles, the Saved tab, compare (scrolling sideways in its table) and Save this search', async () => {
    const { context, page } = await newBuyer(browser, PHONE, 'phone');
    const first = await saveFromCard(page, '/browse?city=Faisalabad');
    await dismissToast(page);
    await screenshot(page, 'saved-toggle-card-phone');
    const second = await saveFromCard(page, '/browse?city=Faisalabad', 1);
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: 'Save this search' }).click();
    await expectToast(page, 'Search saved');
    await dismissToast(page);

    await page.goto(`${baseUrl()}/buyer-dashboard?tab=saved`);
    await page.getByTestId('saved-search').waitFor();
    await pickForCompare(page, first.name);
    await pickForCompare(page, second.name);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'saved-tab-phone');
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.getByRole('button', { name: 'Compare (2)' }).click();
    await page.waitForURL(/\/compare\?ids=/);
    const region = page.getByRole('region', { name: 'Comparison table' });
    const label = region.getByRole('rowheader', { name: 'Certifications (claimed)' });
    await label.waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'compare-phone');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    // The table scrolls inside its frame; the first column stays in view.
    const before = await label.boundingBox();
    const scrolled = await region.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
      return element.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(0);
    const after = await label.boundingBox();
    expect(after?.x).toBe(before?.x);
    await region.getByRole('columnheader').nth(1).getByRole('link').waitFor();
    await screenshot(page, 'compare-phone-scrolled');
    await context.close();
  }, 180_000);
});
