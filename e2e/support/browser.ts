import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREENSHOTS = join(process.cwd(), 'e2e', 'screenshots');

/**
 * Debian's Chromium, headless, with the flags this machine's closed network needs. Every page it opens waits,
 * after `goto` or `reload` (until `load`, the default), for a server-rendered page to be hydrated: its buttons do
 * nothing before that, where a page rendered in the browser had no buttons yet.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    // Without scripts nothing hydrates.
    if (options?.javaScriptEnabled !== false) context.on('page', waitForHydrationOnLoad);
    return context;
  };
  // Browser.newPage opens a context of its own, outside newContext.
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    waitForHydrationOnLoad(page);
    return page;
  };
  return browser;
}

/** Until React has hydrated the server's HTML (its fiber on the frame's footer, rendered last), if there is any. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.getElementById('ped-ssr')) return true;
    const footer = document.querySelector('#root footer');
    return Boolean(footer && Object.keys(footer).some((key) => key.startsWith('__reactFiber')));
  });
}

function waitForHydrationOnLoad(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((options?.waitUntil ?? 'load') === 'load') await hydrated(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if ((options?.waitUntil ?? 'load') === 'load') await hydrated(page);
    return response;
  };
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * How far the page scrolls sideways (px; 0 or less when it fits), as a person would see it: read once the page
 * has settled rather than mid re-layout. After a resize or a navigation, React re-renders for the new width in
 * a later task (breakpoint hooks listen to media queries) and transitions run; so the width is read after
 * every finite animation has finished and once it stays the same over three consecutive frames (3 s at most).
 */
export async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const finiteAnimations = () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined));
    const deadline = performance.now() + 3_000;
    let last = Number.NaN;
    let steady = 0;
    while (steady < 3 && performance.now() < deadline) {
      const remaining = deadline - performance.now();
      await Promise.race([
        Promise.all(finiteAnimations()),
        new Promise((resolve) => setTimeout(resolve, remaining)),
      ]);
      await nextFrame();
      const overflow = document.documentElement.scrollWidth - window.innerWidth;
      steady = overflow === last ? steady + 1 : 1;
      last = overflow;
    }
    return last;
  });
}

/** The page does not scroll sideways once settled (see sidewaysScroll); a failure names what sticks out. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await sidewaysScroll(page);
  if (overflow <= 0) return;
  // The outermost elements that stick out (their parent does not): where the overflow starts.
  const outside = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const sticksOut = (element: Element | null) => !!element && element.getBoundingClientRect().right > width;
    return [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && !sticksOut(element.parentElement))
      .slice(0, 5)
      .map((element) => {
        const { left, right } = element.getBoundingClientRect();
        const text = (element.textContent ?? '').trim().slice(0, 60);
        const parent = element.parentElement!.getBoundingClientRect();
        return `<${element.tagName.toLowerCase()} class="${String(element.className)}"> ${left}–${right} px in ${parent.left}–${parent.right}: ${text}`;
      });
  });
  expect({ overflow, outside }).toEqual({ overflow: 0, outside: [] });
}

/**
 * Saves a full-page screenshot under e2e/screenshots (git-ignored) for people to look at. Chromium's capture
 * has been seen to hang once on a loaded CI machine right after a full-page navigation; a second capture is
 * tried before the test fails.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const options = { path: join(SCREENSHOTS, `${name}.png`), fullPage: true, timeout: 12_000 };
  try {
    await page.screenshot(options);
  } catch (error) {
    console.warn(`screenshot ${name}: first capture failed, trying again: ${String(error).split('\n')[0]}`);
    await page.screenshot(options);
  }
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error('E2E_BASE_URL is not set: run browser tests through jest --selectProjects browser');
  return url;
}
