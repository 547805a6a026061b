import type { ExporterSignupResultDto } from '@ped/contracts/catalog';
import { apiRequest, useMutation } from '@ped/web-kit';

/** POST /api/exporter/signup → 201 {registrationId}. */
export function useExporterSignup() {
  return useMutation({
    mutationFn: async (payload: Record<string, unknown>) => {
      const res = await apiRequest('POST', '/api/exporter/signup', payload);
      return (await res.json()) as ExporterSignupResultDto;
    },
  });
}
