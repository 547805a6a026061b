import type { Page } from 'playwright-core';

/** Closes every toast on screen (one left open can cover the button the next step clicks). */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('button', { name: 'Close notification' });
  while ((await close.count()) > 0) {
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await page.waitForTimeout(100);
  }
}
