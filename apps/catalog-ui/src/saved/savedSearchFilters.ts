import type { SavedSearchFilters } from '@ped/contracts/catalog';
import { DEFAULT_SORT, type ListFilters } from '../browse/listFilters';

const wholeNumber = (value: string): number | undefined => (/^\d+$/.test(value) ? Number(value) : undefined);

/**
 * The filters a saved search keeps, from the browse page's: set ones only, in the API's types (the view,
 * the page and "search as typed" are how the list is shown, not what it holds).
 */
export function savedSearchFilters(filters: ListFilters): SavedSearchFilters {
  const chosen: SavedSearchFilters = {
    search: filters.search.trim() || undefined,
    categoryId: wholeNumber(filters.categoryId),
    city: filters.city || undefined,
    verified: filters.verifiedOnly || undefined,
    businessType: filters.businessType || undefined,
    certification: filters.certification || undefined,
    maxMinimumOrder: wholeNumber(filters.maxMinimumOrder),
    responseRate: wholeNumber(filters.responseRate),
    sort: filters.sort === DEFAULT_SORT ? undefined : filters.sort,
  };
  return Object.fromEntries(
    Object.entries(chosen).filter(([, value]) => value !== undefined),
  ) as SavedSearchFilters;
}
