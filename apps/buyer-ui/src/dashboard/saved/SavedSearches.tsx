import { Button, Heading, RouterLink, SimpleGrid, Skeleton, Stack } from '@ped/web-kit/ui';
import { StateMessage, useQuery, LoadFailed } from '@ped/web-kit';
import type { CategoryDto } from '@ped/contracts/catalog';
import { useCallback } from 'react';
import { SavedSearchCard } from './SavedSearchCard';
import { useSavedSearches } from './useSavedSearches';

/** The buyer's saved searches ("Save this search" on /browse), each with its counts. */
export function SavedSearches() {
  const { data: searches, isPending, isError, refetch, isRefetching } = useSavedSearches();
  // Category names for the filter chips (the list the whole site reads, usually cached already).
  const { data: categories } = useQuery<CategoryDto[]>({ queryKey: ['/api/categories'] });
  const categoryName = useCallback(
    (id: number) => categories?.find((category) => category.id === id)?.name,
    [categories],
  );

  let content;
  if (isPending) {
    content = (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" aria-busy="true" aria-label="Loading saved searches">
        {[0, 1].map((key) => (
          <Skeleton key={key} height="44" borderRadius="l3" />
        ))}
      </SimpleGrid>
    );
  } else if (isError) {
    content = (
      <LoadFailed
        title="We could not load your saved searches"
        onRetry={() => refetch()}
        retrying={isRefetching}
      />
    );
  } else if (searches.length === 0) {
    content = (
      <StateMessage
        title="No saved searches yet"
        actions={
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to="/browse">Search the directory</RouterLink>
          </Button>
        }
      >
        Choose filters on the browse page and press “Save this search”: we count here how many exporters match
        and how many are new since you last looked.
      </StateMessage>
    );
  } else {
    content = (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="5">
        {searches.map((search) => (
          <li key={search.id}>
            <SavedSearchCard search={search} categoryName={categoryName} />
          </li>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack as="section" aria-labelledby="saved-searches-heading" gap="4">
      <Heading id="saved-searches-heading" as="h2" size="xl">
        Saved Searches
      </Heading>
      {content}
    </Stack>
  );
}
