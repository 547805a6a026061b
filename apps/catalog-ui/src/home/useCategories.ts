import type { CategoryDto } from '@ped/contracts/catalog';
import { useQuery } from '@ped/web-kit';

/** All categories (GET /api/categories through the default reader). */
export function useCategories() {
  return useQuery<CategoryDto[]>({ queryKey: ['/api/categories'] });
}
