import { Button, Heading, HStack, RouterLink, SimpleGrid, Skeleton, Stack, Text } from '@ped/web-kit/ui';
import { CompareBar, StateMessage, LoadFailed } from '@ped/web-kit';
import { COMPARE_MAX_EXPORTERS } from '@ped/contracts/options';
import { useState } from 'react';
import { SavedExporterCard } from './SavedExporterCard';
import { useSavedExporters } from './useSavedExporters';

/** The buyer's saved exporters, newest first, with the picking of 2 to 4 of them for comparison. */
export function SavedExporters() {
  const { data: saved, isPending, isError, refetch, isRefetching } = useSavedExporters();
  const [picked, setPicked] = useState<number[]>([]);
  // A pick whose exporter left the list (removed here or elsewhere) no longer counts.
  const listed = picked.filter((id) => saved?.some((item) => item.exporterId === id));

  let content;
  if (isPending) {
    content = (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" aria-busy="true" aria-label="Loading saved exporters">
        {[0, 1].map((key) => (
          <Skeleton key={key} height="72" borderRadius="l3" />
        ))}
      </SimpleGrid>
    );
  } else if (isError) {
    content = (
      <LoadFailed
        title="We could not load your saved exporters"
        onRetry={() => refetch()}
        retrying={isRefetching}
      />
    );
  } else if (saved.length === 0) {
    content = (
      <StateMessage
        title="No saved exporters yet"
        actions={
          <Button asChild colorPalette="brand">
            <RouterLink to="/browse">Browse Exporters</RouterLink>
          </Button>
        }
      >
        Save exporters with the heart on their cards and profiles to keep them here with your notes.
      </StateMessage>
    );
  } else {
    content = (
      <Stack gap="4">
        {saved.length > 1 && (
          <CompareBar picked={listed} onClear={() => setPicked([])} label="Compare saved exporters" />
        )}
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="5">
          {saved.map((item) => (
            <li key={item.exporterId}>
              <SavedExporterCard
                saved={item}
                picked={listed.includes(item.exporterId)}
                canPick={saved.length > 1 && listed.length < COMPARE_MAX_EXPORTERS}
                onPickedChange={(pick) =>
                  setPicked(
                    pick ? [...listed, item.exporterId] : listed.filter((id) => id !== item.exporterId),
                  )
                }
              />
            </li>
          ))}
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Stack as="section" aria-labelledby="saved-exporters-heading" gap="4">
      <HStack justify="space-between" align="baseline" gap="3" wrap="wrap">
        <Heading id="saved-exporters-heading" as="h2" size="xl">
          Saved Exporters
        </Heading>
        {saved && saved.length > 0 && (
          <Text color="fg.muted" textStyle="sm">
            {saved.length} saved
          </Text>
        )}
      </HStack>
      {content}
    </Stack>
  );
}
