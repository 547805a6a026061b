import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREENSHOTS = join(process.cwd(), 'e2e', 'screenshots');

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

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
