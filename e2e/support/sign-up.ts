import type { Page } from 'playwright-core';
import type { SignInResultDto } from '@ped/contracts/identity';
import { baseUrl, expectNoSidewaysScroll, screenshot } from './browser.js';
import { mailsTo, waitForMail, type InboxMail } from './mail.js';

/**
 * Sign-up proves the address: `POST /api/buyer/register` or `/api/auth/register` answers 202 and mails a link,
 * and opening it (/confirm-email, whose button posts `/api/auth/confirm-email`) creates the account and signs
 * it in. These helpers go through that the way a person does, reading the link from the run's mail catcher.
 */

/** What both sign-up forms send. */
export interface SignUpFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export type SignUpPath = '/api/buyer/register' | '/api/auth/register';

/** The kind of account a sign-up makes, and where its confirmation leads (redirectTo). */
const LANDING = { buyer: '/buyer-registration', exporter: '/dashboard' } as const;
const WELCOME = {
  buyer: "Welcome! Let's complete your buyer profile.",
  exporter: 'Your exporter account is ready.',
} as const;

const CONFIRM_LINK = /https?:\/\/\S+?\/confirm-email\?token=[\w-]+/;
const hasConfirmLink = (mail: InboxMail) => CONFIRM_LINK.test(mail.text);

/**
 * The link of the newest sign-up mail to `email`, on this run's site (the mail names the public origin), once
 * identity has sent it from its outbox.
 */
export async function signUpLink(email: string): Promise<string> {
  await waitForMail(email, hasConfirmLink);
  const newest = (await mailsTo(email)).filter(hasConfirmLink).at(-1)!;
  const link = new URL(CONFIRM_LINK.exec(newest.text)![0]);
  return `${baseUrl()}${link.pathname}${link.search}`;
}

/**
 * Signs up through the API as the site's forms do, then confirms with the mailed link through the same page's
 * request context (so the page's browser context holds the new session's cookies, as when the link is opened
 * in it). `headers` go with both requests. Answers the confirmation: `{ user, redirectTo }`.
 */
export async function signUpThroughApi(
  page: Page,
  path: SignUpPath,
  fields: SignUpFields,
  headers?: Record<string, string>,
): Promise<SignInResultDto> {
  const signUp = await page.request.post(`${baseUrl()}${path}`, { data: fields, headers });
  expect(signUp.status()).toBe(202);
  expect(await signUp.json()).toEqual({
    message: expect.any(String),
    email: fields.email.trim().toLowerCase(),
  });
  const token = new URL(await signUpLink(fields.email)).searchParams.get('token');
  const confirmed = await page.request.post(`${baseUrl()}/api/auth/confirm-email`, {
    data: { token },
    headers,
  });
  expect(confirmed.status()).toBe(200);
  const result = (await confirmed.json()) as SignInResultDto;
  const kind = path === '/api/buyer/register' ? 'buyer' : 'exporter';
  expect(result.redirectTo).toBe(LANDING[kind]);
  return result;
}

/** Waits for a toast's title and description (the newest toast replaces any other). */
async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const toast = page.getByRole('region', { name: /Notifications/ });
  await toast.getByText(title, { exact: true }).waitFor();
  await toast.getByText(description, { exact: true }).waitFor();
}

/**
 * After a sign-up form was sent: the form turns into the "Check your e-mail" panel naming the address (and
 * a toast says so); the mailed link opens /confirm-email, whose "Confirm and Sign In" creates the account and
 * signs in; "Account Created" is toasted and the page goes where a new account starts (a buyer's wizard, an
 * exporter's dashboard). With `screenshots`, the panel and the confirmation page are shot as
 * `<screenshots>-check-email` and `<screenshots>-confirm-email`, each checked to fit the screen's width first.
 */
export async function confirmSignUpInPage(
  page: Page,
  email: string,
  kind: 'buyer' | 'exporter',
  { screenshots }: { screenshots?: string } = {},
): Promise<void> {
  const panel = page
    .getByRole('status')
    .filter({ has: page.getByRole('heading', { name: 'Check your e-mail' }) });
  await panel.getByText(`We have sent a link to ${email}.`).waitFor();
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByText('Check Your E-mail', { exact: true })
    .waitFor();
  if (screenshots) {
    await expectNoSidewaysScroll(page);
    await screenshot(page, `${screenshots}-check-email`);
  }

  await page.goto(await signUpLink(email));
  await page.getByRole('heading', { name: 'Confirm your e-mail' }).waitFor();
  if (screenshots) {
    await expectNoSidewaysScroll(page);
    await screenshot(page, `${screenshots}-confirm-email`);
  }
  await page.getByRole('button', { name: 'Confirm and Sign In' }).click();
  await expectToast(page, 'Account Created', WELCOME[kind]);
  await page.waitForURL((url) => url.pathname === LANDING[kind]);
}
