import { Container, Stack, useParams } from '@ped/web-kit/ui';
import { apiErrorStatus, LoadError, pageTitle, usePageMeta } from '@ped/web-kit';
import { useMemo } from 'react';
import { BrowseFilters } from '../browse/BrowseFilters';
import { ExporterGridSkeleton } from '../browse/ExporterGridSkeleton';
import { ExporterResults } from '../browse/ExporterResults';
import type { ListFilters } from '../browse/listFilters';
import { useListSearchParams } from '../browse/useListSearchParams';
import { NotFoundMessage } from '../common/NotFoundMessage';
import { BASE_KEYWORDS, siteUrl } from '../common/siteMeta';
import { CategoryHeader, defaultCategoryLine } from './CategoryHeader';
import { useCategory } from './useCategory';

/** /category/{slug}: the category's exporters, searchable, filtered and ordered as on /browse, 12 per page. */
export function CategoryPage() {
  const { slug = '' } = useParams();
  const { data: category, error, isError, refetch, isRefetching } = useCategory(slug);
  const { filters, page, setFilters, setPage, clearFilters } = useListSearchParams();
  const categoryFilters = useMemo<ListFilters | null>(
    () => (category ? { ...filters, categoryId: String(category.id), city: '' } : null),
    [category, filters],
  );
  const name = category?.name ?? 'Category';
  usePageMeta({
    title: pageTitle(isError ? 'Category Not Found' : `${name} Exporters`),
    description: category?.description ?? defaultCategoryLine(name),
    keywords: [`${name} exporters`, `Pakistani ${name.toLowerCase()}`, ...BASE_KEYWORDS],
    path: `/category/${encodeURIComponent(slug)}`,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: `${name} Exporters from Pakistan`,
      url: siteUrl(`/category/${encodeURIComponent(slug)}`),
    },
  });

  if (isError) {
    return apiErrorStatus(error) === 404 ? (
      <NotFoundMessage title="Category Not Found">
        The category you are looking for does not exist or has been removed.
      </NotFoundMessage>
    ) : (
      <LoadError what="category" onRetry={() => refetch()} retrying={isRefetching} />
    );
  }

  return (
    <>
      <CategoryHeader category={category} />
      <Container maxW="7xl" py={{ base: '6', md: '10' }}>
        <Stack gap="6">
          <BrowseFilters filters={filters} onChange={setFilters} categories={null} showCity={false} />
          {categoryFilters ? (
            <ExporterResults
              filters={categoryFilters}
              page={page}
              onPageChange={setPage}
              onClearFilters={clearFilters}
            />
          ) : (
            <ExporterGridSkeleton />
          )}
        </Stack>
      </Container>
    </>
  );
}
