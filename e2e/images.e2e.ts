import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.js';
import { queryDatabase } from './support/database.js';
import { signUpThroughApi } from './support/sign-up.js';

// Logos and product pictures in the browser: the demo directory's drawn pictures load from /media in the widths
// the layout needs, in boxes reserved before they arrive (no layout shift), lazily below the fold; an exporter
// uploads a logo and a new product's pictures from the dashboard (through the edge, with its session cookie) and the
// public profile shows them.

const stamp = `${Date.now()}.${process.pid}`;
const PASSWORD = 'Wazirabad-Cutlery-2026';

/**
 * The page's layout shifts so far that no input caused (as CLS counts them, without its session windows), with
 * what moved, for the message when there are any.
 */
function layoutShift(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node }[];
          }[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const source of entry.sources ?? []) {
              const node = source.node as Element | undefined;
              moved.push(
                `${node?.nodeName ?? '?'}.${String(node?.className ?? '').slice(0, 40)} ${entry.value.toFixed(3)}`,
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, moved }), 300);
      }),
  );
}

/** Each product picture of the page: its URL, what it loaded, its srcset and loading. */
function productImages(page: Page) {
  return page.locator('article img').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => ({
      src: image.getAttribute('src'),
      srcset: image.getAttribute('srcset'),
      loading: image.getAttribute('loading'),
      loaded: image.complete && image.naturalWidth > 0,
      width: image.naturalWidth,
    })),
  );
}

