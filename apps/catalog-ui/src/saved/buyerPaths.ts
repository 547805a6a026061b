// On the home page's first load (the visitor's Save toggle): what only lazily loaded modules need is in
// savedTab.ts.
import type { SignInReason } from '@ped/web-kit';

/**
 * A visitor's Save goes to the buyer sign-in and back to this page, with what they were saving in the query
 * (`?save=<exporterId>`, `?saveSearch=1`), so that the page completes it once they are back as a buyer.
 */
export const RESUME_SAVE_PARAM = 'save';

/**
 * `/buyer-login?returnTo=<this page with param=value>&reason=<why>`; the buyer sign-in honours a site-local
 * returnTo and says why the visitor is there.
 */
export function buyerLoginHref(
  { pathname, search }: { pathname: string; search: string },
  param: string,
  value: string | number,
  reason: SignInReason,
): string {
  const back = `${pathname}${search ? `${search}&` : '?'}${param}=${value}`;
  return `/buyer-login?returnTo=${encodeURIComponent(back)}&reason=${reason}`;
}
