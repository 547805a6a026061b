import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, DESKTOP, hydrated, launchBrowser, PHONE, screenshot } from './support/browser.js';
import { queryDatabase } from './support/database.js';

// The public catalogue pages arrive rendered by the edge (issue 21): complete without any script, and the same
// React app takes them over without a hydration error. Relies on the demo data: approved exporters in categories.

interface Expected {
  path: string;
  h1: string | RegExp;
  /** What the page's main content shows without scripts. */
  content: (page: Page) => Promise<void>;
}

const cards = (page: Page) => page.getByTestId('exporter-card');

/**
 * A context whose pages get their scripts only once `release` is called: a page shows, rendered by the server,
 * and is not hydrated until then (what a phone sees for 2–4 s while its scripts download and run).
 */
async function scriptsHeld(
  browser: Browser,
  viewport = PHONE,
): Promise<{ context: BrowserContext; release: () => void }> {
  const context = await browser.newContext({ viewport });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return { context, release };
}

/** Opens `path` and waits for its server-rendered h1, the page not hydrated (its scripts held). */
async function shownNotHydrated(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'commit' });
  await page.locator('h1').waitFor();
  expect(
    await page.evaluate(() =>
      Object.keys(document.querySelector('h1')!).some((k) => k.startsWith('__react')),
    ),
  ).toBe(false);
  return page;
}

/** The page's <head>: title, canonical URL and JSON-LD documents. */
async function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? 'null') as { '@type'?: string },
    ),
  }));
}

describe('server-rendered public pages (the edge renders catalog-ui)', () => {
  let browser: Browser;
  let pages: Expected[];
  let exporter: { id: number; company_name: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    [exporter] = await queryDatabase<{ id: number; company_name: string }>(
      `SELECT id, company_name FROM catalog.exporters
        WHERE status = 'approved' AND description IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const [category] = await queryDatabase<{ slug: string; name: string }>(
      `SELECT c.slug, c.name FROM catalog.categories c
        WHERE EXISTS (SELECT 1 FROM catalog.exporter_categories ec JOIN catalog.exporters e ON e.id = ec.exporter_id
                       WHERE ec.category_id = c.id AND e.status = 'approved')
        ORDER BY c.id LIMIT 1`,
    );
    pages = [
      {
        path: '/',
        h1: 'Find verified Pakistani exporters',
        content: async (page) => {
          await page.getByRole('main').getByRole('search').waitFor();
          // The sections below the hero too: search engines read the categories and the featured exporters.
          expect(await page.getByTestId('category-card').count()).toBeGreaterThan(0);
          expect(await cards(page).count()).toBeGreaterThan(0);
        },
      },
      {
        path: '/browse?search=textile',
        h1: 'Browse Exporters',
        content: async (page) => expect(await cards(page).count()).toBeGreaterThan(0),
      },
      {
        path: `/category/${category!.slug}`,
        h1: category!.name,
        content: async (page) => expect(await cards(page).count()).toBeGreaterThan(0),
      },
      {
        path: `/exporters/${exporter!.id}`,
        h1: exporter!.company_name,
        content: async (page) => {
          await page.getByRole('tab', { name: 'Overview' }).waitFor();
          await page.getByRole('heading', { name: `About ${exporter!.company_name}` }).waitFor();
        },
      },
      {
        path: '/about',
        h1: /About/,
        content: async (page) => expect(await page.getByRole('main').textContent()).toMatch(/exporters/i),
      },
    ];
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('arrive complete without JavaScript: h1, main content, title, canonical URL and JSON-LD', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    for (const expected of pages) {
      const page = await context.newPage();
      const response = await page.goto(`${baseUrl()}${expected.path}`);
      expect(response?.status()).toBe(200);
      const h1 = page.getByRole('heading', { level: 1 });
      if (typeof expected.h1 === 'string') expect((await h1.textContent())?.trim()).toBe(expected.h1);
      else expect(await h1.textContent()).toMatch(expected.h1);
      await expected.content(page);
      const head = await headOf(page);
      expect(head.title).toMatch(/Pakistan Export Directory/);
      expect(new URL(head.canonical ?? 'invalid:').pathname).toBe(expected.path.split('?')[0]);
      expect(head.jsonLd.length).toBeGreaterThan(0);
      await page.close();
    }
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/exporters/${exporter.id}`);
    await screenshot(page, 'ssr-profile-no-javascript');
    // The home page's search works without scripts too (a plain GET form).
    await page.goto(baseUrl());
    const hero = page.getByRole('main').getByRole('search');
    await hero.getByLabel('Search exporters or products').fill('textile');
    await hero.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/browse' && url.searchParams.get('search') === 'textile',
    );
    expect(await cards(page).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('answer a missing exporter with 404 and its page, without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl()}/exporters/987654321`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Exporter Not Found' }).waitFor();
    await context.close();
  });

  it('hydrate into the same app without a hydration error, and the contact dialog works', async () => {
    for (const expected of pages) {
      const page = await browser.newPage({ viewport: PHONE });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(String(error)));
      page.on('console', (message) => {
        // The anonymous visitor's sign-in check answers 401: the browser logs that load, not the app.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          problems.push(message.text());
      });
      await page.goto(`${baseUrl()}${expected.path}`, { waitUntil: 'commit' });
      const serverH1 = await page.locator('h1').elementHandle();
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__react')),
      );
      await page.waitForLoadState('networkidle');
      // Hydrated in place: the server's h1 is the one React now owns.
      expect(await page.evaluate((h1) => h1 === document.querySelector('h1'), serverH1)).toBe(true);
      expect(problems).toEqual([]);
      if (expected.path.startsWith('/exporters/')) {
        await page.getByRole('button', { name: 'Contact Exporter' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Send Message' }).waitFor();
      }
      await page.close();
    }
  });

  it('act on taps made before they are hydrated: the menu, the filters and Contact', async () => {
    const browse = await scriptsHeld(browser);
    let page = await shownNotHydrated(browse.context, '/browse');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    // Held: the button is drawn busy, nothing has acted yet.
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('data-held-tap')).toBe('');
    await screenshot(page, 'early-taps-held');
    browse.release();
    await hydrated(page);
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Hide filters' }).waitFor();
    await browse.context.close();

    // A box ticked before hydration (the filters shown, as from a tablet up) filters once it is.
    const wide = await scriptsHeld(browser, DESKTOP);
    page = await shownNotHydrated(wide.context, '/browse');
    const verified = page.getByRole('checkbox', { name: 'Show only verified exporters' });
    await verified.click();
    expect(new URL(page.url()).searchParams.get('verified')).toBeNull();
    wide.release();
    await page.waitForURL((url) => url.searchParams.get('verified') === 'true');
    // Drawn ticked once the list has re-rendered for the new address.
    await page.getByRole('checkbox', { name: 'Show only verified exporters', checked: true }).waitFor();
    await wide.context.close();

    const profile = await scriptsHeld(browser);
    page = await shownNotHydrated(profile.context, `/exporters/${exporter.id}`);
    await page.getByRole('button', { name: 'Contact Exporter' }).click();
    profile.release();
    await page.getByRole('dialog').getByRole('button', { name: 'Send Message' }).waitFor();
    await profile.context.close();
  });
});
