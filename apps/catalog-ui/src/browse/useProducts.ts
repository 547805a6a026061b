import type { ProductListDto } from '@ped/contracts/catalog';
import { useQuery } from '@ped/web-kit';
import { listQuery, type ListFilters } from './listFilters';

/** One page of products of approved exporters, with the exporter list's filters: GET /api/products?… */
export function useProducts(filters: ListFilters, page: number) {
  return useQuery<ProductListDto>({ queryKey: ['/api/products', listQuery(filters, page)] });
}
