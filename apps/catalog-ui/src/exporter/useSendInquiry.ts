import type { SentInquiryDto } from '@ped/contracts/messaging';
import { apiRequest, useInvalidatingMutation } from '@ped/web-kit';

/** POST /api/contact-requests: a buyer's inquiry to one exporter. */
export interface InquiryInput {
  buyerName: string;
  buyerEmail: string;
  buyerCompany?: string;
  message: string;
  exporterId: number;
}

/** Sends an inquiry; the home page's "Monthly Connections" (GET /api/stats) counts it. */
export function useSendInquiry() {
  return useInvalidatingMutation({
    mutationFn: async (input: InquiryInput) => {
      const res = await apiRequest('POST', '/api/contact-requests', input);
      return (await res.json()) as SentInquiryDto;
    },
    invalidates: [['/api/stats']],
  });
}
