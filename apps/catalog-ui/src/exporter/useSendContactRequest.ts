import type { ContactRequestDto } from '@ped/contracts/messaging';
import { apiRequest, useInvalidatingMutation } from '@ped/web-kit';

/** POST /api/contact-requests: a buyer's inquiry to one exporter. */
export interface ContactRequestInput {
  buyerName: string;
  buyerEmail: string;
  buyerCompany?: string;
  message: string;
  exporterId: number;
}

/** Sends an inquiry; the home page's "Monthly Connections" (GET /api/stats) counts it. */
export function useSendContactRequest() {
  return useInvalidatingMutation({
    mutationFn: async (input: ContactRequestInput) => {
      const res = await apiRequest('POST', '/api/contact-requests', input);
      return (await res.json()) as ContactRequestDto;
    },
    invalidates: [['/api/stats']],
  });
}
