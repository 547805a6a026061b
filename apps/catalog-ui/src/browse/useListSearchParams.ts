import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@ped/web-kit/ui';
import type { ExporterFilters } from './useExporters';

const FILTER_PARAMS = ['search', 'categoryId', 'city', 'verified', 'page'] as const;

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The list's filters and page, kept in the URL query (`?search=&categoryId=&city=&verified=true&page=`)
 * so a result page can be shared and reloaded. Changing a filter goes back to page 1.
 */
export function useListSearchParams() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<ExporterFilters>(
    () => ({
      search: params.get('search') ?? '',
      categoryId: params.get('categoryId') ?? '',
      city: params.get('city') ?? '',
      verifiedOnly: params.get('verified') === 'true',
    }),
    [params],
  );
  const page = readPage(params.get('page'));

  const setFilters = useCallback(
    (changes: Partial<ExporterFilters>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        const apply = (key: string, value: string | undefined) =>
          value ? next.set(key, value) : next.delete(key);
        if ('search' in changes) apply('search', changes.search?.trim());
        if ('categoryId' in changes) apply('categoryId', changes.categoryId);
        if ('city' in changes) apply('city', changes.city);
        if ('verifiedOnly' in changes) apply('verified', changes.verifiedOnly ? 'true' : undefined);
        next.delete('page');
        return next;
      }),
    [setParams],
  );

  const setPage = useCallback(
    (nextPage: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (nextPage > 1) next.set('page', String(nextPage));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );

  const clearFilters = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        FILTER_PARAMS.forEach((key) => next.delete(key));
        return next;
      }),
    [setParams],
  );

  return { filters, page, setFilters, setPage, clearFilters };
}
