import type { ExporterListDto } from '@ped/contracts/catalog';
import { useQuery } from '@ped/web-kit';
import { listQuery, type ListFilters } from './listFilters';

/** One page of exporters: GET /api/exporters?limit=12&offset=(page−1)·12&… */
export function useExporters(filters: ListFilters, page: number) {
  return useQuery<ExporterListDto>({ queryKey: ['/api/exporters', listQuery(filters, page)] });
}
