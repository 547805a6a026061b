import { ComingSoonPage, NotFoundPage } from '@ped/web-kit';
import { Route, Routes } from 'react-router';
import { HomePage } from './home/HomePage';

/** Pages not built yet: path and title. */
const PLACEHOLDER_PAGES: readonly [path: string, title: string][] = [
  ['/browse', 'Browse Exporters'],
  ['/category/:slug', 'Category'],
  ['/exporters/:id', 'Exporter Profile'],
  ['/about', 'About Us'],
  ['/contact', 'Contact Us'],
  ['/services', 'Services'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/exporter-registration', 'Join as Exporter'],
  ['/exporter-signup', 'Exporter Signup'],
  ['/exporter-registration-success', 'Registration Submitted'],
  ['/dashboard', 'Dashboard'],
];

/** Every page catalog-ui owns; any other path under them is the 404 page. */
export function CatalogRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      {PLACEHOLDER_PAGES.map(([path, title]) => (
        <Route key={path} path={path} element={<ComingSoonPage title={title} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
