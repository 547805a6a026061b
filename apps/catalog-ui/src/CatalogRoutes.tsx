import { NotFoundPage } from '@ped/web-kit';
import { Route, Routes } from 'react-router';
import { BrowsePage } from './browse/BrowsePage';
import { CategoryPage } from './category/CategoryPage';
import { ContactPage } from './contact/ContactPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { ExporterProfilePage } from './exporter/ExporterProfilePage';
import { HomePage } from './home/HomePage';
import { AboutPage } from './info/AboutPage';
import { PrivacyPage } from './info/PrivacyPage';
import { ServicesPage } from './info/ServicesPage';
import { TermsPage } from './info/TermsPage';
import { ExporterRegistrationPage } from './signup/ExporterRegistrationPage';
import { ExporterSignupPage } from './signup/ExporterSignupPage';
import { RegistrationSuccessPage } from './signup/RegistrationSuccessPage';

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
