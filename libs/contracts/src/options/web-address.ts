/**
 * Web addresses, the one rule the forms and the server share: class-validator's `IsUrl` runs validator's `isURL`
 * with these very options, and the forms call `isWebsite` / `isLink` (is-web-address.ts: apart, so that a page
 * that only links a website loads no validator), so both take and refuse the same text.
 */

/** A company's website: http(s), the scheme optional (`indus.example` is taken as `https://indus.example`). */
export const WEBSITE_URL_OPTIONS = { require_protocol: false, protocols: ['http', 'https'] };

/** A link to a document or page (evidence, a quotation's attachments): http(s) with its scheme. */
export const LINK_URL_OPTIONS = { require_protocol: true, protocols: ['http', 'https'] };

/** The spec's message of a website that is not one. */
export const WEBSITE_MESSAGE = 'Please enter a valid website URL';

/** A website as a link: typed without its scheme, it is taken as https. */
export const withScheme = (website: string): string =>
  /^[a-z][a-z\d+.-]*:\/\//i.test(website) ? website : `https://${website}`;
