import { Link, RouterLink, Text } from '@ped/web-kit/ui';
import { useListSearchParams } from './useListSearchParams';

/**
 * "Showing results for **surgical** — search instead for surgicle": said when the server corrected the
 * spelling; the link runs the search as typed (`exact=true` in the URL), which is never corrected.
 */
export function CorrectedSearch({ correctedSearch }: { correctedSearch: string | undefined }) {
  const { filters, exactSearchHref } = useListSearchParams();
  const typed = filters.search.trim();
  if (!correctedSearch || filters.exact || !typed) return null;
  return (
    <Text data-testid="corrected-search">
      Showing results for <strong>{correctedSearch}</strong> — search instead for{' '}
      <Link asChild colorPalette="brand" textDecoration="underline">
        <RouterLink to={exactSearchHref}>{typed}</RouterLink>
      </Link>
    </Text>
  );
}
