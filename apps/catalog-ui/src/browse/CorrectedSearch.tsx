import { Link, RouterLink, Text } from '@ped/web-kit/ui';
import { Fragment } from 'react';
import { useListSearchParams } from './useListSearchParams';

/**
 * "Showing results for **surgical** — search instead for surgicle": said when the server corrected the
 * spelling; the link runs the search as typed (`exact=true` in the URL), which is never corrected. When
 * other corrections were as near and find exporters too: "Did you mean towel?", each a search of its own.
 */
export function CorrectedSearch({
  correctedSearch,
  alternatives = [],
}: {
  correctedSearch: string | undefined;
  alternatives?: string[];
}) {
  const { filters, exactSearchHref, searchHref } = useListSearchParams();
  const typed = filters.search.trim();
  if (!correctedSearch || filters.exact || !typed) return null;
  return (
    <Text data-testid="corrected-search">
      Showing results for <strong>{correctedSearch}</strong> — search instead for{' '}
      <Link asChild colorPalette="brand" textDecoration="underline">
        <RouterLink to={exactSearchHref}>{typed}</RouterLink>
      </Link>
      {alternatives.length > 0 && (
        <>
          . Did you mean{' '}
          {alternatives.map((words, index) => (
            <Fragment key={words}>
              {index > 0 && ' or '}
              <Link asChild colorPalette="brand" textDecoration="underline">
                <RouterLink to={searchHref(words)}>{words}</RouterLink>
              </Link>
            </Fragment>
          ))}
          ?
        </>
      )}
    </Text>
  );
}
