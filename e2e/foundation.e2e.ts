import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { freePort, spawnNode, waitForHttp, type NodeProcess } from '../tools/testing/node-process.js';
import { HOME_CATEGORY_COUNT } from '@ped/contracts/options';
import {
  baseUrl,
  DESKTOP,
  expectNoSidewaysScroll,
  launchBrowser,
  PHONE,
  screenshot,
} from './support/browser.js';

/** Scripts the page fetched (bodies included), to prove a shared singleton was loaded once. */
async function collectScripts(page: Page): Promise<() => Promise<string[]>> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return () => Promise.all(bodies);
}

describe('the site frame and the home page, through the shell and catalog-ui', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the first 6 of the 18 categories from PostgreSQL on the home page, loading React once', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const scripts = await collectScripts(page);
    await page.goto(baseUrl());
    const cards = page.getByTestId('category-card');
    await cards.nth(HOME_CATEGORY_COUNT - 1).waitFor();
    expect(await cards.count()).toBe(HOME_CATEGORY_COUNT);
    await expect(cards.first().textContent()).resolves.toContain('Textiles & Garments');
    // All 18 categories are offered by the hero's category selector, after "All".
    const options = page.getByRole('main').getByRole('search').getByRole('combobox').locator('option');
    await options.nth(18).waitFor({ state: 'attached' });
    expect(await options.count()).toBe(18 + 1);
    await expect(options.first().textContent()).resolves.toBe('All');
    await expect(page.getByRole('banner').textContent()).resolves.toContain('Pakistan Export Directory');
    await expect(page.getByRole('contentinfo').textContent()).resolves.toContain('© 2024');
    await screenshot(page, 'home-desktop');

    // React's core and react-dom each sit in exactly one fetched script, whichever app provided them.
    const loaded = await scripts();
    expect(loaded.filter((body) => /\.__COMPILER_RUNTIME=/.test(body))).toHaveLength(1);
    expect(loaded.filter((body) => /\.hydrateRoot=function/.test(body))).toHaveLength(1);
    await page.close();
  });

  it('fits a 390 px wide phone screen', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(baseUrl());
    await page
      .getByTestId('category-card')
      .nth(HOME_CATEGORY_COUNT - 1)
      .waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'home-phone');
    await page.close();
  });

  it('shows "404 Page Not Found" for an unknown path, inside the frame, answered HTTP 404 and not to be indexed', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const response = await page.goto(`${baseUrl()}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await expect(
      page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content),
    ).resolves.toBe('noindex');
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    await screenshot(page, 'not-found');
    await page.close();
  });

  describe('when catalog-ui cannot be loaded', () => {
    let edge: NodeProcess;
    let brokenSite: string;

    beforeAll(async () => {
      // A second edge in front of the same gateway whose remotes.json points catalog-ui at a dead port.
      const env = JSON.parse(process.env.E2E_ENV ?? '{}') as Record<string, string>;
      const gatewayUrl = `http://127.0.0.1:${process.env.E2E_GATEWAY_PORT}`;
      const remotesFile = join(tmpdir(), `ped-remotes-${process.pid}.json`);
      writeFileSync(
        remotesFile,
        JSON.stringify({
          catalog_ui: `http://127.0.0.1:${await freePort()}/mf-manifest.json`,
          buyer_ui: '/remotes/buyer-ui/mf-manifest.json',
          admin_ui: '/remotes/admin-ui/mf-manifest.json',
        }),
      );
      const port = await freePort();
      edge = spawnNode('services/edge/dist/main.js', {
        ...env,
        PORT: String(port),
        GATEWAY_URL: gatewayUrl,
        REMOTES_FILE: remotesFile,
      });
      brokenSite = `http://127.0.0.1:${port}`;
      await waitForHttp(`${brokenSite}/healthz`, edge);
    });

    afterAll(async () => {
      await edge?.stop();
    });

    it('keeps the frame, explains the section is unavailable and offers a retry', async () => {
      const page = await browser.newPage({ viewport: DESKTOP });
      await page.goto(brokenSite);
      await page.getByText('This section is unavailable').waitFor();
      await expect(page.getByRole('button', { name: 'Retry' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
      await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
      await screenshot(page, 'catalog-ui-unavailable');
      await page.close();
    });

    it('still serves the other remotes and the 404 page', async () => {
      const page = await browser.newPage({ viewport: DESKTOP });
      await page.goto(`${brokenSite}/buyer-login`);
      // buyer-ui renders its page (whatever its heading says); only catalog-ui is down.
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      await expect(page.getByText('This section is unavailable').count()).resolves.toBe(0);
      await page.goto(`${brokenSite}/no/such/page`);
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      await page.close();
    });
  });
});
