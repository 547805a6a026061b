import type { SponsoredExportersDto } from '@ped/contracts/catalog';
import { useQuery } from '@ped/web-kit';
import type { ListFilters } from './listFilters';

/**
 * The Sponsored slot beside one page of a list: GET /api/exporters/sponsored?categoryId=&city=&page= (at most
 * SPONSORED_PER_PAGE, rotating by page). Not read while searching: a search shows only what matched.
 */
export function useSponsoredExporters(filters: ListFilters, page: number) {
  const searching = filters.search.trim() !== '';
  return useQuery<SponsoredExportersDto>({
    queryKey: ['/api/exporters', 'sponsored', { categoryId: filters.categoryId, city: filters.city, page }],
    enabled: !searching,
  });
}
