import type { Browser, Page } from 'playwright-core';
import {
  baseUrl,
  DESKTOP,
  expectNoSidewaysScroll,
  launchBrowser,
  PHONE,
  screenshot,
} from './support/browser.js';
import { confirmSignUpInPage, signUpThroughApi } from './support/sign-up.js';

/** Unique per run and per test, so runs never collide on an e-mail address. */
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${process.pid}@example.com`;

/** The signed-in header: Messages, Dashboard and the account menu; no Sign In. */
async function expectSignedInHeader(page: Page): Promise<void> {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Account menu' }).waitFor();
  await expect(banner.getByRole('link', { name: 'Messages' }).isVisible()).resolves.toBe(true);
  await expect(banner.getByRole('link', { name: 'Dashboard' }).isVisible()).resolves.toBe(true);
  await expect(banner.getByRole('link', { name: 'Sign In' }).count()).resolves.toBe(0);
}

describe('identity and authentication, in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs a new buyer up on /buyer-login, confirms the mailed link and lands on /buyer-registration signed in', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const email = uniqueEmail('buyer');
    await page.goto(`${baseUrl()}/buyer-login`);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await expect(
      page.getByText('Free registration • Browse exporters • Post requirements').isVisible(),
    ).resolves.toBe(true);
    await screenshot(page, 'auth-buyer-login');

    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Join as Buyer' }).waitFor();
    await page.getByLabel('First name').fill('Amina');
    await page.getByLabel('Last name').fill('Khan');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Sourcing-Karachi-2024');
    await page.getByLabel('Confirm password', { exact: true }).fill('Sourcing-Karachi-2025');
    await page.getByRole('button', { name: 'Create Buyer Account' }).click();
    await page.getByText("Passwords don't match").waitFor();
    await page.getByLabel('Confirm password', { exact: true }).fill('Sourcing-Karachi-2024');
    await screenshot(page, 'auth-buyer-sign-up');
    await page.getByRole('button', { name: 'Create Buyer Account' }).click();
    // No account and no session yet: the link mailed to the address makes them.
    await confirmSignUpInPage(page, email, 'buyer');

    await page.waitForURL('**/buyer-registration');
    await page.getByRole('heading', { name: 'Welcome, Amina!' }).waitFor();
    await expect(page.getByText(`Signed in as ${email}`).isVisible()).resolves.toBe(true);
    await expectSignedInHeader(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' }).count()).resolves.toBe(0);
    await screenshot(page, 'auth-buyer-registration');

    // The session is in the cookies: a reload keeps the buyer signed in.
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Amina!' }).waitFor();
    await page.close();
  });

  it('makes the admin change the first password on /admin-login, offers two-factor sign-in, then opens /admin', async () => {
    const firstPassword = process.env.E2E_ADMIN_PASSWORD;
    if (!firstPassword) throw new Error('E2E_ADMIN_PASSWORD is not set (the global setup provides it)');
    const newPassword = `Console-${Date.now()}-Lahore`;
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${baseUrl()}/admin-login`);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await screenshot(page, 'auth-admin-login');

    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'Change your password' }).waitFor();
    await screenshot(page, 'auth-admin-change-password');

    // Until the password is changed, /admin sends the admin back to the form.
    await page.goto(`${baseUrl()}/admin`);
    await page.waitForURL('**/admin-login');
    await page.getByRole('heading', { name: 'Change your password' }).waitFor();

    await page.getByLabel('Current password', { exact: true }).fill(firstPassword);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    // Then the offer to turn on two-factor sign-in, which may wait.
    await page.getByRole('heading', { name: 'Turn on two-factor authentication' }).waitFor();
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).waitFor();
    await screenshot(page, 'auth-admin-two-factor-offer');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { name: 'Admin dashboard' }).waitFor();
    await expectSignedInHeader(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' }).isVisible()).resolves.toBe(
      true,
    );
    await screenshot(page, 'auth-admin-dashboard');
    await page.close();
  });

  it('sends a signed-out visitor from /dashboard to the sign-in choice after the Unauthorized toast, and back after exporter sign-up', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    // The toast shows for 500 ms before the page leaves for the server's sign-in. So that a busy machine cannot
    // let the page leave before the toast is seen (nor a pending navigation stall the screenshot), that request
    // is answered 204 (a navigation to nothing: the page stays) and followed by the test itself afterwards.
    await page.route(/\/api\/login\?/, (route) => route.fulfill({ status: 204 }));
    const signInRequest = page.waitForRequest(/\/api\/login\?/);
    await page.goto(`${baseUrl()}/dashboard`, { waitUntil: 'commit' });
    await page.getByText('You are logged out. Logging in again...').waitFor();
    // Let the toast finish sliding in.
    await page.waitForTimeout(200);
    await screenshot(page, 'auth-dashboard-unauthorized');
    const signInUrl = (await signInRequest).url();
    expect(signInUrl).toBe(`${baseUrl()}/api/login?returnTo=%2Fdashboard`);
    await page.unroute(/\/api\/login\?/);
    await page.goto(signInUrl);

    await page.waitForURL(/\/sign-in\?returnTo=%2Fdashboard$/);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await screenshot(page, 'auth-sign-in-choice');
    await page.getByRole('link', { name: 'Exporter sign-in' }).click();
    await page.waitForURL(/\/sign-in\/exporter\?returnTo=%2Fdashboard$/);
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    await screenshot(page, 'auth-sign-in');

    await page.getByRole('button', { name: 'Create an exporter account' }).click();
    const email = uniqueEmail('exporter');
    await page.getByLabel('First name').fill('Bilal');
    await page.getByLabel('Last name').fill('Ahmed');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Sialkot-Leather-2024');
    await page.getByLabel('Confirm password', { exact: true }).fill('Sialkot-Leather-2024');
    await page.getByRole('button', { name: 'Create Exporter Account' }).click();
    await confirmSignUpInPage(page, email, 'exporter');
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: 'Exporter dashboard' }).waitFor();
    await expect(page.getByText('Welcome, Bilal Ahmed.').isVisible()).resolves.toBe(true);
    await expectSignedInHeader(page);
    await screenshot(page, 'auth-exporter-dashboard');
    await page.close();
  });

  it("takes the header's Sign In (/api/login) to the choice, and a buyer from there back to the page they were on", async () => {
    const email = uniqueEmail('returning-buyer');
    // The account is made in a browser of its own: this one stays signed out.
    const elsewhere = await browser.newPage();
    await signUpThroughApi(elsewhere, '/api/buyer/register', {
      firstName: 'Omar',
      lastName: 'Farooq',
      email,
      password: 'Karachi-Rice-2024',
    });
    await elsewhere.close();
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${baseUrl()}/about`);
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(/\/sign-in$/);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();

    // /api/login keeps the way back through the choice to the buyer sign-in.
    await page.goto(`${baseUrl()}/api/login?returnTo=${encodeURIComponent('/services')}`);
    await page.getByRole('link', { name: 'Buyer sign-in' }).click();
    await page.waitForURL(/\/buyer-login\?returnTo=%2Fservices$/);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password\?kind=buyer$/);
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await screenshot(page, 'auth-buyer-forgot-password');
    await page.goBack();
    await page.waitForURL(/\/buyer-login\?returnTo=%2Fservices$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Karachi-Rice-2024');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/services$/);
    await expectSignedInHeader(page);
    await page.close();
  });

  it('fits the sign-in pages on a 390 px wide phone screen', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    for (const [path, heading] of [
      ['/buyer-login', 'Welcome Back'],
      ['/sign-in', 'Sign in'],
      ['/sign-in/exporter', 'Sign in to your account'],
      ['/admin-login', 'Admin Login'],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      await expectNoSidewaysScroll(page);
      await screenshot(page, `auth-phone${path.replaceAll('/', '-')}`);
    }
    await page.close();
  });

  it('keeps a buyer signed in when another site links to /api/logout: /sign-out asks, and only its button signs out', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signUpThroughApi(page, '/api/buyer/register', {
      firstName: 'Sana',
      lastName: 'Malik',
      email: uniqueEmail('sign-out'),
      password: 'Lahore-Cotton-2024',
    });
    // A page on another site with a link to our sign-out (a cross-site navigation when clicked).
    await page.route('http://elsewhere.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<a href="${baseUrl()}/api/logout">Win a prize</a>`,
      }),
    );
    await page.goto('http://elsewhere.example/');
    await page.getByRole('link', { name: 'Win a prize' }).click();
    await page.waitForURL('**/sign-out');
    await page.getByRole('heading', { name: 'Sign out?' }).waitFor();
    const who = await page.request.get(`${baseUrl()}/api/auth/user`);
    expect(who.status()).toBe(200);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'auth-sign-out-confirm-phone');

    await page.getByRole('main').getByRole('link', { name: 'Sign out' }).click();
    // Signed out once the server's answer sends the page home (the home page's pictures need not have loaded).
    await page.waitForURL(`${baseUrl()}/`, { waitUntil: 'commit' });
    expect((await page.request.get(`${baseUrl()}/api/auth/user`)).status()).toBe(401);
    await page.close();
  });

  it('draws the signed-in header as soon as a page is hydrated, before /api/auth/user answers, and not once signed out', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signUpThroughApi(page, '/api/buyer/register', {
      firstName: 'Hina',
      lastName: 'Qureshi',
      email: uniqueEmail('header-hint'),
      password: 'Karachi-Salt-2024',
    });
    // The account's read is held: only the session's hint can switch the header.
    let releaseUser!: () => void;
    const userHeld = new Promise<void>((resolve) => (releaseUser = resolve));
    await context.route('**/api/auth/user', async (route) => {
      await userHeld;
      await route.continue();
    });
    const banner = page.getByRole('banner');
    const started = Date.now();
    await page.goto(`${baseUrl()}/`); // until hydrated (support/browser.ts)
    const hydratedMs = Date.now() - started;
    await banner.getByRole('link', { name: 'Dashboard' }).waitFor({ timeout: 2_000 });
    const switchedMs = Date.now() - started;
    expect(await banner.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/buyer-dashboard',
    );
    expect(await banner.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    console.info(
      `signed-in header: page hydrated ${hydratedMs} ms after navigation, header switched ${switchedMs - hydratedMs} ms later, /api/auth/user still held`,
    );
    await screenshot(page, 'auth-header-from-hint');
    releaseUser();
    await expectSignedInHeader(page);
    await context.unroute('**/api/auth/user');

    // Signed out, the hint goes with the session cookies: the next page shows a visitor's header at once.
    await page.goto(`${baseUrl()}/sign-out`);
    await page.getByRole('main').getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL(`${baseUrl()}/`, { waitUntil: 'commit' });
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('ped_signed_in');
    await page.goto(`${baseUrl()}/about`);
    await banner.getByRole('link', { name: 'Sign In' }).waitFor();
    await context.close();
  });
});
