import { MAX_INT4 } from '@ped/contracts/common';
import {
  CERTIFICATIONS,
  EXPORTER_BUSINESS_TYPES,
  LIST_SORTS,
  PAGE_SIZE,
  type ListSort,
} from '@ped/contracts/options';
import type { QueryParams } from '@ped/web-kit';

/** The filters of an exporter or product list (empty means "any"); the same for both views. */
export interface ListFilters {
  search: string;
  /** Search the words as typed, without spelling correction. */
  exact: boolean;
  categoryId: string;
  city: string;
  verifiedOnly: boolean;
  businessType: string;
  certification: string;
  /** A whole number ≥ 1 as text, or '' for any. */
  maxMinimumOrder: string;
  /** A minimum response rate (percent) as text, or '' for any. */
  responseRate: string;
  sort: ListSort;
}

export const DEFAULT_SORT: ListSort = 'relevance';

export const SORT_LABELS: Record<ListSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  years: 'Years in business',
  response: 'Response rate',
};

/** The minimum response rates offered (percent). */
export const RESPONSE_RATE_OPTIONS = ['50', '80', '90', '95'] as const;

/** '' unless `value` is a percent the API takes (a whole number from 1 to 100). */
export function readPercent(value: string | null): string {
  const trimmed = value?.trim() ?? '';
  if (!/^\d+$/.test(trimmed)) return '';
  const percent = Number(trimmed);
  return percent >= 1 && percent <= 100 ? String(percent) : '';
}

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((item) => item === value);
}

/** '' unless `value` is a quantity the API takes (a whole number from 1 to the largest int4). */
export function readQuantity(value: string | null): string {
  const trimmed = value?.trim() ?? '';
  if (!/^\d+$/.test(trimmed)) return '';
  const quantity = Number(trimmed);
  return quantity >= 1 && quantity <= MAX_INT4 ? String(quantity) : '';
}

/**
 * The filters in a list page's URL. Values the API would refuse (an unknown business type, "0" as a quantity)
 * read as "any", so a hand-edited or stale link still shows a list.
 */
export function readListFilters(params: URLSearchParams): ListFilters {
  return {
    search: params.get('search') ?? '',
    exact: params.get('exact') === 'true',
    categoryId: params.get('categoryId') ?? '',
    city: params.get('city') ?? '',
    verifiedOnly: params.get('verified') === 'true',
    businessType: oneOf(EXPORTER_BUSINESS_TYPES, params.get('businessType')) ?? '',
    certification: oneOf(CERTIFICATIONS, params.get('certification')) ?? '',
    maxMinimumOrder: readQuantity(params.get('maxMinimumOrder')),
    responseRate: readPercent(params.get('responseRate')),
    sort: oneOf(LIST_SORTS, params.get('sort')) ?? DEFAULT_SORT,
  };
}

/**
 * How many filters narrow the list besides the search text and the order (the count on a phone's Filters
 * button); `withCategory`: the category is a filter here (not on a category's own page).
 */
export function activeFilterCount(filters: ListFilters, withCategory = true): number {
  return [
    withCategory && filters.categoryId,
    filters.city,
    filters.verifiedOnly,
    filters.businessType,
    filters.certification,
    filters.maxMinimumOrder,
    filters.responseRate,
  ].filter(Boolean).length;
}

/** The query of GET /api/exporters and GET /api/products for one page of a list (empty values left out). */
export function listQuery(filters: ListFilters, page: number): QueryParams {
  const search = filters.search.trim();
  return {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    search,
    exact: search && filters.exact ? 'true' : undefined,
    categoryId: filters.categoryId,
    city: filters.city,
    verified: filters.verifiedOnly ? 'true' : undefined,
    businessType: filters.businessType,
    certification: filters.certification,
    maxMinimumOrder: filters.maxMinimumOrder,
    responseRate: filters.responseRate,
    sort: filters.sort === DEFAULT_SORT ? undefined : filters.sort,
  };
}
