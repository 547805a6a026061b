// Taps on a public page from its first paint (issue 33): a phone (Chromium at 4× CPU slowdown, touch, 390 px),
// a fresh browser each run, taps the menu, the Filters button or Contact as soon as the page has painted and
// the control shows. A tap acts at once or is held until the page is hydrated and then acts (the shell's
// earlyTaps.ts); one that never acts is lost. Figures are in the page's clock, from its first contentful paint.
import { chromium } from 'playwright-core';
import { CHROMIUM } from './frontend.mjs';
import { settleCpu } from './load.mjs';

const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
/** A tap that has not acted by then is counted lost. */
const ACT_TIMEOUT_MS = 20_000;

/** What shows that each control acted, checked in the page on every frame. */
const ACTED = {
  menu: "[...document.querySelectorAll('[role=dialog]')].some((d) => d.textContent.startsWith('Menu'))",
  filters:
    "[...document.querySelectorAll('button[aria-expanded=true]')].some((b) => b.textContent.startsWith('Hide filters'))",
  contact:
    "[...document.querySelectorAll('[role=dialog] button')].some((b) => b.textContent.trim() === 'Send Message')",
};

/** The taps measured: on which page, which control (its accessible role and name) and what shows it acted. */
export function earlyTapCases({ exporterId }) {
  const menu = { role: 'button', name: 'Open menu', acted: 'menu' };
  return [
    { page: '/', control: 'menu', ...menu },
    { page: '/browse', control: 'menu', ...menu },
    { page: '/browse', control: 'Filters', role: 'button', name: 'Filters', acted: 'filters' },
    { page: '/browse', control: 'Contact', role: 'button', name: /^Contact /, acted: 'contact' },
    { page: `/exporters/${exporterId}`, control: 'menu', ...menu },
    {
      page: `/exporters/${exporterId}`,
      control: 'Contact',
      role: 'button',
      name: 'Contact Exporter',
      acted: 'contact',
    },
  ];
}

/** In the page before its scripts: when it first painted, was tapped, was hydrated and showed the tap's effect. */
const recorder = (acted) => `(() => {
  const t = (window.__earlyTap = {});
  addEventListener('pointerdown', () => { t.tapAt ??= performance.now(); }, true);
  const frame = () => {
    const now = performance.now();
    const footer = document.querySelector('#root footer');
    if (t.hydratedAt === undefined && footer && Object.keys(footer).some((k) => k.startsWith('__reactFiber$')))
      t.hydratedAt = now;
    if (t.tapAt !== undefined && t.actedAt === undefined && (${acted})) t.actedAt = now;
    if (t.actedAt === undefined || t.hydratedAt === undefined) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

async function tapOnce(browser, baseUrl, tap) {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(recorder(ACTED[tap.acted]));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}${tap.page}`, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      {
        timeout: 60_000,
      },
    );
    // The first such control (a result card's Contact on /browse), tapped as soon as it shows.
    await page
      .getByRole(tap.role, { name: tap.name, exact: typeof tap.name === 'string' })
      .first()
      .tap({ timeout: 60_000 });
    const acted = await page
      .waitForFunction(() => globalThis.__earlyTap.actedAt !== undefined, null, { timeout: ACT_TIMEOUT_MS })
      .then(() => true)
      .catch(() => false);
    const t = await page.evaluate(() => ({
      ...globalThis.__earlyTap,
      paintAt: performance.getEntriesByName('first-contentful-paint')[0].startTime,
    }));
    return {
      tapMs: t.tapAt - t.paintAt,
      actedMs: acted ? t.actedAt - t.paintAt : null,
      hydratedMs: t.hydratedAt === undefined ? null : t.hydratedAt - t.paintAt,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const known = values.filter((value) => value !== null).sort((a, b) => a - b);
  return known.length ? known[(known.length - 1) >> 1] : null;
};

/**
 * Each case `runs` times, each once the machine is idle: the median of when it was tapped, acted and the page
 * hydrated (ms after first paint), how many taps came before hydration (held) and how many never acted (lost).
 */
export async function earlyTaps({ baseUrl, cases, runs = 3 }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--headless=new'],
  });
  try {
    const rows = [];
    for (const tap of cases) {
      const measured = [];
      for (let i = 0; i < runs; i++) {
        await settleCpu();
        measured.push(await tapOnce(browser, baseUrl, tap));
      }
      rows.push({
        page: tap.page,
        control: tap.control,
        runs,
        tapMs: median(measured.map((m) => m.tapMs)),
        actedMs: median(measured.map((m) => m.actedMs)),
        hydratedMs: median(measured.map((m) => m.hydratedMs)),
        held: measured.filter((m) => m.hydratedMs === null || m.tapMs < m.hydratedMs).length,
        lost: measured.filter((m) => m.actedMs === null).length,
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
