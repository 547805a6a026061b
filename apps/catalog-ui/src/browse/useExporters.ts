import type { ExporterListDto } from '@ped/contracts/catalog';
import { PAGE_SIZE } from '@ped/contracts/options';
import { useQuery } from '@ped/web-kit';

/** The filters of an exporter list (all optional; empty means "any"). */
export interface ExporterFilters {
  search: string;
  categoryId: string;
  city: string;
  verifiedOnly: boolean;
}

/** One page of exporters: GET /api/exporters?limit=12&offset=(page−1)·12&… */
export function useExporters(filters: ExporterFilters, page: number) {
  return useQuery<ExporterListDto>({
    queryKey: [
      '/api/exporters',
      {
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
        search: filters.search.trim(),
        categoryId: filters.categoryId,
        city: filters.city,
        verified: filters.verifiedOnly ? 'true' : undefined,
      },
    ],
  });
}
