export const SITE_NAME = 'Pakistan Export Directory';
export const DEFAULT_TITLE = `${SITE_NAME} — Verified Pakistani Exporters`;

/** "<page> | Pakistan Export Directory" */
export function pageTitle(page: string): string {
  return `${page} | ${SITE_NAME}`;
}

/** The default social image (og:image), a path on the site. */
export const DEFAULT_OG_IMAGE = '/favicon.svg';
