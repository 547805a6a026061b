import { createRemoteRoutes } from '@ped/web-kit';
import { matchPath } from '@ped/web-kit/ui';
import type { RemoteRouteTable } from '@ped/web-kit/routes';
import { lazy as reactLazy, type ComponentType } from 'react';
import { HomePage } from './home/HomePage';

/** React.lazy that remembers its loader, so a page's chunk can be fetched before hydration. */
const loaders = new Map<unknown, () => Promise<unknown>>();
function lazy<T extends ComponentType>(load: () => Promise<{ default: T }>) {
  const component = reactLazy(load);
  loaders.set(component, load);
  return component;
}

// The home page ships with the routes module (it is the first page most visitors see); every other page is a
// chunk of its own, fetched when first visited. The shell's <Suspense> around the remote covers the wait.
const BrowsePage = lazy(() => import('./browse/BrowsePage').then((m) => ({ default: m.BrowsePage })));
const CategoryPage = lazy(() => import('./category/CategoryPage').then((m) => ({ default: m.CategoryPage })));
const ContactPage = lazy(() => import('./contact/ContactPage').then((m) => ({ default: m.ContactPage })));
const DashboardPage = lazy(() =>
  import('./dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const ExporterProfilePage = lazy(() =>
  import('./exporter/ExporterProfilePage').then((m) => ({ default: m.ExporterProfilePage })),
);
const AboutPage = lazy(() => import('./info/AboutPage').then((m) => ({ default: m.AboutPage })));
const HelpPage = lazy(() => import('./info/HelpPage').then((m) => ({ default: m.HelpPage })));
const PrivacyPage = lazy(() => import('./info/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));
const SafetyPage = lazy(() => import('./info/SafetyPage').then((m) => ({ default: m.SafetyPage })));
const ServicesPage = lazy(() => import('./info/ServicesPage').then((m) => ({ default: m.ServicesPage })));
const TermsPage = lazy(() => import('./info/TermsPage').then((m) => ({ default: m.TermsPage })));
const ExporterRegistrationPage = lazy(() =>
  import('./signup/ExporterRegistrationPage').then((m) => ({ default: m.ExporterRegistrationPage })),
);
const ExporterSignupPage = lazy(() =>
  import('./signup/ExporterSignupPage').then((m) => ({ default: m.ExporterSignupPage })),
);
const RegistrationSuccessPage = lazy(() =>
  import('./signup/RegistrationSuccessPage').then((m) => ({ default: m.RegistrationSuccessPage })),
);

/** Every page catalog-ui serves: exactly its paths in `@ped/web-kit/routes` (the shell sends it those). */
export const CATALOG_ROUTES: RemoteRouteTable<'catalog_ui'> = {
  '/': <HomePage />,
  '/browse': <BrowsePage />,
  '/category/:slug': <CategoryPage />,
  '/exporters/:id': <ExporterProfilePage />,
  '/about': <AboutPage />,
  '/contact': <ContactPage />,
  '/services': <ServicesPage />,
  '/help': <HelpPage />,
  '/safety': <SafetyPage />,
  '/terms': <TermsPage />,
  '/privacy': <PrivacyPage />,
  '/exporter-registration': <ExporterRegistrationPage />,
  '/exporter-signup': <ExporterSignupPage />,
  '/exporter-registration-success': <RegistrationSuccessPage />,
  '/dashboard': <DashboardPage />,
};

/** catalog-ui's pages; any other path under them is the 404 page. */
export const CatalogRoutes = createRemoteRoutes('catalog_ui', CATALOG_ROUTES);

/** Fetches the chunk of the page at `pathname` (before hydrateRoot, so hydration does not suspend). */
export async function preloadRoute(pathname: string): Promise<void> {
  for (const [path, element] of Object.entries(CATALOG_ROUTES)) {
    if (!matchPath(path, pathname)) continue;
    const load = loaders.get((element as { type?: unknown }).type);
    if (load) await load();
    return;
  }
}
