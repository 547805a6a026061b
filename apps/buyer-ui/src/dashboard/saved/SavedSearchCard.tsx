import { formatDate } from '@ped/contracts/format';
import { Badge, Button, Card, Heading, HStack, Text, useNavigate, Wrap } from '@ped/web-kit/ui';
import { ConfirmDialog } from '@ped/web-kit/ui-overlays';
import { apiErrorMessage, toast } from '@ped/web-kit';
import type { SavedSearchDto } from '@ped/contracts/catalog';
import { useRef, useState } from 'react';
import { browseHref, filterChips } from './savedSearchFilters';
import { useDeleteSavedSearch, useOpenSavedSearch } from './useSavedSearches';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

interface Props {
  search: SavedSearchDto;
  categoryName: (id: number) => string | undefined;
}

/**
 * One saved search: its name, its filters, how many exporters match now and how many of them are new since it
 * was last opened; Open marks it opened and shows the list on /browse; Delete asks first.
 */
export function SavedSearchCard({ search, categoryName }: Props) {
  const navigate = useNavigate();
  const open = useOpenSavedSearch(search.id);
  const remove = useDeleteSavedSearch(search.id);
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const headingId = `saved-search-${search.id}`;
  // "New" counts the exporters listed since the buyer last opened this search.
  const opened = formatDate(search.lastOpenedAt);
  const matches = `${search.matchCount.toLocaleString('en-US')}${search.matchCountCapped ? '+' : ''}`;

  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline" h="full" data-testid="saved-search">
      <Card.Body gap="3">
        <Heading id={headingId} as="h3" size="md" lineClamp={2}>
          {search.name}
        </Heading>
        <Wrap gap="1.5" aria-label="Filters">
          {filterChips(search.filters, categoryName).map((chip) => (
            <Badge key={chip} variant="outline" colorPalette="gray">
              {chip}
            </Badge>
          ))}
        </Wrap>
        <HStack gap="3" wrap="wrap">
          <Text fontWeight="semibold">
            {matches} {plural(search.matchCount, 'exporter', 'exporters')}
          </Text>
          {search.newCount > 0 ? (
            <HStack gap="1.5">
              <Badge colorPalette="green" variant="solid">
                {search.newCount.toLocaleString('en-US')} new
              </Badge>
              <Text textStyle="sm" color="fg.muted">
                since {opened}
              </Text>
            </HStack>
          ) : (
            <Text textStyle="sm" color="fg.muted">
              No new exporters since {opened}
            </Text>
          )}
        </HStack>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap" alignItems="center">
        <Button
          colorPalette="brand"
          size="sm"
          aria-label={`Open ${search.name}`}
          loading={open.isPending}
          onClick={() =>
            // Opened or not (the count of new ones then stays), the buyer gets the list asked for.
            open.mutate(undefined, { onSettled: () => navigate(browseHref(search.filters)) })
          }
        >
          Open
        </Button>
        <Button
          ref={deleteButton}
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={`Delete ${search.name}`}
          onClick={() => setConfirming(true)}
        >
          Delete
        </Button>
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title="Delete this search?"
          confirmLabel="Delete"
          cancelLabel="Keep"
          pending={remove.isPending}
          finalFocusEl={() => deleteButton.current}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => setConfirming(false),
              onError: (error) =>
                void toast({
                  title: 'Error',
                  description: apiErrorMessage(error, 'Failed to delete the search. Please try again.'),
                  variant: 'destructive',
                }),
            })
          }
        >
          “{search.name}” leaves your saved searches.
        </ConfirmDialog>
      </Card.Footer>
    </Card.Root>
  );
}
