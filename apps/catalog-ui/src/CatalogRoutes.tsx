import { NotFoundPage } from '@ped/web-kit';
import { Route, Routes } from '@ped/web-kit/ui';
import { lazy } from 'react';
import { HomePage } from './home/HomePage';

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
const PrivacyPage = lazy(() => import('./info/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));
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

/** Every page catalog-ui owns; any other path under them is the 404 page. */
export function CatalogRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/browse" element={<BrowsePage />} />
      <Route path="/category/:slug" element={<CategoryPage />} />
      <Route path="/exporters/:id" element={<ExporterProfilePage />} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="/contact" element={<ContactPage />} />
      <Route path="/services" element={<ServicesPage />} />
      <Route path="/terms" element={<TermsPage />} />
      <Route path="/privacy" element={<PrivacyPage />} />
      <Route path="/exporter-registration" element={<ExporterRegistrationPage />} />
      <Route path="/exporter-signup" element={<ExporterSignupPage />} />
      <Route path="/exporter-registration-success" element={<RegistrationSuccessPage />} />
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