describe('images: demo pictures, reserved space, uploads from the dashboard', () => {
  let browser: Browser;
  let exporterId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    const [row] = await queryDatabase<{ id: number }>(
      // From the middle of the demo data: other browser tests take owners' exporters from its end.
      `SELECT e.id FROM catalog.exporters e
        WHERE e.status = 'approved' AND e.user_id IS NULL AND e.email LIKE 'export@%.com.pk'
          AND (SELECT count(*) FROM catalog.products p WHERE p.exporter_id = e.id) >= 4
        ORDER BY e.id OFFSET 100 LIMIT 1`,
    );
    exporterId = row!.id;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'shows a demo exporter’s logo and product pictures without shifting the page (%s)',
    async (name, viewport) => {
      const page = await browser.newPage({ viewport });
      try {
        await page.goto(`${baseUrl()}/exporters/${exporterId}`, { waitUntil: 'networkidle' });
        const logo = page.getByRole('img', { name: /logo$/ }).first();
        await logo.waitFor();
        expect(await logo.getAttribute('src')).toMatch(/^\/media\/logo-[0-9a-f]{32}-192\.webp$/);
        expect(await logo.getAttribute('loading')).toBe('eager');
        await page.getByRole('tab', { name: /Products/ }).click();
        await page.locator('article img').first().waitFor();
        const before = await productImages(page);
        expect(before.length).toBeGreaterThanOrEqual(4);
        for (const image of before) {
          expect(image.src).toMatch(/^\/media\/product-[0-9a-f]{32}-640\.webp$/);
          expect(image.srcset).toMatch(/-320\.webp 320w, .*-640\.webp 640w$/);
          expect(image.loading).toBe('lazy');
        }
        // Scrolled through, every picture loads (a phone's single column picks the width its screen needs).
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle');
        await page.waitForFunction(() =>
          [...document.querySelectorAll('article img')].every(
            (i) => (i as HTMLImageElement).naturalWidth > 0,
          ),
        );
        expect((await productImages(page)).every((image) => image.loaded)).toBe(true);
        const shift = await layoutShift(page);
        expect({ ...shift, small: shift.total < 0.02 }).toMatchObject({ small: true });
        await screenshot(page, `images-profile-${name}`);
      } finally {
        await page.close();
      }
    },
  );

  it('lets an exporter upload its logo and a new product’s pictures in its order; the public profile shows them', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    try {
      await page.goto(baseUrl());
      const email = `images.${stamp}@example.com`;
      await signUpThroughApi(
        page,
        '/api/auth/register',
        { firstName: 'Iqbal', lastName: 'Cutlery', email, password: PASSWORD },
        { origin: new URL(baseUrl()).origin },
      );
      // The account acts for the demo exporter (the link an approval makes).
      await queryDatabase(
        'UPDATE catalog.exporters SET user_id = (SELECT id FROM identity.users WHERE email = $1) WHERE id = $2',
        [email, exporterId],
      );
      // Room for one more product than the demo exporter's Basic plan holds.
      await queryDatabase("UPDATE catalog.exporters SET plan = 'enterprise' WHERE id = $1", [exporterId]);

      await page.goto(`${baseUrl()}/dashboard`, { waitUntil: 'networkidle' });
      await page.getByRole('tab', { name: /Profile/ }).click();
      const logo = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#0b7a3e' } })
        .png()
        .toBuffer();
      await page
        .locator('input[type=file][aria-label="Change logo"]')
        .setInputFiles({ name: 'mark.png', mimeType: 'image/png', buffer: logo });
      await page.getByText('Logo updated', { exact: true }).first().waitFor();

      // A new product with three pictures, chosen at once: the third becomes the cover, the first goes.
      await page.getByRole('tab', { name: /Products/ }).click();
      const productName = `Damascus chef knife ${stamp}`;
      const form = page.getByRole('form', { name: 'Add Product' });
      await form.getByLabel(/^Product Name/).fill(productName);
      await form.getByLabel(/^Category/).selectOption({ index: 1 });
      const photos = await Promise.all(
        ['#b03030', '#3060b0', '#30a050'].map((background, i) =>
          sharp({ create: { width: 1200, height: 900, channels: 3, background } })
            .jpeg()
            .toBuffer()
            .then((buffer) => ({ name: `photo-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })),
        ),
      );
      await form.getByLabel(`Add pictures of ${productName}`).setInputFiles(photos);
      const list = form.getByRole('list', { name: `Pictures of ${productName}` });
      await list.getByRole('listitem').nth(2).locator('img').waitFor();
      // Every picture stored: no "Uploading…" left (several may show at once while the uploads run).
      await page.waitForFunction(
        () => ![...document.querySelectorAll('form p')].some((p) => p.textContent === 'Uploading…'),
      );
      await form.getByRole('button', { name: 'Move picture 3 earlier' }).click();
      await form.getByRole('button', { name: 'Move picture 2 earlier' }).click();
      await form.getByRole('button', { name: 'Remove picture 3' }).click();
      expect(await list.getByRole('listitem').count()).toBe(2);
      await screenshot(page, 'images-dashboard-product-pictures');
      await form.getByRole('button', { name: 'Add Product' }).click();
      await page.getByText('Product added successfully!', { exact: true }).first().waitFor();

      const [stored] = await queryDatabase<{ logo_url: string; image_url: string; images: string[] }>(
        `SELECT e.logo_url, p.image_url, p.images FROM catalog.exporters e
           JOIN catalog.products p ON p.exporter_id = e.id
          WHERE e.id = $1 AND p.name = $2`,
        [exporterId, productName],
      );
      expect(stored!.logo_url).toMatch(/^\/media\/logo-[0-9a-f]{32}-192\.webp$/);
      expect(stored!.images).toHaveLength(2);
      expect(stored!.image_url).toBe(stored!.images[0]);
      // The cover is the third photo (green), the other the first (red): the order the exporter chose.
      const colourOf = async (url: string) => {
        const bytes = Buffer.from(await (await page.request.get(`${baseUrl()}${url}`)).body());
        const { dominant } = await sharp(bytes).stats();
        return dominant.g > dominant.r ? 'green' : 'red';
      };
      expect([await colourOf(stored!.images[0]!), await colourOf(stored!.images[1]!)]).toEqual([
        'green',
        'red',
      ]);

      // The public profile, read through the catalogue cache the event cleared.
      await page.goto(`${baseUrl()}/exporters/${exporterId}`, { waitUntil: 'networkidle' });
      expect(await page.getByRole('img', { name: /logo$/ }).first().getAttribute('src')).toBe(
        stored!.logo_url,
      );
      await page.getByRole('tab', { name: /Products/ }).click();
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: productName }) });
      const picture = card.getByRole('img', { name: productName });
      await picture.scrollIntoViewIfNeeded();
      expect(await picture.getAttribute('src')).toBe(stored!.image_url);
      await page.waitForFunction(
        (src) =>
          [...document.querySelectorAll('article img')].some(
            (i) => i.getAttribute('src') === src && (i as HTMLImageElement).naturalWidth > 0,
          ),
        stored!.image_url,
      );
      await card.getByRole('button', { name: 'Show picture 2 of 2' }).click();
      expect(await picture.getAttribute('src')).toBe(stored!.images[1]);
      await screenshot(page, 'images-profile-product-pictures');
      const served = await page.request.get(`${baseUrl()}${stored!.image_url}`);
      expect([served.status(), served.headers()['content-type'], served.headers()['cache-control']]).toEqual([
        200,
        'image/webp',
        'public, max-age=31536000, immutable',
      ]);
    } finally {
      await context.close();
    }
  });
});
