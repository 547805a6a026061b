import { apiRequest, useMutation } from '@ped/web-kit';

/** POST /api/contact-requests: a buyer's inquiry to one exporter. */
export interface ContactRequestInput {
  buyerName: string;
  buyerEmail: string;
  buyerCompany?: string;
  message: string;
  exporterId: number;
}

export function useSendContactRequest() {
  return useMutation({
    mutationFn: (input: ContactRequestInput) => apiRequest('POST', '/api/contact-requests', input),
  });
}
