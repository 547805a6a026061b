import type { SavedSearchFilters } from '@ped/contracts/catalog';
import type { ListSort } from '@ped/contracts/options';

/** The browse page's URL parameter of each saved filter (apps/catalog-ui's useListSearchParams reads them). */
const BROWSE_PARAM: Record<keyof SavedSearchFilters, string> = {
  search: 'search',
  categoryId: 'categoryId',
  city: 'city',
  verified: 'verified',
  businessType: 'businessType',
  certification: 'certification',
  maxMinimumOrder: 'maxMinimumOrder',
  responseRate: 'responseRate',
  sort: 'sort',
};

/** `/browse?search=rice&city=Karachi&verified=true…`: the list a saved search stands for. */
export function browseHref(filters: SavedSearchFilters): string {
  const query = new URLSearchParams();
  for (const [filter, param] of Object.entries(BROWSE_PARAM) as [keyof SavedSearchFilters, string][]) {
    const value = filters[filter];
    if (value === undefined || value === null || value === '' || value === false) continue;
    query.set(param, String(value));
  }
  const search = query.toString();
  return search ? `/browse?${search}` : '/browse';
}

/** As the browse page's "Sort by" names them. */
const SORT_LABELS: Record<ListSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  years: 'Years in business',
  response: 'Response rate',
};

/**
 * The saved filters as short labels, in the browse page's order: "“basmati”", "Rice & Grains", "Karachi",
 * "Verified only", … (a category no longer listed shows as "Category #7"). None: "All exporters".
 */
export function filterChips(
  filters: SavedSearchFilters,
  categoryName: (id: number) => string | undefined,
): string[] {
  const chips = [
    filters.search && `“${filters.search}”`,
    filters.categoryId && (categoryName(filters.categoryId) ?? `Category #${filters.categoryId}`),
    filters.city,
    filters.verified && 'Verified only',
    filters.businessType,
    filters.certification,
    filters.maxMinimumOrder && `Minimum order up to ${filters.maxMinimumOrder.toLocaleString('en-US')}`,
    filters.responseRate && `Response rate ${filters.responseRate}% or more`,
    filters.sort && filters.sort !== 'relevance' && `Sorted by ${SORT_LABELS[filters.sort]}`,
  ].filter((chip): chip is string => typeof chip === 'string' && chip !== '');
  return chips.length > 0 ? chips : ['All exporters'];
}
