/** Request/reply patterns served by the messaging service (its features add theirs here). */
export const MESSAGING_PATTERNS = {
  contactRequestCreate: 'messaging.contact_request.create',
  contactRequestCount: 'messaging.contact_request.count',
  siteContactMessageCreate: 'messaging.site_contact_message.create',
} as const;
