import { Container, Heading, Stack, Text } from '@ped/web-kit/ui';
import { pageTitle, usePageMeta } from '@ped/web-kit';
import { BASE_KEYWORDS, siteUrl } from '../common/siteMeta';
import { useCategories } from '../home/useCategories';
import { BrowseFilters } from './BrowseFilters';
import { ExporterResults } from './ExporterResults';
import { useListSearchParams } from './useListSearchParams';

/** /browse: every approved exporter, filtered by text, category, city and verification, 12 per page. */
export function BrowsePage() {
  const { filters, page, setFilters, setPage, clearFilters } = useListSearchParams();
  const { data: categories } = useCategories();
  usePageMeta({
    title: pageTitle('Browse Exporters'),
    description:
      'Browse verified Pakistani exporters by category, city and verification status: textiles, rice, salt, surgical instruments, leather, sports goods and more.',
    keywords: ['browse exporters', 'Pakistan suppliers by city', 'Pakistani manufacturers', ...BASE_KEYWORDS],
    path: '/browse',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: 'Browse Pakistani Exporters',
      url: siteUrl('/browse'),
    },
  });

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Browse Exporters
          </Heading>
          <Text color="fg.muted">
            Find and connect with verified Pakistani exporters across all major industries.
          </Text>
        </Stack>
        <BrowseFilters filters={filters} onChange={setFilters} categories={categories ?? []} />
        <ExporterResults filters={filters} page={page} onPageChange={setPage} onClearFilters={clearFilters} />
      </Stack>
    </Container>
  );
}
