import { DEFAULT_TITLE, useDocumentTitle } from '@ped/web-kit';
import { CategorySection } from './CategorySection';
import { Hero } from './Hero';

/** The visitors' home page. */
export function HomePage() {
  useDocumentTitle(DEFAULT_TITLE);
  return (
    <>
      <Hero />
      <CategorySection />
    </>
  );
}
