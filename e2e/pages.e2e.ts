import type { Browser, Page } from 'playwright-core';
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot, sidewaysScroll } from './support/browser.js';
import { queryDatabase } from './support/database.js';

interface PublicPage {
  name: string;
  path: string;
  heading: string;
  /** What must be on screen, beyond the heading, before the page counts as shown. */
  ready?: (page: Page) => Promise<void>;
}

const firstCard = (page: Page) => page.getByTestId('exporter-card').first().waitFor();

const PUBLIC_PAGES: PublicPage[] = [
  { name: 'home', path: '/', heading: 'Find verified Pakistani exporters', ready: firstCard },
  { name: 'browse', path: '/browse', heading: 'Browse Exporters', ready: firstCard },
  {
    name: 'category',
    path: '/category/surgical-instruments',
    heading: 'Surgical Instruments',
    ready: firstCard,
  },
  { name: 'about', path: '/about', heading: 'About Pakistan Export Directory' },
  { name: 'contact', path: '/contact', heading: 'Contact Us' },
  { name: 'services', path: '/services', heading: 'Our Services' },
  { name: 'help', path: '/help', heading: 'Help Center' },
  { name: 'safety', path: '/safety', heading: 'Safety Guidelines' },
  { name: 'terms', path: '/terms', heading: 'Terms of Service' },
  { name: 'privacy', path: '/privacy', heading: 'Privacy Policy' },
  { name: 'plans', path: '/exporter-registration', heading: 'Join as Exporter' },
  { name: 'signup', path: '/exporter-signup', heading: 'Register your company' },
];

describe('every public page, at desktop and phone width', () => {
  let browser: Browser;
  let profile: PublicPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    const list = (await (await fetch(`${baseUrl()}/api/exporters?limit=1`)).json()) as {
      exporters: { id: number; companyName: string }[];
    };
    const [exporter] = list.exporters;
    profile = { name: 'profile', path: `/exporters/${exporter.id}`, heading: exporter.companyName };
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Opens a page, collecting its uncaught script errors and CSP violations for the test to check. */
  async function open(path: string, viewport: typeof DESKTOP): Promise<{ page: Page; errors: Error[] }> {
    const page = await browser.newPage({ viewport });
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    // A blocked script, style or request shows only as a console message.
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) errors.push(new Error(message.text()));
    });
    await page.goto(`${baseUrl()}${path}`);
    return { page, errors };
  }

  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`shows each page's heading, metadata and content on a ${viewport.width} px wide screen`, async () => {
      for (const target of [...PUBLIC_PAGES, profile]) {
        const { page, errors } = await open(target.path, viewport);
        await page.getByRole('heading', { level: 1, name: target.heading }).waitFor();
        await target.ready?.(page);
        const shown = await page.evaluate(() => ({
          title: document.title,
          canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? '',
          description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
        }));
        const fitsWidth = (await sidewaysScroll(page)) <= 0;
        expect({ path: target.path, ...shown, fitsWidth }).toEqual({
          path: target.path,
          title: expect.stringContaining('Pakistan Export Directory'),
          canonical: expect.stringMatching(new RegExp(`[^/]${target.path}$`)),
          description: expect.stringMatching(/\w+ \w+ \w+/),
          fitsWidth: true,
        });
        expect({ path: target.path, errors: errors.map(String) }).toEqual({ path: target.path, errors: [] });
        await screenshot(page, `page-${target.name}-${width}`);
        await page.close();
      }
    }, 120_000);
  }

  it('says "Category Not Found" and "Exporter Not Found" for missing ones, not to be indexed, with a way to all exporters', async () => {
    for (const [path, title] of [
      ['/category/no-such-category', 'Category Not Found'],
      ['/exporters/999999999', 'Exporter Not Found'],
    ]) {
      const { page, errors } = await open(path, PHONE);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect(
        page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content),
      ).resolves.toBe('noindex');
      await screenshot(page, `page-${title.toLowerCase().replaceAll(' ', '-')}-phone`);
      await page.getByRole('link', { name: 'Browse All Exporters' }).click();
      await page.waitForURL(/\/browse$/);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it("leads the footer's support links to real pages, each opened at its top or at the section it names", async () => {
    const { page, errors } = await open('/about', DESKTOP);
    await page.getByRole('heading', { level: 1, name: 'About Pakistan Export Directory' }).waitFor();
    const support = page.getByRole('navigation', { name: 'Support' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await support.getByRole('link', { name: 'Safety Guidelines' }).click();
    await page.waitForURL(/\/safety$/);
    await page.getByRole('heading', { level: 1, name: 'Safety Guidelines' }).waitFor();
    await page.getByRole('heading', { name: 'Changed bank details' }).waitFor();
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await support.getByRole('link', { name: 'Verification Process' }).click();
    await page.waitForURL(/\/help#verification$/);
    const heading = page.getByRole('heading', { level: 2, name: 'Verification Process' });
    await heading.waitFor();
    await page.waitForFunction(() => {
      const top = document.getElementById('verification')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });
    await screenshot(page, 'page-help-verification');

    const legal = page.getByRole('navigation', { name: 'Legal' });
    await legal.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await legal.getByRole('link', { name: 'Terms of Service' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    // Not configured in the test system: no social links at all.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'LinkedIn' }).count()).resolves.toBe(
      0,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('takes a paid plan to the contact form, pre-filled, and stores the message it sends', async () => {
    const { page } = await open('/exporter-registration', DESKTOP);
    await page.getByRole('link', { name: 'Choose Professional' }).click();
    await page.waitForURL(/\/contact\?type=exporter_registration&plan=professional$/);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(form.getByLabel('Inquiry Type').inputValue()).resolves.toBe('exporter_registration');
    await expect(form.getByLabel('Subject').inputValue()).resolves.toBe('Professional plan registration');

    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByText('Email is required').waitFor();
    const email = `e2e-exporter-${Date.now()}@example.com`;
    await form.getByLabel('Name').fill('E2E Exporter');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent Successfully').waitFor();
    await page.getByText("We'll get back to you within 24 hours.", { exact: true }).waitFor();
    await expect(form.getByLabel('Subject').inputValue()).resolves.toBe('');
    await screenshot(page, 'page-contact-sent');

    await expect(
      queryDatabase(
        'SELECT name, subject, inquiry_type FROM messaging.site_contact_messages WHERE email = $1',
        [email],
      ),
    ).resolves.toEqual([
      {
        name: 'E2E Exporter',
        subject: 'Professional plan registration',
        inquiry_type: 'exporter_registration',
      },
    ]);
    await page.close();
  });
});
