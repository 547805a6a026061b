import type { SavedSearchDto, SavedSearchFilters } from '@ped/contracts/catalog';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@ped/contracts/options';
import type { SavedSearch } from './saved-search.entity.js';

export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';
/** How long a saved search's counts are shown as counted: removals and edits show within a minute. */
export const SAVED_SEARCH_COUNTS_TTL_MS = 60_000;
/** The name of a saved search without filters. */
export const ALL_EXPORTERS_LABEL = 'All exporters';
const SEPARATOR = ' · ';

/** The filters as stored: only those set, in the browse page's order. */
export function storedFilters(filters: SavedSearchFilters): SavedSearchFilters {
  const keys: (keyof SavedSearchFilters)[] = [
    'search',
    'categoryId',
    'city',
    'verified',
    'businessType',
    'certification',
    'maxMinimumOrder',
    'responseRate',
    'sort',
  ];
  return Object.fromEntries(
    keys
      .filter((key) => filters[key] !== undefined && filters[key] !== null)
      .map((key) => [key, filters[key]]),
  ) as SavedSearchFilters;
}

/** A name made from the filters, e.g. "rice · Rice & Grains · Karachi · Verified". */
export function filtersLabel(filters: SavedSearchFilters, categoryName: string | null): string {
  const parts = [
    filters.search?.trim(),
    categoryName,
    filters.city,
    filters.verified ? 'Verified' : undefined,
    filters.businessType,
    filters.certification,
    filters.maxMinimumOrder !== undefined ? `MOQ ≤ ${filters.maxMinimumOrder}` : undefined,
    filters.responseRate !== undefined ? `Response ≥ ${filters.responseRate}%` : undefined,
  ].filter((part): part is string => typeof part === 'string' && part !== '');
  const label = parts.length > 0 ? parts.join(SEPARATOR) : ALL_EXPORTERS_LABEL;
  return label.length > SAVED_SEARCH_NAME_MAX_LENGTH
    ? `${label.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH - 1)}…`
    : label;
}

export interface SearchCounts {
  matchCount: number;
  matchCountCapped: boolean;
  newCount: number;
}

/**
 * Whether the counts kept with a search still hold: counted less than SAVED_SEARCH_COUNTS_TTL_MS ago
 * and after the last exporter was listed (a new listing is what "new since" is about: never late).
 */
export function countsAreCurrent(search: SavedSearch, lastListedAt: Date | null, now: Date): boolean {
  const { countedAt } = search;
  if (countedAt === null || search.matchCount === null || search.newCount === null) return false;
  if (now.getTime() - countedAt.getTime() >= SAVED_SEARCH_COUNTS_TTL_MS) return false;
  return lastListedAt === null || countedAt > lastListedAt;
}

export function storedCounts(search: SavedSearch): SearchCounts {
  return {
    matchCount: search.matchCount ?? 0,
    matchCountCapped: search.matchCountCapped,
    newCount: search.newCount ?? 0,
  };
}

export function toSavedSearchDto(search: SavedSearch, counts: SearchCounts): SavedSearchDto {
  return {
    id: search.id,
    name: search.name,
    filters: search.filters,
    ...counts,
    lastOpenedAt: search.lastOpenedAt.toISOString(),
    createdAt: search.createdAt.toISOString(),
  };
}
