import { Container, Heading, HStack, Stack, Text } from '@ped/web-kit/ui';
import { pageTitle, usePageMeta } from '@ped/web-kit';
import { BASE_KEYWORDS, siteUrl } from '../common/siteMeta';
import { useCategories } from '../home/useCategories';
import { SaveSearchButton } from '../saved/SaveSearchButton';
import { BrowseFilters } from './BrowseFilters';
import { ExporterResults } from './ExporterResults';
import { ProductResults } from './ProductResults';
import { useListSearchParams } from './useListSearchParams';
import { ViewToggle } from './ViewToggle';

/**
 * /browse: every approved exporter (or, with `view=products`, their products), searched, filtered, ordered and
 * 12 per page; the filters apply to both views.
 */
export function BrowsePage() {
  const { filters, page, view, setFilters, setView, setPage, clearFilters } = useListSearchParams();
  const Results = view === 'products' ? ProductResults : ExporterResults;
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
        <HStack justify="space-between" gap="3" wrap="wrap">
          <ViewToggle view={view} onChange={setView} />
          <SaveSearchButton filters={filters} />
        </HStack>
        <Results filters={filters} page={page} onPageChange={setPage} onClearFilters={clearFilters} />
      </Stack>
    </Container>
  );
}
