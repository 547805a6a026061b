import { useCallback, useMemo } from 'react';
import type { ListQueryParam } from '@ped/contracts/site';
import { useSearchParams } from '@ped/web-kit/ui';
import { DEFAULT_SORT, readListFilters, type ListFilters } from './listFilters';

/** What a list shows: exporters (the default) or their products. */
export type ListView = 'exporters' | 'products';

/** The URL parameter of each filter (the server renders a list page from these: `LIST_QUERY_PARAMS`). */
const PARAM_OF: Record<keyof ListFilters, ListQueryParam> = {
  search: 'search',
  exact: 'exact',
  categoryId: 'categoryId',
  city: 'city',
  verifiedOnly: 'verified',
  businessType: 'businessType',
  certification: 'certification',
  maxMinimumOrder: 'maxMinimumOrder',
  responseRate: 'responseRate',
  sort: 'sort',
};

const PAGE: ListQueryParam = 'page';
const VIEW: ListQueryParam = 'view';

/** What "Clear Filters" removes: every filter and the page; the view and the order stay. */
const CLEARED_PARAMS = Object.entries(PARAM_OF)
  .filter(([filter]) => filter !== 'sort')
  .map(([, param]) => param)
  .concat(PAGE);

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The URL value of a filter; undefined leaves the parameter out (its default). */
function paramValue(filter: keyof ListFilters, value: string | boolean | undefined): string | undefined {
  if (typeof value === 'boolean') return value ? 'true' : undefined;
  if (filter === 'sort' && value === DEFAULT_SORT) return undefined;
  return value?.trim() || undefined;
}

/**
 * The list's view, filters, order and page, kept in the URL query (`?view=products&search=&exact=true&
 * categoryId=&city=&verified=true&businessType=&certification=&maxMinimumOrder=&responseRate=&sort=&page=`) so a result page
 * can be shared and reloaded. Changing a filter or the view goes back to page 1; a new search is corrected again.
 */
export function useListSearchParams() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo(() => readListFilters(params), [params]);
  const page = readPage(params.get(PAGE));
  const view: ListView = params.get(VIEW) === 'products' ? 'products' : 'exporters';

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setParams],
  );

  const setFilters = useCallback(
    (changes: Partial<ListFilters>) =>
      update((next) => {
        if ('search' in changes && !('exact' in changes)) next.delete(PARAM_OF.exact);
        for (const filter of Object.keys(changes) as (keyof ListFilters)[]) {
          const value = paramValue(filter, changes[filter]);
          if (value) next.set(PARAM_OF[filter], value);
          else next.delete(PARAM_OF[filter]);
        }
        next.delete(PAGE);
      }),
    [update],
  );

  const setView = useCallback(
    (nextView: ListView) =>
      update((next) => {
        if (nextView === 'products') next.set(VIEW, nextView);
        else next.delete(VIEW);
        next.delete(PAGE);
      }),
    [update],
  );

  const setPage = useCallback(
    (nextPage: number) =>
      update((next) => {
        if (nextPage > 1) next.set(PAGE, String(nextPage));
        else next.delete(PAGE);
      }),
    [update],
  );

  const clearFilters = useCallback(
    () => update((next) => CLEARED_PARAMS.forEach((param) => next.delete(param))),
    [update],
  );

  /** This list searched for the words as typed ("search instead for surgicle"), from page 1. */
  const exactSearchHref = useMemo(() => {
    const next = new URLSearchParams(params);
    next.set(PARAM_OF.exact, 'true');
    next.delete(PAGE);
    return `?${next.toString()}`;
  }, [params]);

  /** This list searched for `words` as they are ("Did you mean towel?"), from page 1. */
  const searchHref = useCallback(
    (words: string) => {
      const next = new URLSearchParams(params);
      next.set(PARAM_OF.search, words);
      next.set(PARAM_OF.exact, 'true');
      next.delete(PAGE);
      return `?${next.toString()}`;
    },
    [params],
  );

  return { filters, page, view, setFilters, setView, setPage, clearFilters, exactSearchHref, searchHref };
}
