import { Stack } from '@ped/web-kit/ui';
import { SavedExporters } from './SavedExporters';
import { SavedSearches } from './SavedSearches';

/** The buyer dashboard's Saved tab: saved exporters (notes, compare) and saved searches (counts, open). */
export function SavedTab() {
  return (
    <Stack gap="10">
      <SavedExporters />
      <SavedSearches />
    </Stack>
  );
}
