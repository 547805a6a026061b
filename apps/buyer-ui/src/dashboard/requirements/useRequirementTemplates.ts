import type { RequirementTemplateDto, RequirementTemplateListDto } from '@ped/contracts/catalog';
import { useQuery } from '@ped/web-kit';

/** Every category's template (GET /api/requirement-templates: public data, the same for everyone). */
export function useRequirementTemplates() {
  const query = useQuery<RequirementTemplateListDto>({
    queryKey: ['/api/requirement-templates'],
    staleTime: 60 * 60 * 1000,
  });
  /** The category's template; null when it has none (or none is chosen, or they are not loaded). */
  const templateOf = (categoryId: number | string | null): RequirementTemplateDto | null =>
    query.data?.templates.find((template) => String(template.categoryId) === String(categoryId)) ?? null;
  return { ...query, templateOf };
}
