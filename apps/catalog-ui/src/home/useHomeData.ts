import type { ExporterListItemDto, PublicStatsDto } from '@ped/contracts/catalog';
import { useQuery } from '@ped/web-kit';

/** The public counters: GET /api/stats. */
export function useStats() {
  return useQuery<PublicStatsDto>({ queryKey: ['/api/stats'] });
}

/** The featured exporters: GET /api/exporters/featured. */
export function useFeaturedExporters() {
  return useQuery<ExporterListItemDto[]>({ queryKey: ['/api/exporters', 'featured'] });
}
