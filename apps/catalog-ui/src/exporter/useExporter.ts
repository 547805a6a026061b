import type { ExporterDto, ProductDto } from '@ped/contracts/catalog';
import { useQuery } from '@ped/web-kit';

/** One exporter's public profile: GET /api/exporters/{id} (404 when there is none). */
export function useExporter(id: string) {
  return useQuery<ExporterDto>({ queryKey: ['/api/exporters', encodeURIComponent(id)] });
}

/** The exporter's products: GET /api/exporters/{id}/products. */
export function useExporterProducts(id: string) {
  return useQuery<ProductDto[]>({ queryKey: ['/api/exporters', encodeURIComponent(id), 'products'] });
}
