import type {
  CategoryDto,
  ExporterMetricsDto,
  MyExporterDto,
  MyProductListDto,
  ProductDto,
} from '@ped/contracts/catalog';
import type { InquiryDto, InquiryListDto, InquiryReplyResultDto } from '@ped/contracts/messaging';
import { apiRequest, useInvalidatingMutation, useQuery } from '@ped/web-kit';

// Every read of the workspace sits under this key, so a change invalidates what it touched and nothing public.
export const MY_EXPORTER_KEY = ['/api/my-exporter'] as const;
const PRODUCTS_KEY = ['/api/my-exporter', 'products'] as const;
const INQUIRIES_KEY = ['/api/my-exporter', 'contact-requests'] as const;
const METRICS_KEY = ['/api/my-exporter', 'metrics'] as const;
/** Inquiries shown on one page of the tab. */
export const INQUIRY_PAGE_SIZE = 20;

/** GET /api/my-exporter: 404 EXPORTER_PROFILE_NOT_FOUND until the caller has created a profile. */
export function useMyExporter() {
  return useQuery<MyExporterDto>({ queryKey: MY_EXPORTER_KEY });
}

export function useMyProducts() {
  return useQuery<MyProductListDto>({ queryKey: PRODUCTS_KEY });
}

export function useMyInquiries(offset: number) {
  return useQuery<InquiryListDto>({
    queryKey: [...INQUIRIES_KEY, { limit: INQUIRY_PAGE_SIZE, offset }],
  });
}

export function useMyMetrics() {
  return useQuery<ExporterMetricsDto>({ queryKey: METRICS_KEY });
}

export function useCategoryList() {
  return useQuery<CategoryDto[]>({ queryKey: ['/api/categories'] });
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** POST /api/exporters (create) or PUT /api/my-exporter (update): both answer the whole workspace profile. */
export function useSaveProfile(mode: 'create' | 'update') {
  return useInvalidatingMutation({
    mutationFn: async (payload: Record<string, unknown>) =>
      json<MyExporterDto>(
        mode === 'create'
          ? await apiRequest('POST', '/api/exporters', payload)
          : await apiRequest('PUT', '/api/my-exporter', payload),
      ),
    // The answer is the new state: written at once, then the public pages that show it read again.
    onSuccess: (data, _variables, queryClient) => {
      queryClient.setQueryData(MY_EXPORTER_KEY, data);
    },
    invalidates: (data) => [['/api/exporters', String(data.id)]],
  });
}

/** A product's change also changes the profile's product count (and limit): both are read again. */
const PRODUCT_CHANGES = [MY_EXPORTER_KEY] as const;

export function useAddProduct() {
  return useInvalidatingMutation({
    mutationFn: async (payload: Record<string, unknown>) =>
      json<ProductDto>(await apiRequest('POST', '/api/my-exporter/products', payload)),
    invalidates: PRODUCT_CHANGES,
  });
}

export function useUpdateProduct() {
  return useInvalidatingMutation({
    mutationFn: async ({ id, payload }: { id: number; payload: Record<string, unknown> }) =>
      json<ProductDto>(await apiRequest('PATCH', `/api/my-exporter/products/${id}`, payload)),
    invalidates: [PRODUCTS_KEY],
  });
}

export function useDeleteProduct() {
  return useInvalidatingMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/my-exporter/products/${id}`);
    },
    invalidates: PRODUCT_CHANGES,
  });
}

export function useReplyToInquiry() {
  return useInvalidatingMutation({
    mutationFn: async ({ id, message }: { id: number; message: string }) =>
      json<InquiryReplyResultDto>(
        await apiRequest('POST', `/api/my-exporter/contact-requests/${id}/reply`, { message }),
      ),
    invalidates: [INQUIRIES_KEY, METRICS_KEY],
  });
}

export function useDeclineInquiry() {
  return useInvalidatingMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string }) =>
      json<InquiryDto>(
        await apiRequest('POST', `/api/my-exporter/contact-requests/${id}/decline`, { reason }),
      ),
    invalidates: [INQUIRIES_KEY, METRICS_KEY],
  });
}
