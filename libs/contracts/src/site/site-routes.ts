/**
 * The site's pages: which remote serves which page, and the shell's own pages. The one list the shell routes by,
 * each remote's route table is typed by (`@ped/web-kit/routes`), the edge answers 404 by and the sitemap draws on.
 * Plain data: the shell's entry chunk reads it before any shared module has arrived.
 */

/** The remotes (their Module Federation names). */
export type RemoteName = 'catalog_ui' | 'buyer_ui' | 'admin_ui';

/**
 * The pages of each remote. A remote also owns the sub-paths of its pages (except of `/`), so that e.g.
 * `/category/a/b` reaches catalog-ui, whose own routes answer it with the 404 page.
 */
export const SITE_ROUTES = {
  catalog_ui: [
    '/',
    '/browse',
    '/category/:slug',
    '/exporters/:id',
    '/about',
    '/contact',
    '/services',
    '/help',
    '/safety',
    '/terms',
    '/privacy',
    '/exporter-registration',
    '/exporter-signup',
    '/exporter-registration-success',
    '/dashboard',
  ],
  buyer_ui: [
    '/buyer-login',
    '/buyer-registration',
    '/buyer-dashboard',
    '/compare',
    '/messages',
    '/messages/:conversationId',
  ],
  admin_ui: ['/admin-login', '/admin', '/admin-legacy'],
} as const satisfies Record<RemoteName, readonly string[]>;

/** The shell's own pages, routed (in its App.tsx) before the remotes'; no remote owns their paths. */
export const SHELL_ROUTES = {
  /** Where `/api/login` leads: the visitor chooses buyer or exporter sign-in. */
  signIn: '/sign-in',
  exporterSignIn: '/sign-in/exporter',
  signOut: '/sign-out',
  /** "Forgot password?" of either sign-in page (`?kind=user|buyer`): mails a one-time link. */
  forgotPassword: '/forgot-password',
  /** Where a one-time link leads (`?token=…`): a first password, or a new one. */
  setPassword: '/set-password',
  /** Where a sign-up's link leads (`?token=…`): confirming the address creates the account. */
  confirmEmail: '/confirm-email',
} as const;

/** A page path of catalog-ui. */
export type CatalogPath = (typeof SITE_ROUTES)['catalog_ui'][number];

/**
 * The public pages without parameters that search engines should find (sitemap.xml lists them, then every
 * category and approved exporter). Sign-in, dashboards and the signup confirmation are left out.
 */
export const SITEMAP_PAGES = [
  '/',
  '/browse',
  '/about',
  '/services',
  '/contact',
  '/help',
  '/safety',
  '/exporter-registration',
  '/exporter-signup',
  '/terms',
  '/privacy',
] as const satisfies readonly CatalogPath[];

/**
 * The public catalogue pages the edge renders on the server (HTML with their data, headings, metadata and JSON-LD,
 * hydrated by the same React app): what visitors arrive at from search engines. Forms, dashboards and every other
 * remote's pages stay rendered in the browser.
 */
export const SERVER_RENDERED_PAGES = [
  '/',
  '/browse',
  '/category/:slug',
  '/exporters/:id',
  '/about',
  '/services',
  '/contact',
  '/help',
  '/safety',
  '/terms',
  '/privacy',
] as const satisfies readonly CatalogPath[];

/** Whether the edge renders `pathname` on the server (exactly one of SERVER_RENDERED_PAGES). */
export function isServerRenderedPage(pathname: string): boolean {
  return SERVER_RENDERED_PAGES.some((pattern) => matchesRoute(pattern, pathname));
}

/**
 * The query parameters of an exporter or product list (browse and category pages): its view, filters, order and
 * page. catalog-ui's lists keep their state in exactly these (`useListSearchParams`).
 */
export const LIST_QUERY_PARAMS = [
  'view',
  'search',
  'exact',
  'categoryId',
  'city',
  'verified',
  'businessType',
  'certification',
  'maxMinimumOrder',
  'responseRate',
  'sort',
  'page',
] as const;

export type ListQueryParam = (typeof LIST_QUERY_PARAMS)[number];

/**
 * The query parameters that change what a server-rendered page shows: a list's. Any other (`utm_source`, `fbclid`,
 * `?contact=1`, which the browser acts on) renders the same page, so the edge renders and caches it without them.
 */
export function renderedQueryParams(pathname: string): readonly string[] {
  const isList = matchesRoute('/browse', pathname) || matchesRoute('/category/:slug', pathname);
  return isList ? LIST_QUERY_PARAMS : [];
}

/** The most URLs one sitemap file may list (the sitemaps protocol); the directory's own pages come first. */
export const SITEMAP_URL_LIMIT = 50_000;

const segments = (path: string): string[] => path.split('/').filter(Boolean);

/**
 * Whether `pathname` is `pattern` (or below it unless `end`), where `:name` is any one segment; letter case and
 * a trailing slash do not matter, as in React Router's `matchPath`.
 */
export function matchesRoute(pattern: string, pathname: string, end = true): boolean {
  const expected = segments(pattern);
  const actual = segments(pathname);
  if (end ? actual.length !== expected.length : actual.length < expected.length) return false;
  return expected.every(
    (segment, i) => segment.startsWith(':') || segment.toLowerCase() === actual[i]?.toLowerCase(),
  );
}

/** Whether `pathname` is one of the site's pages (exactly a pattern); any other path is answered 404. */
export function isSitePage(pathname: string): boolean {
  // Gathered here, not at module level, so that the apps (which never call this) do not carry the list.
  const patterns: readonly string[] = [...Object.values(SHELL_ROUTES), ...Object.values(SITE_ROUTES).flat()];
  return patterns.some((pattern) => matchesRoute(pattern, pathname));
}
