import type { Browser, Page } from 'playwright-core';
import { EMAIL_REQUIRED_MESSAGE, EXPORTER_SIGNUP_MESSAGES, PAGE_SIZE } from '@ped/contracts/options';
import {
  baseUrl,
  DESKTOP,
  expectNoSidewaysScroll,
  launchBrowser,
  PHONE,
  screenshot,
} from './support/browser.js';
import { queryDatabase } from './support/database.js';

// Relies only on the demo data's general properties: ≥ 200 approved exporters across the 18 categories
// and 6 cities, some verified, surgical-instrument makers in Sialkot.

const COUNT_LINE = /^Showing (\d+)–(\d+) of (\d+)\+? (exporters|products)$/;

/** "Showing FIRST–LAST of TOTAL exporters" → [how many shown, TOTAL] */
async function shownAndTotal(page: Page): Promise<[number, number]> {
  const status = page.getByText(COUNT_LINE);
  await status.waitFor();
  const [, first, last, total] = COUNT_LINE.exec((await status.textContent()) ?? '') ?? [];
  return [Number(last) - Number(first) + 1, Number(total)];
}

const cards = (page: Page) => page.getByTestId('exporter-card');
/** Runs `action` and waits until the list it asks for (GET `path`) has been read and drawn. */
async function listChange(page: Page, path: string, action: () => Promise<unknown>): Promise<void> {
  const read = page.waitForResponse(
    (response) => new URL(response.url()).pathname === path && response.request().method() === 'GET',
  );
  await action();
  await read;
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** The ranked list's cards (the Sponsored slot's left out). */
const rankedCards = (page: Page) =>
  page.locator('ul:not([data-testid="sponsored"] ul) > li [data-testid="exporter-card"]');

