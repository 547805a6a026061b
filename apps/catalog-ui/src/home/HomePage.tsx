import { ACCOUNT_DELETED_PATH, DEFAULT_TITLE, SITE_NAME, toast, usePageMeta } from '@ped/web-kit';
import { useEffect } from 'react';
import { BASE_KEYWORDS, siteUrl } from '../common/siteMeta';
import { CallToAction } from './CallToAction';
import { CategorySection } from './CategorySection';
import { FeaturedExporters } from './FeaturedExporters';
import { Hero, TAGLINE } from './Hero';
import { StatsStrip } from './StatsStrip';

/** The visitors' home page. */
export function HomePage() {
  usePageMeta({
    title: DEFAULT_TITLE,
    description: `${TAGLINE}. Find and contact verified exporters of textiles, rice, salt, surgical instruments, leather and more, free for buyers.`,
    keywords: ['Pakistan export directory', 'Pakistani textiles', 'Basmati rice exporters', ...BASE_KEYWORDS],
    path: '/',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: siteUrl('/'),
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl('/browse')}?search={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  });
  useAccountDeletedNotice();
  return (
    <>
      <Hero />
      <StatsStrip />
      {/* Every section is in the server's HTML (search engines read the categories and featured exporters). */}
      <CategorySection />
      <FeaturedExporters />
      <CallToAction />
    </>
  );
}

/** Landed here from deleting one's account (ACCOUNT_DELETED_PATH): say it is done, once. */
function useAccountDeletedNotice() {
  useEffect(() => {
    if (`${window.location.pathname}${window.location.search}` !== ACCOUNT_DELETED_PATH) return;
    window.history.replaceState(window.history.state, '', '/');
    void toast({
      title: 'Account deleted',
      description: 'Your account has been deleted and you are signed out.',
    });
  }, []);
}
