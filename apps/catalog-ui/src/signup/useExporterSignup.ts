import type { ExporterSignupResultDto } from '@ped/contracts/catalog';
import { apiRequest, useInvalidatingMutation } from '@ped/web-kit';

/** POST /api/exporter/signup → 201 {registrationId}; a pending application shows on no public page. */
export function useExporterSignup() {
  return useInvalidatingMutation({
    mutationFn: async (payload: Record<string, unknown>) => {
      const res = await apiRequest('POST', '/api/exporter/signup', payload);
      return (await res.json()) as ExporterSignupResultDto;
    },
    invalidates: [],
  });
}
