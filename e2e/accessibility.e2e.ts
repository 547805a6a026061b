import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.js';

interface AuditedPage {
  name: string;
  path: string;
  /** Brings the page to the state to audit: its content shown, a dialog open, a form's errors showing. */
  prepare: (page: Page) => Promise<void>;
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name }).waitFor();
const firstCard = (page: Page) => page.getByTestId('exporter-card').first().waitFor();

const PAGES: AuditedPage[] = [
  { name: 'home', path: '/', prepare: firstCard },
  { name: 'browse', path: '/browse', prepare: firstCard },
  { name: 'category', path: '/category/surgical-instruments', prepare: firstCard },
  { name: 'contact', path: '/contact', prepare: heading('Contact Us') },
  {
    name: 'signup-errors',
    path: '/exporter-signup',
    prepare: async (page) => {
      await heading('Register your company')(page);
      await page.getByRole('button', { name: 'Submit Registration' }).click();
      await page.getByText('Company name is required').waitFor();
    },
  },
  { name: 'buyer-login', path: '/buyer-login', prepare: (page) => page.getByText('Welcome Back').waitFor() },
  {
    name: 'forgot-password-errors',
    path: '/forgot-password?kind=buyer',
    prepare: async (page) => {
      await heading('Reset your password')(page);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await page.getByText('Email is required').waitFor();
    },
  },
  {
    name: 'forgot-password-admin',
    path: '/forgot-password?kind=admin',
    prepare: async (page) => {
      await heading('Reset your password')(page);
      await page.getByText('asks another administrator').waitFor();
    },
  },
  {
    name: 'set-password-unknown-link',
    path: '/set-password?token=no-such-link',
    prepare: heading('This link cannot be used'),
  },
];

/** A profile with its contact dialog open and the dialog's messages showing after an empty send. */
const profileWithContactErrors = (exporterId: number): AuditedPage => ({
  name: 'profile-contact-errors',
  path: `/exporters/${exporterId}`,
  prepare: async (page) => {
    await page.getByRole('button', { name: 'Contact Exporter' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await dialog.getByText('Message is required').waitFor();
  },
});

describe('accessibility of the public pages (axe-core, WCAG 2.1 A/AA; keyboard)', () => {
  let browser: Browser;
  let exporterId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    const list = (await (await fetch(`${baseUrl()}/api/exporters?limit=1`)).json()) as {
      exporters: { id: number }[];
    };
    exporterId = list.exporters[0].id;
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`has no serious or critical violation on a ${viewport.width} px wide screen`, async () => {
      const found: Record<string, string[]> = {};
      for (const target of [...PAGES, profileWithContactErrors(exporterId)]) {
        const page = await browser.newPage({ viewport });
        await page.goto(`${baseUrl()}${target.path}`);
        await target.prepare(page);
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[target.path] = violations;
        await screenshot(page, `a11y-${target.name}-${width}`);
        await page.close();
      }
      // Listed by page, one line per failing element, so that the failure message is the to-do list.
      expect(found).toEqual({});
    }, 180_000);
  }

  it('moves focus into the phone menu, keeps it there, closes it with Escape and returns to the menu button', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${baseUrl()}/browse`);
    await firstCard(page);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.waitFor();
    await page.waitForFunction(() => document.getElementById('mobile-nav')?.contains(document.activeElement));
    await screenshot(page, 'a11y-phone-menu-open');

    // Round the panel's controls twice, forwards and back: focus never leaves it and reaches each of them.
    const TABBABLE = 'a[href], button:not([disabled]), input:not([type="hidden"])';
    const tabbable = await panel.locator(TABBABLE).count();
    const focusedIndex = () =>
      page.evaluate(
        (selector) =>
          [...document.querySelectorAll(`#mobile-nav :is(${selector})`)].indexOf(document.activeElement!),
        TABBABLE,
      );
    const visited = new Set<number>();
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let press = 0; press < tabbable * 2; press++) {
        await page.keyboard.press(key);
        const index = await focusedIndex();
        expect({ key, press, inPanel: index >= 0 }).toEqual({ key, press, inPanel: true });
        visited.add(index);
      }
    }
    expect(visited.size).toBe(tabbable);

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Open menu');
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.close();
  }, 60_000);

  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`shows "Skip to content" on the first Tab above the header (${viewport.width} px) and jumps to the content`, async () => {
      const page = await browser.newPage({ viewport });
      await page.goto(`${baseUrl()}/`);
      await firstCard(page);
      await page.keyboard.press('Tab');
      const skipLink = page.getByRole('link', { name: 'Skip to content' });
      // Shown, inside the screen, and the topmost thing at its centre (not under the sticky header).
      const onTop = await skipLink.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return {
          focused: document.activeElement === link,
          inView: box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight,
          topmost: hit !== null && link.contains(hit),
        };
      });
      expect(onTop).toEqual({ focused: true, inView: true, topmost: true });
      await screenshot(page, `a11y-skip-link-${width}`);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'main-content');
      await page.close();
    });
  }
});
