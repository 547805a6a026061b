import type { SiteContactMessageDto } from '@ped/contracts/messaging';
import { apiRequest, useInvalidatingMutation } from '@ped/web-kit';
import type { SiteContactPayload } from './siteContactValues';

/** POST /api/contact: a message to the site's team (no page reads what it stores). */
export function useSendSiteMessage() {
  return useInvalidatingMutation({
    mutationFn: async (body: SiteContactPayload) => {
      const res = await apiRequest('POST', '/api/contact', body);
      return (await res.json()) as SiteContactMessageDto;
    },
    invalidates: [],
  });
}
