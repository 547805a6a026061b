import type { CategoryDto } from '@ped/contracts/catalog';
import { useQuery } from '@ped/web-kit';

/** One category by slug: GET /api/categories/{slug} (a 404 means there is no such category). */
export function useCategory(slug: string) {
  return useQuery<CategoryDto>({ queryKey: ['/api/categories', encodeURIComponent(slug)] });
}