describe('the public catalogue (catalog-ui)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('searches from the home hero, opens a profile and sends an inquiry that messaging stores', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(baseUrl());
    const hero = page.getByRole('main').getByRole('search');
    await hero.getByLabel('Search exporters or products').fill('surgical');
    await hero.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/browse\?search=surgical$/);
    await cards(page).first().waitFor();
    const [shown, total] = await shownAndTotal(page);
    expect(shown).toBeGreaterThan(0);
    expect(total).toBeGreaterThanOrEqual(shown);
    await screenshot(page, 'catalog-browse-search');

    await cards(page)
      .first()
      .getByRole('link', { name: /View Profile/ })
      .click();
    await page.waitForURL(/\/exporters\/\d+$/);
    const exporterId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('tab', { name: /Products/ }).click();
    await page.getByRole('tabpanel').waitFor();
    await screenshot(page, 'catalog-profile');

    await page.getByRole('button', { name: 'Contact Exporter' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await dialog.getByText('Message is required').waitFor();
    await dialog.getByLabel('Your Name').fill('E2E Buyer');
    const buyerEmail = `e2e-buyer-${Date.now()}@example.com`;
    await dialog.getByLabel('Email').fill(buyerEmail);
    await dialog.getByLabel('Company').fill('E2E Imports GmbH');
    await dialog
      .getByLabel('Message')
      .fill('We would like a quotation for 1,000 units delivered to Hamburg.');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent!').waitFor();
    await page.getByText('Your inquiry has been sent to the exporter. They will contact you soon.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect(
      queryDatabase(
        'SELECT exporter_id, buyer_name, buyer_company, status FROM messaging.contact_requests WHERE buyer_email = $1',
        [buyerEmail],
      ),
    ).resolves.toEqual([
      {
        exporter_id: exporterId,
        buyer_name: 'E2E Buyer',
        buyer_company: 'E2E Imports GmbH',
        status: 'pending',
      },
    ]);
    await page.close();
  });

  it('keeps what a visitor typed into the server-rendered hero before the app took over', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // No script runs until the visitor has typed: only the server's HTML is there.
    await page.route(/\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(baseUrl(), { waitUntil: 'commit' });
    const hero = page.getByRole('main').getByRole('search');
    await hero.getByLabel('Search exporters or products').fill('basmati');
    release();
    // Hydrated: React's own handlers are on the hero's input.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('#hero-heading') ?? {}).some((key) => key.startsWith('__react')),
    );
    expect(await hero.getByLabel('Search exporters or products').inputValue()).toBe('basmati');
    await hero.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/browse\?search=basmati$/);
    await page.close();
  });

  it('finds surgical-instrument exporters for the misspelled "surgicle", and searches as typed on request', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${baseUrl()}/browse?search=surgicle`);
    await cards(page).first().waitFor();
    const corrected = page.getByTestId('corrected-search');
    await expect(corrected.textContent()).resolves.toBe(
      'Showing results for surgical — search instead for surgicle',
    );
    const texts = await cards(page).allTextContents();
    expect(texts.some((text) => /surgical/i.test(text))).toBe(true);
    expect(texts.some((text) => text.includes('Sialkot'))).toBe(true);
    await screenshot(page, 'catalog-browse-corrected');

    await corrected.getByRole('link', { name: 'surgicle' }).click();
    await page.waitForURL((url) => url.searchParams.get('exact') === 'true');
    await page.getByText('No exporters found matching your criteria.').waitFor();
    await expect(corrected.count()).resolves.toBe(0);
    await page.close();
  });

  it('shows on each card of a product search the products that matched, with price per unit and minimum order', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${baseUrl()}/browse?search=forceps`);
    await rankedCards(page).first().waitFor();
    const matched = rankedCards(page).first().getByRole('list', { name: 'Matching products' });
    const items = await matched.getByRole('listitem').allTextContents();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item).toMatch(/forceps/i);
      expect(item).toMatch(/(\$\d[\d,]*\.\d{2} \/ \S+|Price on request)/);
    }
    expect(items.some((item) => /Min\. order \S/.test(item))).toBe(true);
    // A search has no Sponsored slot.
    await expect(page.getByTestId('sponsored').count()).resolves.toBe(0);
    await screenshot(page, 'catalog-browse-matched-products');
    await page.close();
  });

  it('lists products instead of exporters with the same filters, and orders and filters both from the URL', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${baseUrl()}/browse?search=rice`);
    await cards(page).first().waitFor();
    const [, exporterTotal] = await shownAndTotal(page);

    await page.getByRole('button', { name: 'Products' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'products');
    const products = page.getByTestId('product-card');
    await products.first().waitFor();
    await page.getByText(/^Showing \d+–\d+ of \d+\+? products$/).waitFor();
    const first = products.first();
    await expect(first.textContent()).resolves.toMatch(/rice/i);
    await expect(first.textContent()).resolves.toMatch(/(\$\d[\d,]*\.\d{2} \/ \S+|Price on request)/);
    const exporterLink = first.getByRole('link');
    expect(await exporterLink.getAttribute('href')).toMatch(/^\/exporters\/\d+$/);
    await screenshot(page, 'catalog-browse-products');

    // The filters apply to the products view, in the URL, from page 1.
    const [, productTotal] = await shownAndTotal(page);
    const quantity = page.getByLabel('Minimum order up to');
    await quantity.fill('20');
    await listChange(page, '/api/products', () => quantity.press('Enter'));
    expect(new URL(page.url()).searchParams.get('maxMinimumOrder')).toBe('20');
    const [, smallOrders] = await shownAndTotal(page);
    expect(smallOrders).toBeGreaterThan(0);
    expect(smallOrders).toBeLessThan(productTotal);
    // Back to any quantity: the list read before (kept by the query cache).
    await quantity.fill('');
    await quantity.press('Enter');
    await page.waitForURL((url) => !url.searchParams.has('maxMinimumOrder'));
    await page.getByText(new RegExp(`^Showing 1–\\d+ of ${productTotal} products$`)).waitFor();

    await page.getByRole('button', { name: 'Exporters' }).click();
    await page.waitForURL(
      (url) => !url.searchParams.has('view') && url.searchParams.get('search') === 'rice',
    );
    await cards(page).first().waitFor();
    await expect(shownAndTotal(page)).resolves.toEqual([Math.min(PAGE_SIZE, exporterTotal), exporterTotal]);
    await page.close();
  });

  it('orders by years in business and filters by business type and certification, kept in the URL', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${baseUrl()}/browse`);
    await cards(page).first().waitFor();
    const [, total] = await shownAndTotal(page);

    await listChange(page, '/api/exporters', () =>
      page.getByLabel('Sort by').selectOption('Years in business'),
    );
    expect(new URL(page.url()).searchParams.get('sort')).toBe('years');
    const years = (
      await rankedCards(page)
        .getByText(/^\d+ years? in business$/)
        .allTextContents()
    ).map((text) => Number.parseInt(text, 10));
    expect(years.length).toBeGreaterThan(1);
    expect([...years].sort((a, b) => b - a)).toEqual(years);

    await listChange(page, '/api/exporters', () =>
      page.getByLabel('Business type').selectOption('Manufacturer'),
    );
    await listChange(page, '/api/exporters', () =>
      page.getByLabel('Certification', { exact: true }).selectOption('Halal Certification'),
    );
    const filteredUrl = new URL(page.url()).searchParams;
    expect([
      filteredUrl.get('sort'),
      filteredUrl.get('businessType'),
      filteredUrl.get('certification'),
    ]).toEqual(['years', 'Manufacturer', 'Halal Certification']);
    const [, filtered] = await shownAndTotal(page);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(total);
    const certified = await rankedCards(page).allTextContents();
    expect(certified.every((text) => text.includes('Halal Certification') || text.includes('more'))).toBe(
      true,
    );

    await page.reload();
    await cards(page).first().waitFor();
    await expect(shownAndTotal(page)).resolves.toEqual([Math.min(PAGE_SIZE, filtered), filtered]);
    await expect(page.getByLabel('Business type').inputValue()).resolves.toBe('Manufacturer');
    await page.close();
  });

  it('shows at most 2 sponsored exporters above the ranked list, labelled and explained, never inside it', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${baseUrl()}/browse`);
    const slot = page.getByRole('region', { name: 'Sponsored' });
    await slot.waitFor();
    await slot
      .getByText(
        'Paid placement by premium members. Results below are ranked by relevance, verification and profile completeness.',
      )
      .waitFor();
    const sponsored = slot.getByTestId('exporter-card');
    const count = await sponsored.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(2);
    await expect(sponsored.getByText('Sponsored', { exact: true }).count()).resolves.toBe(count);
    await rankedCards(page).first().waitFor();
    await expect(rankedCards(page).getByText('Sponsored', { exact: true }).count()).resolves.toBe(0);
    await expect(rankedCards(page).getByText('Premium', { exact: true }).count()).resolves.toBe(0);
    await screenshot(page, 'catalog-browse-sponsored');
    await page.close();
  });

  it('pages through the exporters with the page in the URL, filters, and clears the filters', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${baseUrl()}/browse`);
    await cards(page).first().waitFor();
    const [shown, total] = await shownAndTotal(page);
    expect(shown).toBe(PAGE_SIZE);
    expect(total).toBeGreaterThanOrEqual(200);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    expect(await pagination.getByRole('button', { name: /^Page \d+$/ }).count()).toBe(5);
    const firstOnPage1 = await rankedCards(page).first().getByRole('heading').textContent();

    await pagination.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/[?&]page=2/);
    await pagination.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
    await rankedCards(page).first().waitFor();
    const firstOnPage2 = await rankedCards(page).first().getByRole('heading').textContent();
    expect(firstOnPage2).not.toBe(firstOnPage1);

    // A result page survives a reload (shareable URL).
    await page.reload();
    await rankedCards(page).first().waitFor();
    await expect(rankedCards(page).first().getByRole('heading').textContent()).resolves.toBe(firstOnPage2);

    // Filters: city and verified-only narrow the list and go back to page 1.
    await page.getByLabel('City').selectOption('Sialkot');
    await page.waitForURL(
      (url) => url.searchParams.get('city') === 'Sialkot' && !url.searchParams.has('page'),
    );
    // The list keeps the previous page's cards while the filtered one loads: wait for its answer, drawn.
    await listChange(page, '/api/exporters', () => page.getByText('Show only verified exporters').click());
    await page.waitForURL((url) => url.searchParams.get('verified') === 'true');
    await cards(page).first().waitFor();
    const [, filteredTotal] = await shownAndTotal(page);
    expect(filteredTotal).toBeGreaterThan(0);
    expect(filteredTotal).toBeLessThan(total);
    await screenshot(page, 'catalog-browse-filtered');

    await page.goto(`${baseUrl()}/browse?search=zzqqxxnothing&city=Multan&verified=true&page=2`);
    await page.getByText('No exporters found matching your criteria.').waitFor();
    await screenshot(page, 'catalog-browse-empty');
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.waitForURL((url) => url.pathname === '/browse' && url.search === '');
    await cards(page).first().waitFor();
    await expect(shownAndTotal(page)).resolves.toEqual([PAGE_SIZE, total]);
    await expect(page.getByLabel('Search', { exact: true }).inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Show only verified exporters').isChecked()).resolves.toBe(false);
    await page.close();
  });

  it("shows the spec's messages on an empty exporter signup, then registers and shows the stored EXP- id", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${baseUrl()}/exporter-signup`);
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    for (const [field, message] of Object.entries(EXPORTER_SIGNUP_MESSAGES)) {
      if (field === 'website') continue; // optional: no message when empty
      // An empty e-mail is missing, not malformed.
      await page.getByText(field === 'email' ? EMAIL_REQUIRED_MESSAGE : message, { exact: true }).waitFor();
    }
    await expect(page.getByText(EXPORTER_SIGNUP_MESSAGES.website, { exact: true }).count()).resolves.toBe(0);
    await screenshot(page, 'catalog-signup-errors');

    const field = (label: string) => page.getByLabel(label, { exact: false }).first();
    await field('Company Name').fill(`E2E Exports ${Date.now()}`);
    await field('Business Type').selectOption('Manufacturer');
    await field('Year Established').fill('1998');
    await field('Number of Employees').selectOption('51-100');
    await field('Website').fill('https://www.e2e-exports.example.com');
    await field('Contact Person Name').fill('Ali Khan');
    const email = `e2e-exporter-${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByRole('textbox', { name: /^Phone/ }).fill('+92 52 1234567');
    await page.getByRole('textbox', { name: /^Address/ }).fill('Plot 12, Small Industrial Estate');
    await page.getByRole('combobox', { name: /^City/ }).fill('Sialkot');
    await field('Province').selectOption('Punjab');
    await field('Company Description').fill(
      'We manufacture stainless-steel surgical and dental instruments for hospitals and distributors worldwide.',
    );
    await field('Main Products').fill('Surgical scissors, forceps, dental instruments');
    await field('Export Experience').selectOption('10+ Years');
    await field('Target Markets').fill('EU, USA, Middle East');
    await page.getByText('ISO Certification').click();
    // The agreement labels hold links; tick the boxes themselves.
    for (const name of [/I agree to the Terms/, /I agree to the processing/]) {
      await page.getByRole('checkbox', { name }).locator('..').locator('[data-part="control"]').click();
    }
    await page.getByRole('button', { name: 'Submit Registration' }).click();

    await page.getByText('Registration Submitted Successfully!').first().waitFor();
    await page.waitForURL(/\/exporter-registration-success\?id=EXP-\d{8}$/);
    const registrationId = await page.getByTestId('registration-id').textContent();
    expect(registrationId).toMatch(/^EXP-\d{8}$/);
    await page.reload();
    await expect(page.getByTestId('registration-id').textContent()).resolves.toBe(registrationId);
    await screenshot(page, 'catalog-signup-success');
    // The id shown is the stored one; the application and its exporter wait for review.
    await expect(
      queryDatabase(
        `SELECT a.email, a.status, e.status AS exporter_status FROM catalog.exporter_applications a
           JOIN catalog.exporters e ON e.id = a.exporter_id WHERE a.registration_id = $1`,
        [registrationId],
      ),
    ).resolves.toEqual([{ email, status: 'pending', exporter_status: 'pending' }]);
    await page.close();
  });

  it('at 390 px keeps pagination on one line, fits the placeholders and counts the last page as a range', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${baseUrl()}/browse`);
    await cards(page).first().waitFor();
    const [, total] = await shownAndTotal(page);
    const lastPage = Math.ceil(total / PAGE_SIZE);
    await page.goto(`${baseUrl()}/browse?page=${lastPage}`);
    await page
      .getByText(`Showing ${(lastPage - 1) * PAGE_SIZE + 1}–${total} of ${total} exporters`, { exact: true })
      .waitFor();
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.scrollIntoViewIfNeeded();
    const tops = await pagination
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    expect(tops.length).toBe(7); // Previous, 5 pages, Next
    expect(new Set(tops).size).toBe(1);
    await expect(
      pagination.getByRole('button', { name: `Page ${lastPage}` }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    // The filters besides the search wait behind a Filters button, which counts the active ones.
    const city = page.getByLabel('City', { exact: true });
    expect(await city.isVisible()).toBe(false);
    await page.goto(`${baseUrl()}/browse?page=${lastPage}&verified=true&city=Sialkot`);
    const toggle = page.getByRole('button', { name: 'Filters, 2 active' });
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(city.inputValue()).resolves.toBe('Sialkot');
    await screenshot(page, 'catalog-browse-filters-open-phone');
    // Every placeholder of the filters is shorter than its input's text area.
    const cut = await page.getByRole('search', { name: /Filter/ }).evaluate((form) => {
      const context = document.createElement('canvas').getContext('2d')!;
      return [...form.querySelectorAll('input[placeholder]')].flatMap((node) => {
        const input = node as HTMLInputElement;
        const style = getComputedStyle(input);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width > room ? [input.placeholder] : [];
      });
    });
    expect(cut).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'catalog-browse-last-page-phone');
    await page.close();
  });

  it('opens the side panel on a 390 px wide screen, searches from it and closes it', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${baseUrl()}/browse`);
    await cards(page).first().waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog');
    await panel.waitFor();
    await panel.getByPlaceholder('Search...').fill('rice');
    await panel.getByRole('button', { name: 'Search' }).click();
    await panel.waitFor({ state: 'hidden' });
    await page.waitForURL(/\/browse\?search=rice$/);
    await cards(page).first().waitFor();
    // The cards may still be the unfiltered list's (kept while the next loads): give the box the new search's turn.
    const search = page.getByLabel('Search', { exact: true });
    for (let tries = 0; (await search.inputValue()) !== 'rice' && tries < 50; tries += 1)
      await page.waitForTimeout(100);
    await expect(search.inputValue()).resolves.toBe('rice');
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'catalog-browse-phone');
    await page.close();
  });

  it('compares exporters picked from the search results: response figures, verification, MOQ and Contact', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${baseUrl()}/browse?search=textile`);
    const picked = rankedCards(page);
    const names: string[] = [];
    for (const card of [picked.nth(0), picked.nth(1)]) {
      names.push((await card.getByRole('heading', { level: 3 }).textContent()) ?? '');
      await card.getByText('Compare', { exact: true }).click();
    }
    const bar = page.getByRole('group', { name: 'Compare exporters from the results' });
    await bar.getByText('2 of 4 picked.').waitFor();
    await screenshot(page, 'compare-from-results-phone');
    // Kept across pages: the next page shows the bar with both picks.
    await page.goto(`${baseUrl()}/browse?search=textile&page=2`);
    await bar.getByText('2 of 4 picked.').waitFor();
    await bar.getByRole('button', { name: 'Compare (2)' }).click();
    await page.waitForURL((url) => url.pathname === '/compare');
    const table = page.getByRole('table');
    await table.waitFor();
    for (const label of ['Verification', 'Response rate', 'Median response time', 'Minimum order (MOQ)'])
      await table.getByRole('rowheader', { name: label }).waitFor();
    for (const name of names) await table.getByRole('link', { name: `Contact ${name}` }).waitFor();
    await screenshot(page, 'compare-from-results-table-phone');
    await table.getByRole('link', { name: `Contact ${names[0]}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send Message' }).waitFor();
    await page.close();
  });
});
